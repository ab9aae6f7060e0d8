import type { MultiServerMCPClient } from "@langchain/mcp-adapters";

/** Lists the tools of a client created elsewhere. */
export async function toolNames(client: MultiServerMCPClient): Promise<string[]> {
  const tools = await client.getTools();
  return tools.map((t) => t.name);
}
