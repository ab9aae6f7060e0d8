import { MultiServerMCPClient } from "@langchain/mcp-adapters";
import { createAgent, humanInTheLoopMiddleware } from "langchain";

async function audit(request: { serverName: string; name: string; args: unknown }) {
  console.log("calling", request.serverName, request.name, request.args);
}

const client = new MultiServerMCPClient({
  mcpServers: { math: { command: "node", args: ["math.js"] } },
  beforeToolCall: audit,
});

export const agent = createAgent({
  model: "openai:gpt-4o",
  tools: [...(await client.getTools())],
  middleware: [humanInTheLoopMiddleware({ interruptOn: { add: true } })],
});
