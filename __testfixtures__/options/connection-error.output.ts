import { MCPAdapter } from "langchain-mcp-bridge";

export const strict = new MCPAdapter({
  mcpServers: { math: { command: "node", args: ["./math-server.js"] } },
}, { toolNames: "bare", onConnectionError: "throw" });

export const lenient = new MCPAdapter({
  mcpServers: { math: { command: "node", args: ["./math-server.js"] } },
}, { toolNames: "bare", onConnectionError: "skip" });
