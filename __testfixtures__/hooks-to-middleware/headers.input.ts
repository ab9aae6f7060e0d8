import { MultiServerMCPClient } from "@langchain/mcp-adapters";
import { createAgent } from "langchain";

const client = new MultiServerMCPClient({
  mcpServers: { api: { url: "https://example.com/mcp" } },
  beforeToolCall: (_request, _state, config) => ({
    headers: { "X-Tenant": String(config.configurable?.tenant ?? "none") },
  }),
});

const tools = await client.getTools();
export const agent = createAgent({ model: "openai:gpt-4o", tools });
