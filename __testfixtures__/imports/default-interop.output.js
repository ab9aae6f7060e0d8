import * as mcp from "langchain-mcp-bridge";

export const client = new mcp.MCPAdapter({
  mcpServers: { math: { command: "node", args: ["./math-server.js"] } },
}, { toolNames: "bare" });
