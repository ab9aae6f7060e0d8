import { MultiServerMCPClient } from "@langchain/mcp-adapters";
import { createAgent, tool } from "langchain";
import { z } from "zod";

const client = new MultiServerMCPClient({
  mcpServers: { math: { command: "node", args: ["math.js"] } },
  beforeToolCall: ({ name }) => console.log("calling", name),
});

const clock = tool(async () => new Date().toISOString(), {
  name: "clock",
  description: "The time",
  schema: z.object({}),
});
const mcpTools = await client.getTools();
const allTools = [...mcpTools, clock];

export const agent = createAgent({
  model: "openai:gpt-4o",
  tools: allTools,
  // the agent's own middleware comes first
  middleware: [],
});
