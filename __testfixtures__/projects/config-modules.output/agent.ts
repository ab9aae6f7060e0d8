import { MCPAdapter, type MCPConfig } from "langchain-mcp-bridge";
import { mcpConfig } from "./config.js";
import { localConfig, searchConfig } from "./builders.js";

const client = new MCPAdapter(mcpConfig, {
  toolNames: (server, tool) => `${server}__${tool}`,
  timeout: 30_000
});

export async function tools() {
  return client.listTools();
}

export const docs = new MCPAdapter(searchConfig(), { toolNames: (server, tool) => `mcp__${server}__${tool}` });
export const calc = new MCPAdapter(localConfig(), { toolNames: "bare" });

// A parameter of the same name is not the imported config.
export function custom(mcpConfig: MCPConfig) {
  // TODO(mcp-migrate): the config `mcpConfig` cannot be followed in this file (`mcpConfig` is a parameter): MCPAdapter takes { mcpServers: { name: entry } } (wrap a bare server map), entries without "transport"/"type" keys (except "sse"), and the old options (prefixToolNameWithServerName, …) as a second argument
  return new MCPAdapter(mcpConfig, { toolNames: "bare" });
}
