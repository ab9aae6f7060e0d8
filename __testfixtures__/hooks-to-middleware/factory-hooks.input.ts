import { MultiServerMCPClient } from "@langchain/mcp-adapters";
import { createAgent } from "langchain";

function logCalls(prefix: string) {
  return (request: { name: string }) => {
    console.log(prefix, request.name);
  };
}

export async function buildAgent() {
  const client = new MultiServerMCPClient({
    mcpServers: { math: { command: "node", args: ["math.js"] } },
    beforeToolCall: logCalls("before"),
  });
  const tools = await client.getTools();
  return createAgent({ model: "openai:gpt-4o", tools });
}
