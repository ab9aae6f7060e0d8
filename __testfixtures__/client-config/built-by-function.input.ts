import { MultiServerMCPClient, type ClientConfig } from "@langchain/mcp-adapters";

function makeConfig(url: string): ClientConfig {
  return { mcpServers: { remote: { transport: "http", url } } };
}

// Built by a function of this file: followed like an inline config.
export const client = new MultiServerMCPClient(makeConfig("http://localhost:8000/mcp"));
