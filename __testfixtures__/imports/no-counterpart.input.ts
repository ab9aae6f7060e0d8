import { MultiServerMCPClient, type OutputHandling, type MCPResource } from "@langchain/mcp-adapters";

export const handling: OutputHandling = "content";

export function uris(resources: MCPResource[]): string[] {
  return resources.map((r) => r.uri);
}

export const client = new MultiServerMCPClient({
  mcpServers: { docs: { url: "http://localhost:8000/mcp" } },
});
