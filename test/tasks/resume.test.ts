// Runs resumed in a NEW PROCESS from a SQLite checkpoint, on both task wires. A run killed with
// SIGKILL in the middle of a task: the resumed run polls the task the first run created (the
// server counts one task, not two) and gets its result; a task the server lost by then fails
// the resumed run with MCPTaskGoneError. On 2026-07-28 also a run paused by the interrupt for a
// question inside a task, whose process then exits: a new process answers it (the question
// read again from tasks/get, the answer sent by tasks/update) and gets the first task's
// result. Each task server is a process of its own (stateless Streamable HTTP on 127.0.0.1),
// so it outlives the agent processes; test/tasks/agent-process.ts is the agent process.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { run, taskServer } from "./processes.js";

const dir = mkdtempSync(join(tmpdir(), "mcp-tasks-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const working = (l: Record<string, unknown>) => l.type === "mcp_task" && l.status === "working";
// Four tsx processes start one after another: slow on a loaded 2-core machine.
const PROCESSES_MS = 180_000;

const WIRES = [
  { wire: "2025-11-25", serve: () => taskServer("server.ts", ["--http"]) },
  { wire: "2026-07-28", serve: () => taskServer("server2026.ts") },
];

describe.each(WIRES)(
  "$wire: a run killed mid-task, resumed in a new process",
  ({ wire, serve }) => {
    it(
      "polls the first task and returns its result; the server created one task",
      async () => {
        const server = await serve();
        const db = join(dir, `agent-${wire}.sqlite`);
        const first = run("agent-process.ts", ["start", server.url, db, "t1"]);
        const seen = await first.line(working);
        first.child.kill("SIGKILL");
        await first.exited;
        expect(await server.stats()).toMatchObject({ created: 1, completed: 0 });

        const second = run("agent-process.ts", ["resume", server.url, db, "t1"]);
        const reply = await second.line((l) => l.type === "reply");
        expect(reply).toMatchObject({ content: "report on bees", status: "success" });
        expect(await second.exited).toBe(0);
        // The resumed run reported the first task's id.
        expect(second.lines.filter((l) => l.type === "mcp_task").map((l) => l.taskId)).toContain(
          seen.taskId,
        );
        expect(await server.stats()).toMatchObject({ created: 1, completed: 1 });
      },
      PROCESSES_MS,
    );

    it(
      "fails with MCPTaskGoneError when the server lost the task",
      async () => {
        const before = await serve();
        const db = join(dir, `graph-${wire}.sqlite`);
        const first = run("agent-process.ts", ["start-graph", before.url, db, "t2"]);
        await first.line(working);
        first.child.kill("SIGKILL");
        await first.exited;
        // A new server process at another address knows no task: the checkpoint's id is gone.
        const after = await serve();
        const second = run("agent-process.ts", ["resume-graph", after.url, db, "t2"]);
        const error = await second.line((l) => l.type === "error");
        expect(error).toMatchObject({ name: "MCPTaskGoneError" });
        expect(error.message).toMatch(/no longer knows/);
        expect(await after.stats()).toMatchObject({ created: 0 });
      },
      PROCESSES_MS,
    );
  },
);

describe("2026-07-28: a question inside a task, answered in a new process", () => {
  it(
    "pauses in one process, is answered in the next: one task, one update",
    async () => {
      const server = await taskServer("server2026.ts");
      const db = join(dir, "ask.sqlite");
      const first = run("agent-process.ts", ["ask", server.url, db, "q1"]);
      const paused = await first.line((l) => l.type === "interrupt");
      expect(await first.exited).toBe(0);
      const asked = (paused.value as { requests: { key: string; message: string }[] }).requests;
      expect(asked).toMatchObject([{ message: "Delete draft.txt?" }]);
      expect(await server.stats()).toMatchObject({ created: 1, completed: 0, updates: 0 });

      const second = run("agent-process.ts", ["answer", server.url, db, "q1"]);
      const reply = await second.line((l) => l.type === "reply");
      expect(reply).toMatchObject({ key: asked[0].key, content: "deleted draft.txt" });
      expect(await second.exited).toBe(0);
      expect(await server.stats()).toMatchObject({ created: 1, completed: 1, updates: 1 });
    },
    PROCESSES_MS,
  );
});
