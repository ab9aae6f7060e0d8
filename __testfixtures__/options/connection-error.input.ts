import { MultiServerMCPClient } from "@langchain/mcp-adapters";

export const strict = new MultiServerMCPClient({
  mcpServers: { math: { command: "node", args: ["./math-server.js"] } },
  onConnectionError: "throw",
});

export const lenient = new MultiServerMCPClient({
  mcpServers: { math: { command: "node", args: ["./math-server.js"] } },
  onConnectionError: "ignore",
});
