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

export async function main() {
  const { client, tools } = await createMcp("http://localhost:8000/mcp");
  console.log(tools.length, (await client.listTools({ servers: ["remote"] })).length);
  await client.close();
}
