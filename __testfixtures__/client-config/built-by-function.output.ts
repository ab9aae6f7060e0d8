import { MCPAdapter, type MCPConfig } from "langchain-mcp-bridge";

function makeConfig(url: string): MCPConfig {
  return { mcpServers: { remote: { transport: "http", url } } };
}

// Built by a function: its result cannot be followed here.
// TODO(mcp-migrate): the config `makeConfig("http://localhost:8000/mcp")` cannot be followed in this file (`makeConfig("http://localhost:8000/mcp")` is computed at run time): MCPAdapter takes { mcpServers: { name: entry } } (wrap a bare server map), entries without "transport"/"type" keys (except "sse"), and the old options (prefixToolNameWithServerName, …) as a second argument
export const client = new MCPAdapter(makeConfig("http://localhost:8000/mcp"));
