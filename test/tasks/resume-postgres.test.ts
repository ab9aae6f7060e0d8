// Resume on another worker from PostgreSQL (issue 28): every agent process is a worker that
// shares only the database (a throwaway cluster, test/postgres.ts) and the MCP server. The
// new-process cases of resumeCases.ts on a PostgresSaver, then an elicitation outside tasks
// paused on worker A and answered on worker B, on both eras over Streamable HTTP, and two
// workers resuming the same paused thread at once. docs/deploy.md states what these show.
import { PostgresSaver } from "@langchain/langgraph-checkpoint-postgres";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startPostgres, type Postgres } from "../postgres.js";
import { startLegacyHttp, startModernHttp, type HttpServerHandle } from "../servers/index.js";
import { run, taskServer } from "./processes.js";
import { PROCESSES_MS, resumeInNewProcess } from "./resumeCases.js";

let postgres: Postgres | undefined;
beforeAll(async () => {
  postgres = await startPostgres();
}, PROCESSES_MS);
afterAll(() => postgres?.stop());
const database = () => postgres!.url;

let server: HttpServerHandle | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

resumeInNewProcess({ at: database });

type Question = { key: string; tool: string; message: string };
const questionOf = (line: Record<string, unknown>) =>
  (line.value as { requests: Question[] }).requests[0];
const sessionsOf = (handle: HttpServerHandle) =>
  new Set(handle.requests.map((r) => r.headers["mcp-session-id"]).filter(Boolean));

describe.each([
  // Stateless: the first round's question rides in the checkpoint; worker B replays that round
  // (one request) and sends the answer with its requestState: three calls in all.
  { era: "modern", start: startModernHttp, calls: 3 },
  // Sessions: worker A holds the pushed question open while paused, and its exit ends the hold
  // (`cancel`) and closes its session; worker B replays the call on a session of its own and
  // answers the question pushed again: two calls, the tool's work before asking runs twice.
  { era: "legacy", start: startLegacyHttp, calls: 2 },
])("$era: an elicitation paused on worker A, answered on worker B", ({ era, start, calls }) => {
  it(
    "worker B's answer reaches the server; the tool ends with it once",
    async () => {
      server = await start();
      const thread = `elicit-${era}`;
      const a = run("agent-process.ts", ["ask-elicit", server.url.href, database(), thread]);
      const question = questionOf(await a.line((l) => l.type === "interrupt"));
      expect(await a.exited).toBe(0);
      expect(question).toMatchObject({ tool: "ask", message: "What is your name?" });
      expect(server.record).toMatchObject({ calls: 1, answered: 0 });
      expect(server.sessionCount()).toBe(0);
      const sessionsOfA = sessionsOf(server);

      const b = run("agent-process.ts", ["answer-elicit", server.url.href, database(), thread]);
      const reply = await b.line((l) => l.type === "reply");
      expect(reply).toMatchObject({ key: question.key, content: "hello Ada", status: "success" });
      expect(await b.exited).toBe(0);
      expect(server.record).toMatchObject({ calls, answered: 1 });
      // Legacy: worker B used a new session (A's ended with A); modern: none at all.
      const sessionsOfB = [...sessionsOf(server)].filter((id) => !sessionsOfA.has(id));
      expect([sessionsOfA.size, sessionsOfB.length]).toEqual(era === "legacy" ? [1, 1] : [0, 0]);
    },
    PROCESSES_MS,
  );
});

// Two workers released at the same instant (after each read the paused question) resume one
// thread. Nothing serialises them: each loads the same paused checkpoint and runs the tool.
describe("two workers resuming the same paused thread at once", () => {
  const config = (thread: string) => ({ configurable: { thread_id: thread } });

  /** Starts two answering workers of `mode`, releases them together, returns their replies. */
  async function resumeTwice(mode: string, url: string, thread: string) {
    const workers = [0, 1].map(() =>
      run("agent-process.ts", [mode, url, database(), thread, "--wait"]),
    );
    await Promise.all(workers.map((w) => w.line((l) => l.type === "ready")));
    for (const w of workers) w.child.stdin!.write("go\n");
    const replies = await Promise.all(workers.map((w) => w.line((l) => l.type === "reply")));
    expect(await Promise.all(workers.map((w) => w.exited))).toEqual([0, 0]);
    return replies;
  }

  it(
    "an elicitation: both run the tool to the end (known limit: the checkpointer takes no lock)",
    async () => {
      // Each request held 300 ms, so the two resumes overlap even on a loaded machine.
      server = await startModernHttp({ latencyMs: 300 });
      const thread = "twice-elicit";
      const a = run("agent-process.ts", ["ask-elicit", server.url.href, database(), thread]);
      await a.line((l) => l.type === "interrupt");
      expect(await a.exited).toBe(0);
      const saver = PostgresSaver.fromConnString(database());
      try {
        const paused = (await saver.getTuple(config(thread)))!.checkpoint.id;

        const replies = await resumeTwice("answer-elicit", server.url.href, thread);
        expect(replies).toMatchObject([{ content: "hello Ada" }, { content: "hello Ada" }]);
        expect(
          server.record.answered,
          "KNOWN LIMIT: two concurrent resumes of one thread both run the tool",
        ).toBe(2);
        // The thread forks: both runs continued from the paused checkpoint.
        const children = [];
        for await (const tuple of saver.list(config(thread))) {
          if (tuple.parentConfig?.configurable?.checkpoint_id === paused) children.push(tuple);
        }
        expect(children).toHaveLength(2);
      } finally {
        await saver.end();
      }
    },
    PROCESSES_MS,
  );

  it(
    "a question inside a 2026-07-28 task: the server runs the task once, both get its result",
    async () => {
      const tasks = await taskServer("server2026.ts");
      const thread = "twice-task";
      const a = run("agent-process.ts", ["ask", tasks.url, database(), thread]);
      await a.line((l) => l.type === "interrupt");
      expect(await a.exited).toBe(0);

      const replies = await resumeTwice("answer", tasks.url, thread);
      expect(replies).toMatchObject([
        { content: "deleted draft.txt" },
        { content: "deleted draft.txt" },
      ]);
      const stats = await tasks.stats();
      expect(stats).toMatchObject({ created: 1, completed: 1 });
    },
    PROCESSES_MS,
  );
});
