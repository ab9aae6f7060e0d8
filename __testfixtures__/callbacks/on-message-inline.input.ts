import { MultiServerMCPClient } from "@langchain/mcp-adapters";

const lines: string[] = [];

export const client = new MultiServerMCPClient({
  mcpServers: {
    math: { command: "node", args: ["math.js"] },
  },
  // keep every log line
  onMessage: (log, source) => {
    lines.push(`${source.server}: ${String(log.data)}`);
  },
});
