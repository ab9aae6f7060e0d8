import { MultiServerMCPClient, MCPClientError } from "@langchain/mcp-adapters";

const client = new MultiServerMCPClient({ mcpServers: { math: { url: "http://localhost:3000/mcp" } } });

try {
  await client.getTools();
} catch (error) {
  if (error instanceof MCPClientError) {
    console.error("cannot reach", error.serverName);
  } else {
    throw error;
  }
}
