import { MultiServerMCPClient } from "@langchain/mcp-adapters";

async function make() {
  return new MultiServerMCPClient({ mcpServers: {} });
}

export function load() {
  return make().then((client) => client.getTools());
}

export const ready = Promise.resolve(new MultiServerMCPClient({ mcpServers: {} }));
export const later = () => ready.then((c) => c.getTools());
