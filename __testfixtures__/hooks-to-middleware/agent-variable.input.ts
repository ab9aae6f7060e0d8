import { MultiServerMCPClient } from "@langchain/mcp-adapters";
import { createAgent } from "langchain";

const client = new MultiServerMCPClient({
  mcpServers: { math: { command: "node", args: ["math.js"] } },
  beforeToolCall: ({ name, args }) => {
    if (name === "add") return { args: { ...(args as Record<string, unknown>), b: 1 } };
  },
  afterToolCall: ({ name, result }) => {
    if (name === "echo") return { result: `echo: ${String(result[0])}` };
  },
});

const tools = await client.getTools();

export const agent = createAgent({
  model: "openai:gpt-4o",
  tools,
});
