// A program written against @langchain/mcp-adapters whose beforeToolCall hook returns per-call
// headers (alone, and with rewritten args), taken from the run's config. The behaviour test
// runs it against a real HTTP server before and after the codemod and compares what the server
// saw on each call.
import { MultiServerMCPClient } from "@langchain/mcp-adapters";
import { MemorySaver } from "@langchain/langgraph";
import { AIMessage, createAgent, fakeModel, ToolMessage } from "langchain";

const client = new MultiServerMCPClient({
  // The old client forks a connection for returned headers only when the transport is named.
  mcpServers: { ctx: { transport: "http", url: process.env.CONTEXT_URL! } },
  beforeToolCall: ({ args }, _state, config) => {
    const tenant = String(config.configurable?.tenant ?? "none");
    const label = (args as { label?: string }).label;
    if (label === "tenant") return { headers: { "X-Tenant": tenant } };
    if (label === "both")
      return { args: { label: "both-rewritten" }, headers: { "X-Tenant": tenant, "X-Trace": "t-both" } };
    return undefined;
  },
});

const tools = await client.getTools();
const model = fakeModel()
  .respondWithTools([{ name: "whoami", args: { label: "plain" }, id: "c1" }])
  .respondWithTools([{ name: "whoami", args: { label: "tenant" }, id: "c2" }])
  .respondWithTools([{ name: "whoami", args: { label: "both" }, id: "c3" }])
  .respond(new AIMessage("done"));
const agent = createAgent({ model, tools, checkpointer: new MemorySaver() });
const result = await agent.invoke(
  { messages: [{ role: "user", content: "who am I" }] },
  { configurable: { thread_id: "headers", tenant: "acme" } },
);
for (const message of result.messages.filter(ToolMessage.isInstance)) {
  console.log(`${message.tool_call_id} ${message.status} ${String(message.content)}`);
}
await client.close();
