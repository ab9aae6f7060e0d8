import type { MCPAdapter } from "langchain-mcp-bridge";

/** Lists the tools of a client created elsewhere. */
export async function toolNames(client: MCPAdapter): Promise<string[]> {
  const tools = await client.listTools();
  return tools.map((t) => t.name);
}
