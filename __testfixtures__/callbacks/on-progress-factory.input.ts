import { MultiServerMCPClient } from "@langchain/mcp-adapters";

function progressPrinter(prefix: string) {
  return (progress: { progress: number }, source: { name: string }) =>
    console.log(prefix, source.name, progress.progress);
}

export const client = new MultiServerMCPClient({
  mcpServers: { math: { command: "node", args: ["math.js"] } },
  onProgress: progressPrinter("progress"),
});
