import type { ClientConfig, MultiServerMCPClient } from "@langchain/mcp-adapters";

/** One server entry, named structurally. */
export type ServerConfig = ClientConfig["mcpServers"][string];

export function describeServer(name: string, server: ServerConfig): string {
  return "command" in server ? `${name}: ${server.command}` : `${name}: ${server.url}`;
}

export async function close(client: MultiServerMCPClient): Promise<void> {
  await client.close();
}
