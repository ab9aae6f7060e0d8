import { MCPAdapter } from "langchain-mcp-bridge";
import { createAgent, fakeModel } from "langchain";
import { createReactAgent } from "@langchain/langgraph/prebuilt";

const client = new MCPAdapter({
  mcpServers: { math: { command: "node", args: ["./math-server.js"] } },
}, { toolNames: "bare" });

export const agent = createAgent({ model: fakeModel(), tools: await client.listTools() });
export const graph = createReactAgent({ llm: fakeModel(), tools: await client.listTools() });
