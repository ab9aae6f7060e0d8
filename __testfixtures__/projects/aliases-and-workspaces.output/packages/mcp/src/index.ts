import { MCPAdapter } from "langchain-mcp-bridge";

export function createClient() {
  return new MCPAdapter({
    mcpServers: { search: { url: "http://127.0.0.1:8100/mcp" } },
  }, { toolNames: "bare" });
}
