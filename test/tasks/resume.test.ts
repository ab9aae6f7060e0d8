// A run killed in the middle of a task, resumed in a NEW PROCESS from a SQLite checkpoint: the
// resumed run polls the task the first run created (the server counts one task, not two) and
// gets its result. And a task the server lost by then fails the resumed run with
// MCPTaskGoneError. The task server is a process of its own (stateless Streamable HTTP on
// 127.0.0.1), so it outlives the agent processes.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { run, taskServer as serve } from "./processes.js";

const dir = mkdtempSync(join(tmpdir(), "mcp-tasks-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const taskServer = () => serve("server.ts", ["--http"]);

const working = (l: Record<string, unknown>) => l.type === "mcp_task" && l.status === "working";

describe("a run killed mid-task, resumed in a new process (SQLite checkpointer)", () => {
  it("polls the first task and returns its result; the server created one task", async () => {
    const server = await taskServer();
    const db = join(dir, "agent.sqlite");
    const first = run("agent-process.ts", ["start", server.url, db, "t1"]);
    await first.line(working);
    first.child.kill("SIGKILL");
    await first.exited;
    expect(await server.stats()).toMatchObject({ created: 1, completed: 0 });

    const second = run("agent-process.ts", ["resume", server.url, db, "t1"]);
    const reply = await second.line((l) => l.type === "reply");
    expect(reply).toMatchObject({ content: "report on bees", status: "success" });
    expect(await second.exited).toBe(0);
    // The resumed run reported the first task's id.
    const firstId = first.lines.find(working)!.taskId;
    expect(second.lines.filter((l) => l.type === "mcp_task").map((l) => l.taskId)).toContain(
      firstId,
    );
    expect(await server.stats()).toMatchObject({ created: 1, completed: 1 });
  }, 180_000); // four tsx processes start one after another: slow on a loaded 2-core machine

  it("fails with MCPTaskGoneError when the server lost the task", async () => {
    const before = await taskServer();
    const db = join(dir, "graph.sqlite");
    const first = run("agent-process.ts", ["start-graph", before.url, db, "t2"]);
    await first.line(working);
    first.child.kill("SIGKILL");
    await first.exited;
    // A new server process at another address knows no task: the checkpoint's id is gone.
    const after = await taskServer();
    const second = run("agent-process.ts", ["resume-graph", after.url, db, "t2"]);
    const error = await second.line((l) => l.type === "error");
    expect(error).toMatchObject({ name: "MCPTaskGoneError" });
    expect(error.message).toMatch(/no longer knows/);
    expect(await after.stats()).toMatchObject({ created: 0 });
  }, 180_000); // four tsx processes start one after another: slow on a loaded 2-core machine
});
