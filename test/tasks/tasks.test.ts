// Tool calls that run as MCP tasks, against the SDK 1.x task server of ./server.ts (in process,
// so the test reads what the server counted): through a real createAgent with fakeModel, status
// to the custom stream, cancel on abort and timeout, input_required answered through an interrupt.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { Command, MemorySaver } from "@langchain/langgraph";
import { AIMessage, createAgent, fakeModel, ToolMessage } from "langchain";
import { afterEach, describe, expect, it } from "vitest";
import {
  MCPAdapter,
  MCPClient,
  MCPConfigError,
  MCPConnectionError,
  MCPError,
  MCPTaskGoneError,
  MCPTimeoutError,
  StdioTransport,
  type MCPStructuredTool,
} from "../../runtime/src/index.js";
import { nextPollDelay } from "../../runtime/src/tasks/options.js";
import { confirmedThroughInterrupt, streamedAgentRun, until } from "./helpers.js";
import { createTaskBackend, createTaskServer, type TaskBackend } from "./server.js";

let backend: TaskBackend;
let adapter: MCPAdapter | undefined;
afterEach(async () => {
  await adapter?.close();
  adapter = undefined;
});

async function toolsOf(options: ConstructorParameters<typeof MCPAdapter>[1] = {}) {
  backend = createTaskBackend();
  adapter = new MCPAdapter(createTaskServer(backend), options);
  return adapter.listTools();
}

describe("a task-required tool", () => {
  it("is offered and succeeds through createAgent, its statuses on the custom stream", async () => {
    const tools = await toolsOf();
    const research = tools.find((t) => t.name === "research")!;
    expect(research.metadata.mcp.tool.taskSupport).toBe("required");
    const { custom, reply } = await streamedAgentRun(tools, {
      name: "research",
      args: { topic: "bees", ms: 150 },
    });
    expect(reply.status).toBe("success");
    expect(reply.content).toBe("report on bees");
    const statuses = custom.filter((c) => c.type === "mcp_task");
    expect(statuses.at(-1)).toMatchObject({ status: "completed", statusMessage: "done" });
    expect(statuses.map((s) => s.statusMessage)).toContain("gathering");
    expect(custom.some((c) => c.type === "mcp_progress")).toBe(true);
    expect(backend.record).toMatchObject({ created: 1, completed: 1 });
  });

  it('is left out, with a warning, under tasks: "never"', async () => {
    const warnings: string[] = [];
    const listener = (w: Error) => warnings.push(w.message);
    process.on("warning", listener);
    try {
      const tools = await toolsOf({ tasks: "never" });
      await new Promise((resolve) => setImmediate(resolve));
      expect(tools.map((t) => t.name).sort()).toEqual(["compute", "stats"]);
      expect(warnings.join("\n")).toMatch(/"research", "confirm"/);
    } finally {
      process.off("warning", listener);
    }
  });
});

describe("catalogs", () => {
  it("carry task support; a tool built from one runs as a task without listing", async () => {
    await toolsOf();
    const catalog = await adapter!.exportCatalog();
    const listed = catalog.servers[adapter!.serverNames[0]].tools;
    expect(listed.find((t) => t.name === "research")?.execution).toEqual({
      taskSupport: "required",
    });
    await adapter!.close();
    adapter = new MCPAdapter(createTaskServer(backend), { catalog });
    const research = (await adapter.listTools()).find((t) => t.name === "research")!;
    expect(research.metadata.mcp.tool.taskSupport).toBe("required");
    expect(await research.invoke({ topic: "moths", ms: 60 })).toBe("report on moths");
    expect(backend.record).toMatchObject({ created: 1, completed: 1 });
  });
});

describe("task options", () => {
  it('runs an optional tool as a task only with tasks: "always"', async () => {
    const compute = (tools: MCPStructuredTool[]) => tools.find((t) => t.name === "compute")!;
    const always = await toolsOf({ tasks: "always" });
    const asTask = await compute(always).invoke({ n: 4 });
    expect(asTask).toBe("16");
    // The client polled the task it created: the server stored one task and its result.
    expect(backend.record).toMatchObject({ created: 1, completed: 1 });
    await adapter!.close();
    const never = await toolsOf({ tasks: "never" });
    await compute(never).invoke({ n: 4 });
    // A plain call: SDK 1.x runs an optional task tool through its own task internally.
    expect(backend.record.created).toBe(1);
  });

  it("waits the server's poll hint, kept inside the configured bounds", () => {
    const bounds = { min: 100, max: 5000 };
    expect(nextPollDelay(50, bounds)).toBe(100);
    expect(nextPollDelay(60_000, bounds)).toBe(5000);
    expect(nextPollDelay(750, bounds)).toBe(750);
    expect(nextPollDelay(undefined, bounds)).toBe(1000);
    expect(nextPollDelay("soon", { min: 10, max: 20 })).toBe(20);
  });

  it("names what is wrong with a bad option", () => {
    expect(() => new MCPClient(createTaskServer(), { tasks: "sometimes" as never })).toThrow(
      MCPConfigError,
    );
    expect(
      () => new MCPClient(createTaskServer(), { tasks: { pollInterval: { min: 10, max: 1 } } }),
    ).toThrow(/"pollInterval.min" is above "pollInterval.max"/);
  });
});

