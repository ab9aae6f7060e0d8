// The listTools table: a server with many tools (5,000; the smoke run 200), each client in a
// process of its own: cold (connect + list + convert), the second list on the same client
// (ours: from its cache), ours from a catalog (no connection), and the heap the tools retain.
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { fmt, table } from "../stats.js";
import { BUILD, REPO } from "../paths.js";
import type { Section } from "./index.js";
import type { ListClient, ListResult } from "./list-tools-worker.js";

const CLIENTS: ListClient[] = ["raw", "raw-1x", "old", "ours"];
const LABELS: Record<ListClient, string> = {
  raw: "raw SDK v2 (no conversion)",
  "raw-1x": "raw SDK 1.x (no conversion)",
  old: "old adapter",
  ours: "ours",
};

function run(args: string[]): Promise<string> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--expose-gc", ...args], {
      cwd: REPO,
      stdio: ["ignore", "pipe", "ignore"],
    });
    let out = "";
    child.stdout.on("data", (d) => (out += d));
    const timer = setTimeout(() => child.kill("SIGKILL"), 120_000);
    child.on("close", () => {
      clearTimeout(timer);
      resolve(out.trim().split("\n").pop() ?? "");
    });
  });
}

export async function runListTools(opts: { smoke: boolean }): Promise<Section> {
  const count = opts.smoke ? 200 : 5000;
  const server = spawn(process.execPath, [`${BUILD}servers/many-tools.js`, String(count)], {
    cwd: REPO,
    stdio: ["ignore", "pipe", "inherit"],
  });
  const failures: string[] = [];
  const results: ListResult[] = [];
  try {
    const port = await new Promise<string>((resolve, reject) => {
      createInterface({ input: server.stdout! }).once("line", resolve);
      server.once("exit", (code) => reject(new Error(`many-tools server exited (${code})`)));
    });
    const url = `http://127.0.0.1:${port}/mcp`;
    for (const client of CLIENTS) {
      const line = await run([`${BUILD}runtime/list-tools-worker.js`, client, url]);
      let result: ListResult;
      try {
        result = JSON.parse(line) as ListResult;
      } catch {
        result = { client, tools: 0, coldMs: 0, secondMs: 0, heapMB: 0, error: "no result" };
      }
      if (result.error && client !== "old") failures.push(`listTools/${client}: ${result.error}`);
      else if (!result.error && result.tools !== count && client !== "old")
        failures.push(`listTools/${client}: listed ${result.tools} of ${count} tools`);
      results.push(result);
    }
  } finally {
    server.kill();
  }
  const rows = results.map((r) => [
    LABELS[r.client],
    r.error ? `error: ${r.error}` : String(r.tools),
    fmt(r.coldMs),
    fmt(r.secondMs),
    r.catalogMs === undefined ? "–" : fmt(r.catalogMs),
    r.error ? "–" : r.heapMB.toFixed(1),
  ]);
  const text = `listTools, one legacy HTTP server with ${count} tools (ms; heap MB retained by the listed tools)\n${table(
    ["client", "tools", "cold", "second list", "from catalog", "heap MB"],
    rows,
  )}`;
  return { text, failures };
}
