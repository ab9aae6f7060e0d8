import { MCPAdapter } from "langchain-mcp-bridge";

const client = new MCPAdapter({
  mcpServers: { docs: { url: "http://localhost:8000/mcp" } },
}, { toolNames: "bare" });

const docs = await client.client("docs");
// TODO(mcp-migrate): MCPClient.listPrompts() resolves to the list itself (the SDK client's resolved to { prompts: [...] }): read it as the list
export const prompts = await docs?.listPrompts();
