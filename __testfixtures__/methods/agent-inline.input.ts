import { MultiServerMCPClient } from "@langchain/mcp-adapters";
import { createAgent, fakeModel } from "langchain";
import { createReactAgent } from "@langchain/langgraph/prebuilt";

const client = new MultiServerMCPClient({
  mcpServers: { math: { command: "node", args: ["./math-server.js"] } },
});

export const agent = createAgent({ model: fakeModel(), tools: await client.getTools() });
export const graph = createReactAgent({ llm: fakeModel(), tools: await client.getTools() });
