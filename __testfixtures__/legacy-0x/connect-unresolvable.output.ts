import { MCPAdapter } from "langchain-mcp-bridge";

export async function addServer(client: MCPAdapter, name: string, command: string) {
  // The client comes from elsewhere: this cannot be folded into its config.
  // TODO(mcp-migrate): connectToServerViaStdio is gone (the client it changes is not constructed in this file): put this server in the config given to MCPAdapter ({ mcpServers: { name: { command, args } | { url, headers } } }, or loadMCPConfig(path) for a file)
  const tools = await client.connectToServerViaStdio(name, command, []);
  return tools.get(name);
}
