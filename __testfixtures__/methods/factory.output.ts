import { MCPAdapter } from "langchain-mcp-bridge";

/** Returns the client with its tools, for the caller to close. */
export async function createMcp(url: string) {
  const client = new MCPAdapter({ mcpServers: { remote: { url } } }, { toolNames: "bare" });
  const tools = await client.listTools();
  return { client, tools };
}

export async function withClient(client: MCPAdapter) {
  const tools = await client.listTools();
  await client.close();
  return tools;
}
