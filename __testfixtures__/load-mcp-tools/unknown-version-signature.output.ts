import { MCPAdapter } from "langchain-mcp-bridge";
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";

export async function toolsOf(name: string, client: Client) {
  return new MCPAdapter(client, { toolNames: "bare" }).listTools();
}
