// The 2026-07-28 tasks extension across processes, with a SQLite checkpointer: a run paused by
// the interrupt for a question inside a task (input_required), whose process then exits, is
// answered in a NEW process: the question is read again from tasks/get, the answer goes back
// by tasks/update, the first task's result comes back, and the server counts one task created.
// Also a run killed with SIGKILL mid-task, resumed in a new process: one task. And a task the
// server no longer knows: MCPTaskGoneError. The task server (./server2026.ts) is a process of
// its own over stateless Streamable HTTP on 127.0.0.1, so it outlives the agent processes.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { run, taskServer } from "./processes.js";

const dir = mkdtempSync(join(tmpdir(), "mcp-tasks26-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const working = (l: Record<string, unknown>) => l.type === "mcp_task" && l.status === "working";

describe("2026-07-28 tasks resumed in a new process (SQLite checkpointer)", () => {
  it("a question inside a task, paused in one process, answered in the next: one task", async () => {
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
  }, 120_000);

  it("killed mid-task, resumed in a new process: the first task's result, one task", async () => {
    const server = await taskServer("server2026.ts");
    const db = join(dir, "kill.sqlite");
    const first = run("agent-process.ts", ["start", server.url, db, "k1"]);
    const seen = await first.line(working);
    first.child.kill("SIGKILL");
    await first.exited;
    expect(await server.stats()).toMatchObject({ created: 1, completed: 0 });

    const second = run("agent-process.ts", ["resume", server.url, db, "k1"]);
    const reply = await second.line((l) => l.type === "reply");
    expect(reply).toMatchObject({ content: "report on bees", status: "success" });
    expect(await second.exited).toBe(0);
    expect(second.lines.filter((l) => l.type === "mcp_task").map((l) => l.taskId)).toContain(
      seen.taskId,
    );
    expect(await server.stats()).toMatchObject({ created: 1, completed: 1 });
  }, 120_000);

  it("fails with MCPTaskGoneError when the server lost the task", async () => {
    const before = await taskServer("server2026.ts");
    const db = join(dir, "gone.sqlite");
    const first = run("agent-process.ts", ["start-graph", before.url, db, "g1"]);
    await first.line(working);
    first.child.kill("SIGKILL");
    await first.exited;
    const after = await taskServer("server2026.ts");
    const second = run("agent-process.ts", ["resume-graph", after.url, db, "g1"]);
    const error = await second.line((l) => l.type === "error");
    expect(error).toMatchObject({ name: "MCPTaskGoneError" });
    expect(await after.stats()).toMatchObject({ created: 0 });
  }, 120_000);
});
