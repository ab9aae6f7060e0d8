import { loadMcpTools } from "@langchain/mcp-adapters";
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";

export async function toolsOf(name: string, client: Client) {
  return loadMcpTools(name, client);
}
