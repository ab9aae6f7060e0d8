// Loads the tools of our MCP servers.
import { MCPAdapter } from "langchain-mcp-bridge";

export const client = new MCPAdapter({
  mcpServers: {
    math: { command: "node", args: ["./math-server.js"] },
  },
}, { toolNames: "bare" });

export async function loadTools() {
  return client.listTools();
}
