import { MCPAdapter } from "langchain-mcp-bridge";

const client = new MCPAdapter({
  mcpServers: { docs: { url: "http://localhost:8000/mcp" } },
}, { toolNames: "bare" });

// TODO(mcp-migrate): this tests whether getClient(name) found the server: the old one resolved to undefined for a server left out of the config or one that failed to connect; client(name) throws MCPConfigError for an unknown name and returns a client for a server that is down: test `adapter.serverNames.includes(name)`, or `await adapter.client(name).ping()` for a live connection
const docs = await client.client("docs");
// TODO(mcp-migrate): MCPClient.listPrompts() resolves to the list itself (the SDK client's resolved to { prompts: [...] }): read it as the list
export const prompts = await docs?.listPrompts();