describe("cancelling", () => {
  it("an aborted call cancels its task on the server", async () => {
    const tools = await toolsOf();
    const research = tools.find((t) => t.name === "research")!;
    const controller = new AbortController();
    const call = research.invoke({ topic: "slow", ms: 5_000 }, { signal: controller.signal });
    await until(() => backend.record.created === 1);
    controller.abort();
    await expect(call).rejects.toThrow();
    await until(() => backend.record.cancelled === 1);
    expect(backend.record.completed).toBe(0);
  });

  it("a call past its timeout cancels its task and fails with MCPTimeoutError", async () => {
    const tools = await toolsOf({ timeout: 300 });
    const research = tools.find((t) => t.name === "research")!;
    const error = await research.invoke({ topic: "slow", ms: 5_000 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MCPTimeoutError);
    await until(() => backend.record.cancelled === 1);
  });
});

describe("input_required inside a task", () => {
  it("becomes the elicitation interrupt; the answer resumes the same task", async () => {
    await confirmedThroughInterrupt(await toolsOf());
    expect(backend.record).toMatchObject({ created: 1, completed: 1 });
  });

  it("an answer that does not fit the form asks again with the errors; the same task goes on", async () => {
    const tools = await toolsOf();
    const agent = createAgent({
      model: fakeModel()
        .respondWithTools([{ name: "confirm", args: { item: "a" }, id: "c1" }])
        .respond(new AIMessage("done")),
      tools,
      checkpointer: new MemorySaver(),
    });
    const config = { configurable: { thread_id: "reask" } };
    const interruptOf = (state: { __interrupt__?: { value: unknown }[] }) =>
      (state.__interrupt__?.[0]?.value as { requests: { key: string; errors?: string[] }[] })
        .requests[0];
    const first = interruptOf(
      await agent.invoke({ messages: [{ role: "user", content: "go" }] }, config),
    );
    const wrong = { [first.key]: { action: "accept", content: { ok: "yes" } } };
    const again = interruptOf(
      await agent.invoke(new Command({ resume: { responses: wrong } }), config),
    );
    expect(again.key).toBe(first.key);
    expect(again.errors?.join(" ")).toMatch(/ok/);
    const right = { [first.key]: { action: "accept", content: { ok: true } } };
    const done = await agent.invoke(new Command({ resume: { responses: right } }), config);
    const reply = done.messages.find((m) => ToolMessage.isInstance(m)) as ToolMessage;
    expect(reply.content).toBe("deleted a");
    expect(backend.record).toMatchObject({ created: 1, completed: 1 });
  });

  it("outside a graph, the client's elicitationHandler answers", async () => {
    backend = createTaskBackend();
    const client = new MCPClient(createTaskServer(backend), {
      elicitationHandler: async () => ({ action: "accept", content: { ok: false } }),
    });
    try {
      await client.listTools();
      const result = await client.callTool("confirm", { item: "a" });
      expect(result.content).toEqual([{ type: "text", text: "kept a" }]);
    } finally {
      await client.close();
    }
  });
});

describe("a connection that drops while a task is being created", () => {
  it("is not sent again on a new connection (that could start the tool twice)", async () => {
    const dir = mkdtempSync(join(tmpdir(), "mcp-task-drop-"));
    const created = join(dir, "created");
    const client = new MCPClient(
      new StdioTransport({
        command: process.execPath,
        args: ["--import", "tsx", fileURLToPath(new URL("server.ts", import.meta.url))],
        env: { TASK_SERVER_CREATED_FILE: created, TASK_SERVER_EXIT_AFTER_CREATE: "1" },
      }),
      { name: "dropping" },
    );
    try {
      await client.listTools();
      const error = await client.callTool("research", { topic: "x" }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(MCPConnectionError);
      expect(readFileSync(created, "utf8").trim().split("\n")).toHaveLength(1);
    } finally {
      await client.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);
});

describe("per-call sessions", () => {
  it("keep one connection for the whole task (a new stdio server would know no task)", async () => {
    const client = new MCPClient(fileURLToPath(new URL("server.ts", import.meta.url)), {
      session: "per-call",
    });
    await client.listTools();
    const result = await client.callTool("research", { topic: "per-call", ms: 150 });
    expect(result.content).toEqual([{ type: "text", text: "report on per-call" }]);
    await client.close();
  }, 30_000);
});

describe("errors", () => {
  it("MCPTaskGoneError is an MCPError naming the server, tool and task", () => {
    const error = new MCPTaskGoneError({ server: "s", tool: "t" }, "abc");
    expect(error).toBeInstanceOf(MCPError);
    expect(error).toMatchObject({ server: "s", tool: "t", taskId: "abc" });
    expect(error.message).toMatch(/task "abc"/);
  });
});
