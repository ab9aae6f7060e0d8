import { MCPAdapter } from "langchain-mcp-bridge";

async function make() {
  return new MCPAdapter({ mcpServers: {} }, { toolNames: "bare" });
}

export function load() {
  return make().then((client) => client.listTools());
}

export const ready = Promise.resolve(new MCPAdapter({ mcpServers: {} }, { toolNames: "bare" }));
export const later = () => ready.then((c) => c.listTools());
