import { MultiServerMCPClient } from "@langchain/mcp-adapters";

/** Returns the client with its tools, for the caller to close. */
export async function createMcp(url: string) {
  const client = new MultiServerMCPClient({ mcpServers: { remote: { url } } });
  const tools = await client.getTools();
  return { client, tools };
}

export async function withClient(client: MultiServerMCPClient) {
  const tools = await client.getTools();
  await client.close();
  return tools;
}
