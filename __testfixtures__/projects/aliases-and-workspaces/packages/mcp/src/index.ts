import { MultiServerMCPClient } from "@langchain/mcp-adapters";

export function createClient() {
  return new MultiServerMCPClient({
    mcpServers: { search: { url: "http://127.0.0.1:8100/mcp" } },
  });
}
