// A run killed in the middle of a task, resumed in a NEW PROCESS from a SQLite checkpoint: the
// resumed run polls the task the first run created (the server counts one task, not two) and
// gets its result. And a task the server lost by then fails the resumed run with
// MCPTaskGoneError. The task server is a process of its own (stateless Streamable HTTP on
// 127.0.0.1), so it outlives the agent processes.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { MCPClient } from "../../src/index.js";

const HERE = fileURLToPath(new URL(".", import.meta.url));
const dir = mkdtempSync(join(tmpdir(), "mcp-tasks-"));
const children = new Set<ChildProcess>();
afterEach(() => {
  for (const child of children) child.kill("SIGKILL");
  children.clear();
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Run {
  child: ChildProcess;
  lines: Record<string, unknown>[];
  /** Resolves with the first line `match` accepts. */
  line(match: (line: Record<string, unknown>) => boolean): Promise<Record<string, unknown>>;
  exited: Promise<number | null>;
}

function run(script: string, args: string[]): Run {
  const child = spawn(process.execPath, ["--import", "tsx", join(HERE, script), ...args], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  children.add(child);
  const lines: Record<string, unknown>[] = [];
  const waiting: [(l: Record<string, unknown>) => boolean, (l: Record<string, unknown>) => void][] =
    [];
  let buffer = "";
  child.stdout!.on("data", (chunk: Buffer) => {
    buffer += chunk;
    for (let i = buffer.indexOf("\n"); i >= 0; i = buffer.indexOf("\n")) {
      const text = buffer.slice(0, i);
      buffer = buffer.slice(i + 1);
      const line = text.startsWith("{") ? JSON.parse(text) : { text };
      lines.push(line);
      for (const [match, resolve] of waiting) if (match(line)) resolve(line);
    }
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
  return {
    child,
    lines,
    exited,
    line: (match) =>
      new Promise((resolve, reject) => {
        const found = lines.find(match);
        if (found) return resolve(found);
        waiting.push([match, resolve]);
        void exited.then(() => reject(new Error(`exited first: ${JSON.stringify(lines)}`)));
      }),
  };
}

async function taskServer(): Promise<{ url: string; stats(): Promise<Record<string, number>> }> {
  const server = run("server.ts", ["--http"]);
  const { text } = (await server.line((l) => String(l.text).startsWith("listening"))) as {
    text: string;
  };
  const url = text.split(" ")[1];
  return {
    url,
    async stats() {
      const client = new MCPClient(url);
      try {
        const result = await client.callTool("stats", {});
        return JSON.parse((result.content[0] as { text: string }).text);
      } finally {
        await client.close();
      }
    },
  };
}

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
