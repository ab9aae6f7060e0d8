import { MCPAdapter } from "langchain-mcp-bridge";

const client = new MCPAdapter({
  mcpServers: { docs: { url: "http://localhost:8000/mcp" } },
}, { toolNames: "bare" });

const docs = await client.client("docs");
export const prompts = await docs?.listPrompts();
