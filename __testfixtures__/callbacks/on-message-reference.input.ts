import { MultiServerMCPClient } from "@langchain/mcp-adapters";

function printLog(log: { level: string; data?: unknown }, source: { server: string }) {
  console.log(`[${source.server}] ${log.level}: ${String(log.data)}`);
}

export const client = new MultiServerMCPClient({
  mcpServers: { math: { command: "node", args: ["math.js"] } },
  onMessage: printLog,
});
