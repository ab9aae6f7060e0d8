import mcp from "@langchain/mcp-adapters";

export const client = new mcp.MultiServerMCPClient({
  mcpServers: { math: { command: "node", args: ["./math-server.js"] } },
});
