import { MultiServerMCPClient, type ClientConfig } from "@langchain/mcp-adapters";
import { buildServers } from "./servers.js";

// Options first, servers once the manifest is known.
const config = {} as ClientConfig;
config.throwOnLoadError = false;
config.useStandardContentBlocks = true;
config.mcpServers = buildServers();

export const lateClient = new MultiServerMCPClient(config);

export async function describeLateClient(): Promise<string> {
  const tools = await lateClient.getTools("math");
  return `${Object.keys(config.mcpServers).length} servers, ${tools.length} math tools`;
}
