// The awaited task record (runtime/src/tasks/record.ts), in process on a MemorySaver: where it
// lands (a checkpoint of its own, outside the graph's history), what it holds, and how a rerun
// of the step reads it when LangGraph's own write of the task is missing. The kill-in-the-window
// cases across processes are in resumeCases.ts.
import { Annotation, END, MemorySaver, START, StateGraph } from "@langchain/langgraph";
import { afterEach, describe, expect, it } from "vitest";
import { MCPClient, MCPConfigError } from "../../runtime/src/index.js";
import { createTaskBackend, createTaskServer, type TaskBackend } from "./server.js";

let client: MCPClient | undefined;
afterEach(async () => {
  await client?.close();
  client = undefined;
});

/** A graph whose one node calls `research` as a task, on `saver` for both graph and tasks. */
function graphOn(saver: MemorySaver, backend: TaskBackend, afterCall = () => {}) {
  client = new MCPClient(createTaskServer(backend), {
    name: "tasks",
    tasks: { pollInterval: { min: 10, max: 50 }, checkpointer: saver },
  });
  const State = Annotation.Root({ out: Annotation<unknown> });
  const mcp = client;
  return new StateGraph(State)
    .addNode("call", async () => {
      const result = await mcp.callTool(
        "research",
        { topic: "bees", ms: 60 },
        { taskSupport: "required" },
      );
      afterCall();
      return { out: result.content };
    })
    .addEdge(START, "call")
    .addEdge("call", END)
    .compile({ checkpointer: saver });
}

async function recordsOf(saver: MemorySaver, thread: string) {
  const found = [];
  for await (const tuple of saver.list({ configurable: { thread_id: thread } })) {
    const ns = tuple.config.configurable?.checkpoint_ns as string;
    if (ns.startsWith("mcp-bridge-task:")) found.push({ ns, metadata: tuple.metadata });
  }
  return found;
}

describe("the awaited record of a created task", () => {
  it("is a checkpoint of its own holding the task; the graph's history is unchanged", async () => {
    const saver = new MemorySaver();
    const backend = createTaskBackend();
    const graph = graphOn(saver, backend);
    const config = { configurable: { thread_id: "recorded" } };
    const done = await graph.invoke({}, config);
    expect(done.out).toEqual([{ type: "text", text: "report on bees" }]);

    const records = await recordsOf(saver, "recorded");
    expect(records).toHaveLength(1);
    const record = (records[0].metadata as Record<string, any>).mcp_bridge_task;
    expect(record).toMatchObject({ state: "created", task: { status: "working" } });
    expect(backend.record.created).toBe(1);
    // getStateHistory reads the graph's namespace only: the record is not a step of the graph.
    const history = [];
    for await (const snapshot of graph.getStateHistory(config)) history.push(snapshot);
    expect(history.every((s) => s.config.configurable?.checkpoint_ns === "")).toBe(true);
  });

  it("a rerun of the step whose LangGraph write is missing polls the recorded task", async () => {
    const saver = new MemorySaver();
    // LangGraph's write of every task() result is dropped (as when a worker dies before it
    // lands): only the awaited record keeps the task.
    const putWrites = saver.putWrites.bind(saver);
    saver.putWrites = (config, writes, taskId) =>
      putWrites(
        config,
        writes.filter(([channel]) => channel !== "__return__"),
        taskId,
      );
    const backend = createTaskBackend();
    let dies = true;
    const graph = graphOn(saver, backend, () => {
      if (dies) {
        dies = false;
        throw new Error("the worker died after the task was created");
      }
    });
    const config = { configurable: { thread_id: "rerun" } };
    await expect(graph.invoke({}, config)).rejects.toThrow(/worker died/);
    expect(backend.record.created).toBe(1);

    const done = await graph.invoke(null, config);
    expect(done.out).toEqual([{ type: "text", text: "report on bees" }]);
    expect(backend.record.created).toBe(1);
  });
});

describe("the checkpointer setting", () => {
  it("must be a LangGraph checkpointer", () => {
    expect(
      () => new MCPClient(createTaskServer(), { tasks: { checkpointer: {} as never } }),
    ).toThrow(MCPConfigError);
    expect(
      () => new MCPClient(createTaskServer(), { tasks: { checkpointer: {} as never } }),
    ).toThrow(/"checkpointer" must be a LangGraph checkpointer/);
  });
});
