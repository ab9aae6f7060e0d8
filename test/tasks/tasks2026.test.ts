// Tool calls a 2026-07-28 server answers with a task (the extension io.modelcontextprotocol/tasks),
// against the SDK 2.4 task server of ./server2026.ts over Streamable HTTP on 127.0.0.1 (in this
// process, so the test reads what the server counted): through a real createAgent with
// fakeModel, statuses to the custom stream, a question inside the task answered through the
// interrupt, cancel on abort, and the option that keeps the extension undeclared.
import { afterEach, describe, expect, it } from "vitest";
import { MCPAdapter, MCPClient, type MCPClientOptions } from "../../runtime/src/index.js";
import {
  answeredThroughInterrupt,
  confirmedThroughInterrupt,
  streamedAgentRun,
  until,
} from "./helpers.js";
import { listenTask2026Server, type Task2026HttpServer } from "./server2026.js";

let server: Task2026HttpServer | undefined;
let adapter: MCPAdapter | undefined;
afterEach(async () => {
  await adapter?.close();
  await server?.close();
  adapter = undefined;
  server = undefined;
});

async function toolsOf(
  tasks: MCPClientOptions["tasks"] = { pollInterval: { min: 20, max: 200 } },
  declaresExtension = true,
) {
  server = await listenTask2026Server(undefined, { declaresExtension });
  adapter = new MCPAdapter(new MCPClient(server.url.href, { name: "tasks26", tasks }));
  return adapter.listTools();
}

describe("a tool the server runs as a task (2026-07-28)", () => {
  it("succeeds through createAgent, its statuses on the custom stream", async () => {
    const tools = await toolsOf();
    // With a checkpointer: the task the server answered with is recorded (durable.ts).
    const { custom, reply } = await streamedAgentRun(
      tools,
      { name: "research", args: { topic: "bees", ms: 150 } },
      true,
    );
    expect(reply).toMatchObject({ content: "report on bees", status: "success" });
    const statuses = custom.filter((c) => c.type === "mcp_task");
    expect(statuses.at(-1)).toMatchObject({ status: "completed" });
    // The stages the server went through, as polled (the first one came with the task).
    expect(statuses[0]).toMatchObject({ status: "working", statusMessage: "gathering" });
    expect(new Set(statuses.map((s) => s.statusMessage)).size).toBeGreaterThan(1);
    expect(server!.backend.tasks.has(statuses[0].taskId!)).toBe(true);
    expect(server!.backend.record).toMatchObject({ created: 1, completed: 1 });
  });

  // A call to a server that does not declare the extension also skips the checkpoint record a
  // task answer needs (one LangGraph task per call).
  it.each([
    ['under tasks: "never"', "never" as const, true],
    ["to a server that does not declare it", undefined, false],
  ])("is a plain call, without the extension, %s", async (_, tasks, declaresExtension) => {
    const tools = await toolsOf(tasks, declaresExtension);
    const research = tools.find((t) => t.name === "research")!;
    const error = await research.invoke({ topic: "x" }).catch((e: unknown) => e);
    expect(String(error)).toMatch(/Missing required client capability/);
    expect(server!.backend.record.created).toBe(0);
  });
});

describe("input_required inside a task (2026-07-28)", () => {
  it("becomes the elicitation interrupt; the answer goes back by tasks/update", async () => {
    const asked = await confirmedThroughInterrupt(await toolsOf());
    expect(asked.key).toMatch(/^confirm-/); // the server's own key
    expect(server!.backend.record).toMatchObject({ created: 1, completed: 1, updates: 1 });
  });

  it("outside a graph, the client's elicitationHandler answers", async () => {
    server = await listenTask2026Server();
    const client = new MCPClient(server.url.href, {
      tasks: { pollInterval: { min: 20, max: 200 } },
      elicitationHandler: async () => ({ action: "accept", content: { ok: false } }),
    });
    try {
      const result = await client.callTool("confirm", { item: "a" });
      expect(result.content).toEqual([{ type: "text", text: "kept a" }]);
      expect(server.backend.record).toMatchObject({ created: 1, updates: 1 });
    } finally {
      await client.close();
    }
  });
});

describe("a question before the task (2026-07-28)", () => {
  it("an input_required round answered through the interrupt, then the task: one task", async () => {
    const tools = await toolsOf();
    const { asked, reply } = await answeredThroughInterrupt(
      tools,
      { name: "plan", args: { goal: "launch" } },
      { action: "accept", content: {} },
    );
    expect(asked.map((question) => question.key)).toEqual(["go"]);
    expect(reply.content).toBe("planned launch");
    expect(server!.backend.record).toMatchObject({ created: 1, completed: 1 });
  });
});

describe("a task that fails (2026-07-28)", () => {
  it("fails the call with the task's JSON-RPC error", async () => {
    server = await listenTask2026Server();
    const client = new MCPClient(server.url.href, { tasks: { pollInterval: { min: 20 } } });
    try {
      const error = await client.callTool("broken", {}).catch((e: unknown) => e);
      expect(error).toMatchObject({ code: -32603, message: "it broke" });
      expect(server.backend.record.created).toBe(1);
    } finally {
      await client.close();
    }
  });
});

describe("cancelling (2026-07-28)", () => {
  it("an aborted call cancels its task on the server", async () => {
    const tools = await toolsOf();
    const research = tools.find((t) => t.name === "research")!;
    const controller = new AbortController();
    const call = research.invoke({ topic: "slow", ms: 5_000 }, { signal: controller.signal });
    // Once the client polls, it knows the task (an abort during the creating call could not).
    await until(() => server!.backend.record.taskRequests > 0);
    controller.abort();
    await expect(call).rejects.toThrow();
    await until(() => server!.backend.record.cancelled === 1);
    expect(server!.backend.record.completed).toBe(0);
  });
});
