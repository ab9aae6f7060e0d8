import { MultiServerMCPClient } from "@langchain/mcp-adapters";
import { createReactAgent } from "@langchain/langgraph/prebuilt";
import { fakeModel } from "langchain";

const client = new MultiServerMCPClient({
  mcpServers: { math: { command: "node", args: ["math.js"] } },
  beforeToolCall: ({ args }) => ({ args }),
});

const tools = await client.getTools();
export const agent = createReactAgent({ llm: fakeModel(), tools });
