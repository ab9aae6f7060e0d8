// Human in the loop (TARGET-API §3): humanInTheLoopMiddleware with a `when` predicate built from
// isDestructive gates every destructive tool of a server without naming tools. Approve AND
// reject, with a checkpointer, against a real server through the MCPAdapter.
import { Command, MemorySaver } from "@langchain/langgraph";
import {
  AIMessage,
  createAgent,
  fakeModel,
  humanInTheLoopMiddleware,
  ToolMessage,
  type InterruptOnConfig,
} from "langchain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isDestructive, MCPAdapter, type MCPStructuredTool } from "../../runtime/src/index.js";
import { createModernServer } from "../servers/index.js";
import { newRecord, type ServerRecord } from "../servers/shared.js";

let adapter: MCPAdapter;
let tools: MCPStructuredTool[];
let record: ServerRecord;
beforeAll(async () => {
  record = newRecord();
  adapter = new MCPAdapter(createModernServer(record));
  tools = await adapter.listTools();
});
afterAll(() => adapter.close());

function gatedAgent() {
  const byName = new Map(tools.map((t) => [t.name, t]));
  const gate: InterruptOnConfig = {
    allowedDecisions: ["approve", "reject"],
    when: ({ toolCall }) => isDestructive(byName.get(toolCall.name)),
  };
  const model = fakeModel()
    .respondWithTools([
      { name: "add", args: { a: 1, b: 2 }, id: "safe" },
      { name: "delete_item", args: { id: "42" }, id: "risky" },
    ])
    .respond(new AIMessage("done"));
  return createAgent({
    model,
    tools,
    middleware: [
      humanInTheLoopMiddleware({
        interruptOn: Object.fromEntries(tools.map((t) => [t.name, gate])),
      }),
    ],
    checkpointer: new MemorySaver(),
  });
}
const config = { configurable: { thread_id: "hitl" } };

describe("humanInTheLoopMiddleware gated by isDestructive", () => {
  it("pauses only for the destructive call; approve runs it", async () => {
    const agent = gatedAgent();
    const paused = await agent.invoke({ messages: [{ role: "user", content: "go" }] }, config);
    const value = paused.__interrupt__?.[0]?.value as { actionRequests: { name: string }[] };
    expect(value.actionRequests.map((r) => r.name)).toEqual(["delete_item"]);
    const before = record.calls;
    const done = await agent.invoke(
      new Command({ resume: { decisions: [{ type: "approve" }] } }),
      config,
    );
    const results = done.messages.filter(ToolMessage.isInstance);
    expect(results.find((m) => m.tool_call_id === "risky")).toMatchObject({
      status: "success",
      content: "deleted 42",
    });
    expect(results.find((m) => m.tool_call_id === "safe")?.content).toBe("3");
    expect(record.calls).toBe(before + 2);
  });

  it("reject: the destructive call never reaches the server; the model reads the rejection", async () => {
    const agent = gatedAgent();
    await agent.invoke({ messages: [{ role: "user", content: "go" }] }, config);
    const before = record.calls;
    const done = await agent.invoke(
      new Command({ resume: { decisions: [{ type: "reject", message: "not today" }] } }),
      config,
    );
    const results = done.messages.filter(ToolMessage.isInstance);
    const risky = results.find((m) => m.tool_call_id === "risky")!;
    expect(risky.status).toBe("error");
    expect(risky.content).toBe("not today");
    // LangChain returns to the model with the rejection: no call reached the server.
    expect(record.calls).toBe(before);
    expect(done.messages.at(-1)?.content).toBe("done");
  });
});
