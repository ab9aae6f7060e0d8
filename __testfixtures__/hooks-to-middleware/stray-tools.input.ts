import { MultiServerMCPClient } from "@langchain/mcp-adapters";
import { createAgent } from "langchain";

const client = new MultiServerMCPClient({
  mcpServers: { math: { command: "node", args: ["math.js"] } },
  beforeToolCall: ({ name, args }) => {
    console.log("calling", name);
    return { args };
  },
});

const tools = await client.getTools();
const all = [...tools];

export const agent = createAgent({
  model: "openai:gpt-4o",
  tools: all,
});
// What the agent gives back is no tool: not marked.
const result = await agent.invoke({ messages: [] });
console.log(result.messages.length);

// The same client's tools, handed to code the codemod cannot follow.
declare function registerTools(tools: unknown): void;
registerTools(await client.getTools());
export function toolsForLater() {
  return client.getTools();
}
