import { MultiServerMCPClient } from "@langchain/mcp-adapters";
import { createAgent, toolCallLimitMiddleware } from "langchain";

const client = new MultiServerMCPClient({
  mcpServers: { math: { command: "node", args: ["math.js"] } },
  afterToolCall: () => ({ result: ["replaced", []] as [string, never[]] }),
});
const middleware = [toolCallLimitMiddleware({ runLimit: 5 })];

const tools = await client.getTools();
export const agent = createAgent({ model: "openai:gpt-4o", tools, middleware });
