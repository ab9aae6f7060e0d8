import { MultiServerMCPClient, type ClientConfig } from "@langchain/mcp-adapters";
import { mcpConfig } from "./config.js";
import { localConfig, searchConfig } from "./builders.js";

const client = new MultiServerMCPClient(mcpConfig);

export async function tools() {
  return client.getTools();
}

export const docs = new MultiServerMCPClient(searchConfig());
export const calc = new MultiServerMCPClient(localConfig());

// A parameter of the same name is not the imported config.
export function custom(mcpConfig: ClientConfig) {
  return new MultiServerMCPClient(mcpConfig);
}
