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

export async function main() {
  const { client, tools } = await createMcp("http://localhost:8000/mcp");
  console.log(tools.length, (await client.getTools("remote")).length);
  await client.close();
}
