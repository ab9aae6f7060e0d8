import { MCPConnectionError, MCPAdapter } from "langchain-mcp-bridge";

const client = new MCPAdapter(
  { mcpServers: { math: { url: "http://localhost:3000/mcp" } } },
  { toolNames: "bare" }
);

try {
  await client.listTools();
} catch (error) {
  if (error instanceof MCPConnectionError) {
    console.error("cannot reach", error.server);
  } else {
    throw error;
  }
}
