// One agent process (a "worker") of the resume tests: `start` runs an agent whose model calls
// `research` (a task-required tool) and prints each custom-stream chunk as a JSON line (the test
// kills it mid-task); `resume` continues the same thread from the checkpoint and prints the
// tool's reply; `resume-graph` does the same for a plain graph whose node invokes the tool (so
// the tool's own error reaches the caller) and prints the error's name. `ask` runs an agent
// whose model calls `confirm` (a question inside a 2026-07-28 task) until the interrupt pauses
// it, prints the question and exits; `answer` resumes the thread in a new process with
// `Command({ resume })` accepting it, and prints the tool's reply. `ask-elicit` and
// `answer-elicit` do the same with `ask` of test/servers (an elicitation outside tasks).
// With `--wait` after the thread id, an answering mode reads the question, prints
// `{"type":"ready"}` and resumes only once a line arrives on stdin (two workers released at once).
// With `--die-on-task`, `start` kills itself (SIGKILL) on the task's first status chunk.
// Every process prints the runtime's warnings as `{"type":"warning","code"}` lines.
// The checkpointer is a SQLite file path or a `postgres://` URL (a PostgresSaver).
// Usage: agent-process.ts <mode> <server url> <sqlite file | postgres url> <thread id> [flag]
import { once } from "node:events";
import { PostgresSaver } from "@langchain/langgraph-checkpoint-postgres";
import { SqliteSaver } from "@langchain/langgraph-checkpoint-sqlite";
import {
  Annotation,
  type BaseCheckpointSaver,
  Command,
  END,
  START,
  StateGraph,
} from "@langchain/langgraph";
import { AIMessage, createAgent, fakeModel, ToolMessage } from "langchain";
import { MCPAdapter, MCPClient } from "../../runtime/src/index.js";

const [mode, url, location, thread, flag] = process.argv.slice(2);
const print = (value: unknown) => process.stdout.write(`${JSON.stringify(value)}\n`);
// The runtime's warnings (a creation an earlier run may have left behind), for the test to read.
process.on("warning", (w) => print({ type: "warning", code: (w as { code?: string }).code }));

/** The saver for a checkpoint location, and how to release it (a pool keeps the process alive). */
async function openCheckpointer(
  where: string,
): Promise<{ saver: BaseCheckpointSaver; close(): Promise<void> }> {
  if (/^postgres(ql)?:\/\//.test(where)) {
    const saver = PostgresSaver.fromConnString(where);
    // Creates the tables when missing; idempotent once they exist.
    await saver.setup();
    return { saver, close: () => saver.end() };
  }
  return { saver: SqliteSaver.fromConnString(where), close: async () => {} };
}

const { saver: checkpointer, close } = await openCheckpointer(location);
// The graph's checkpointer is the tasks' too: a created task is recorded (awaited) before polling.
const adapter = new MCPAdapter(
  new MCPClient(url, {
    name: "tasks",
    tasks: { pollInterval: { min: 20, max: 500 }, checkpointer },
  }),
);
const tools = await adapter.listTools();

// The asking modes: the tool the model calls, and the answer an answering mode accepts with.
type Asking = { tool: string; args: Record<string, unknown>; content: Record<string, unknown> };
const confirm: Asking = { tool: "confirm", args: { item: "draft.txt" }, content: { ok: true } };
const ask: Asking = { tool: "ask", args: {}, content: { name: "Ada" } };
const ASKING: Record<string, Asking> = {
  ask: confirm,
  answer: confirm,
  "ask-elicit": ask,
  "answer-elicit": ask,
};
const streamMode: ["custom", "values"] = ["custom", "values"];
// "sync": each step's checkpoint is saved before the next step starts, so a task is never
// created from a step a killed worker could lose (with "async" the resumed run may redo the
// model step and call the tool anew; docs/deploy.md).
const config = { configurable: { thread_id: thread }, streamMode, durability: "sync" as const };

if (mode === "start" || mode === "resume") {
  const agent = createAgent({
    model: fakeModel()
      .respondWithTools([{ name: "research", args: { topic: "bees", ms: 3_000 }, id: "c1" }])
      .respond(new AIMessage("done")),
    tools,
    checkpointer,
  });
  const input = mode === "start" ? { messages: [{ role: "user", content: "go" }] } : null;
  for await (const [kind, chunk] of await agent.stream(input, config)) {
    if (kind === "custom") {
      print(chunk);
      // Dies the moment the task is known here (its first status), before anything else runs.
      const isTask = (chunk as { type?: string }).type === "mcp_task";
      if (flag === "--die-on-task" && isTask) process.kill(process.pid, "SIGKILL");
    } else {
      const reply = (chunk as { messages: unknown[] }).messages.find((m) =>
        ToolMessage.isInstance(m),
      ) as ToolMessage | undefined;
      if (reply) print({ type: "reply", content: reply.content, status: reply.status });
    }
  }
} else if (mode in ASKING) {
  const { tool, args, content } = ASKING[mode];
  const agent = createAgent({
    model: fakeModel()
      .respondWithTools([{ name: tool, args, id: "c1" }])
      .respond(new AIMessage("done")),
    tools,
    checkpointer,
  });
  const configurable = { thread_id: thread };
  if (mode.startsWith("ask")) {
    const paused = await agent.invoke(
      { messages: [{ role: "user", content: "go" }] },
      { configurable },
    );
    print({ type: "interrupt", value: paused.__interrupt__?.[0]?.value });
  } else {
    // The question as this process reads it from the checkpoint, answered by its key.
    const state = (await agent.getState({ configurable })) as unknown as {
      tasks: { interrupts: { value: { requests: { key: string }[] } }[] }[];
    };
    const question = state.tasks[0].interrupts[0].value.requests[0];
    if (flag === "--wait") {
      print({ type: "ready", key: question.key });
      await once(process.stdin, "data");
      process.stdin.destroy();
    }
    const done = await agent.invoke(
      new Command({
        resume: { responses: { [question.key]: { action: "accept", content } } },
      }),
      { configurable },
    );
    const reply = done.messages.find((m) => ToolMessage.isInstance(m)) as ToolMessage;
    print({ type: "reply", key: question.key, content: reply.content, status: reply.status });
  }
} else {
  const research = tools.find((t) => t.name === "research")!;
  const State = Annotation.Root({ out: Annotation<unknown> });
  const graph = new StateGraph(State)
    .addNode("call", async () => ({ out: await research.invoke({ topic: "bees", ms: 3_000 }) }))
    .addEdge(START, "call")
    .addEdge("call", END)
    .compile({ checkpointer });
  try {
    const input = mode === "start-graph" ? {} : null;
    for await (const [kind, chunk] of await graph.stream(input, config)) {
      if (kind === "custom") print(chunk);
      else print({ type: "values", out: (chunk as { out?: unknown }).out });
    }
  } catch (error) {
    print({ type: "error", name: (error as Error).name, message: (error as Error).message });
  }
}
await adapter.close();
await close();
