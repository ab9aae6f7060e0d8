// Child processes of the new-process tests: the agent processes (agent-process.ts) and a task
// server as a process of its own (over Streamable HTTP on 127.0.0.1), so it outlives them.
// Each child prints JSON lines (or text); a test waits for the line it needs.
import { spawn, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";
import { join } from "node:path";
import { afterEach } from "vitest";
import { MCPClient } from "../../runtime/src/index.js";

const HERE = fileURLToPath(new URL(".", import.meta.url));
const children = new Set<ChildProcess>();
afterEach(() => {
  for (const child of children) child.kill("SIGKILL");
  children.clear();
});

export interface Run {
  child: ChildProcess;
  lines: Record<string, unknown>[];
  /** Resolves with the first line `match` accepts. */
  line(match: (line: Record<string, unknown>) => boolean): Promise<Record<string, unknown>>;
  exited: Promise<number | null>;
}

/** Runs a script of this folder with tsx; killed after the test. Its stdin is a pipe to write. */
export function run(script: string, args: string[]): Run {
  const child = spawn(process.execPath, ["--import", "tsx", join(HERE, script), ...args], {
    stdio: ["pipe", "pipe", "inherit"],
  });
  children.add(child);
  // A child that died before it read its stdin: the write fails in the test's assertions, not here.
  child.stdin!.on("error", () => {});
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

/** A task server process (`script` run with `args`, printing `listening <url>`) and its stats. */
export async function taskServer(
  script: string,
  args: string[] = [],
): Promise<{
  url: string;
  stats(): Promise<Record<string, number>>;
  /** The server's own output lines (a test hook may print some). */
  line: Run["line"];
  lines: Run["lines"];
}> {
  const server = run(script, args);
  const { text } = (await server.line((l) => String(l.text).startsWith("listening"))) as {
    text: string;
  };
  const url = text.split(" ")[1];
  return {
    url,
    line: server.line,
    lines: server.lines,
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
