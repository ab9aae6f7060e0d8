import { MultiServerMCPClient } from "@langchain/mcp-adapters";

export async function addServer(client: MultiServerMCPClient, name: string, command: string) {
  // The client comes from elsewhere: this cannot be folded into its config.
  const tools = await client.connectToServerViaStdio(name, command, []);
  return tools.get(name);
}
