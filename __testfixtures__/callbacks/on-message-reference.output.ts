import { MCPAdapter } from "langchain-mcp-bridge";

function printLog(log: { level: string; data?: unknown }, source: { server: string }) {
  console.log(`[${source.server}] ${log.level}: ${String(log.data)}`);
}

export const client = new MCPAdapter({
  mcpServers: { math: { command: "node", args: ["math.js"] } },
}, { toolNames: "bare", logHandler: printLog });
