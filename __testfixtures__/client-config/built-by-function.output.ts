import { MCPAdapter, type MCPConfig } from "langchain-mcp-bridge";

function makeConfig(url: string): MCPConfig {
  return { mcpServers: { remote: { url } } };
}

// Built by a function of this file: followed like an inline config.
export const client = new MCPAdapter(makeConfig("http://localhost:8000/mcp"), { toolNames: "bare" });
