import { loadMcpTools } from "@langchain/mcp-adapters";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { createAgent } from "langchain";

export async function agentFor(client: Client) {
  const tools = await loadMcpTools("math", client, {
    beforeToolCall: ({ name }) => console.log("calling", name),
  });
  return createAgent({ model: "openai:gpt-4o", tools });
}
