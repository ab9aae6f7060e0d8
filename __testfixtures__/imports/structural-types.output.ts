import type { MCPConfig, MCPAdapter } from "langchain-mcp-bridge";

/** One server entry, named structurally. */
export type ServerConfig = MCPConfig["mcpServers"][string];

export function describeServer(name: string, server: ServerConfig): string {
  return "command" in server ? `${name}: ${server.command}` : `${name}: ${server.url}`;
}

export async function close(client: MCPAdapter): Promise<void> {
  await client.close();
}
