import { MultiServerMCPClient } from "@langchain/mcp-adapters";

const client = new MultiServerMCPClient({
  mcpServers: { docs: { url: "http://localhost:8000/mcp" } },
});

const docs = await client.getClient("docs");
export const prompts = await docs?.listPrompts();
