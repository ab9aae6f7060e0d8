import { MultiServerMCPClient } from "@langchain/mcp-adapters";

const counts = new Map<string, number>();

export const client = new MultiServerMCPClient({
  mcpServers: { math: { command: "node", args: ["math.js"] } },
  onProgress: (progress, source) => {
    counts.set(source.name, (counts.get(source.name) ?? 0) + 1);
    console.log(`${source.server}/${source.name}: ${progress.progress}/${progress.total ?? "?"}`);
  },
});
