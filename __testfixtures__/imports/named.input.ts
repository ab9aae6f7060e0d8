// Loads the tools of our MCP servers.
import { MultiServerMCPClient } from "@langchain/mcp-adapters";

export const client = new MultiServerMCPClient({
  mcpServers: {
    math: { command: "node", args: ["./math-server.js"] },
  },
});

export async function loadTools() {
  return client.getTools();
}
