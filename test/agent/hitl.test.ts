// The seed's human-in-the-loop recipe in TypeScript: gate every tool the server marks
// destructive, by annotation rather than by name, with LangChain's own middleware.
import { Command, MemorySaver } from "@langchain/langgraph";
import {
  AIMessage,
  createAgent,
  fakeModel,
  humanInTheLoopMiddleware,
  ToolMessage,
} from "langchain";
import { afterAll, beforeAll, expect, it } from "vitest";
import { isDestructive, MCPAdapter, type MCPStructuredTool } from "../../runtime/src/index.js";
import { createModernServer } from "../servers/index.js";

let adapter: MCPAdapter;
let tools: MCPStructuredTool[];
beforeAll(async () => {
  adapter = new MCPAdapter(createModernServer());
  tools = (await adapter.listTools()).filter((t) => ["add", "delete_item"].includes(t.name));
});
afterAll(() => adapter.close());

it("isDestructive drives humanInTheLoopMiddleware: the destructive call waits for approval", async () => {
  const interruptOn = Object.fromEntries(
    tools.map((t) => [
      t.name,
      isDestructive(t) ? { allowedDecisions: ["approve" as const, "reject" as const] } : false,
    ]),
  );
  expect(interruptOn).toEqual({
    add: false,
    delete_item: { allowedDecisions: ["approve", "reject"] },
  });

  const model = fakeModel()
    .respondWithTools([
      { name: "add", args: { a: 1, b: 2 }, id: "safe" },
      { name: "delete_item", args: { id: "42" }, id: "risky" },
    ])
    .respond(new AIMessage("done"));
  const agent = createAgent({
    model,
    tools,
    middleware: [humanInTheLoopMiddleware({ interruptOn })],
    checkpointer: new MemorySaver(),
  });
  const config = { configurable: { thread_id: "hitl" } };

  const paused = await agent.invoke({ messages: [{ role: "user", content: "clean up" }] }, config);
  const [pending] = paused.__interrupt__ ?? [];
  const requests = (pending?.value as { actionRequests: { name: string }[] }).actionRequests;
  expect(requests.map((r) => r.name)).toEqual(["delete_item"]);

  const resumed = await agent.invoke(
    new Command({ resume: { decisions: [{ type: "approve" }] } }),
    config,
  );
  const results = resumed.messages.filter(ToolMessage.isInstance);
  expect(results.map((m) => m.tool_call_id).sort()).toEqual(["risky", "safe"]);
  expect(results.find((m) => m.tool_call_id === "risky")).toMatchObject({
    status: "success",
    content: "deleted 42",
  });
});
