import { MCPAdapter } from "langchain-mcp-bridge";
// TODO(mcp-migrate): `OutputHandling` has no counterpart: results always use standard content blocks and structured content goes to `artifact`
// TODO(mcp-migrate): `MCPResource` has no counterpart: read resources with `adapter.client(name).listResources()` and use its result type
import { type OutputHandling, type MCPResource } from "@langchain/mcp-adapters";

export const handling: OutputHandling = "content";

export function uris(resources: MCPResource[]): string[] {
  return resources.map((r) => r.uri);
}

export const client = new MCPAdapter({
  mcpServers: { docs: { url: "http://localhost:8000/mcp" } },
}, { toolNames: "bare" });
