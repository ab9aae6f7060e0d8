/**
 * Interrupted runs: whatever the moment, each file is either its old bytes or its fully
 * migrated bytes, and running again finishes the job. Bounded to a few hundred files (the
 * machine has 2 cores shared with other suites).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, afterEach, beforeAll, expect, test } from "vitest";
import {
  OLD,
  assertBuilt,
  cleanup,
  codemod,
  startCodemod,
  hash,
  listFiles,
  read,
  tree,
} from "./helpers.js";

// These tests run long synchronous work (child processes, the type checker): give the event
// loop a turn between tests so vitest's worker RPC is answered before its timeout.
afterEach(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

beforeAll(assertBuilt);
afterAll(cleanup);

const N = 150;
// Only the import rewrite: this suite is about the engine's writes, not the transforms' cost.
const ARGS = [".", "--workers", "2", "--transform", "imports"];
function file(i: number): string {
  const body = Array.from(
    { length: 30 },
    (_, k) => `export function f${k}(a: number): number {\n  return a + ${k};\n}\n`,
  ).join("");
  return `import { MultiServerMCPClient } from "${OLD}";\n\nexport const c${i} = new MultiServerMCPClient({ mcpServers: {} });\n${body}`;
}
const name = (i: number) => `src/m${String(i).padStart(4, "0")}.ts`;
const files = () => Object.fromEntries(Array.from({ length: N }, (_, i) => [name(i), file(i)]));

let oldHash: Map<string, string>;
let newHash: Map<string, string>;

beforeAll(async () => {
  const reference = tree(files());
  oldHash = new Map(
    listFiles(reference).map((f) => [f, hash(readFileSync(path.join(reference, f)))]),
  );
  const r = await codemod(ARGS, reference);
  expect(r.code, r.stdout + r.stderr).toBe(0);
  newHash = new Map(
    listFiles(reference).map((f) => [f, hash(readFileSync(path.join(reference, f)))]),
  );
  expect([...newHash].filter(([f, h]) => oldHash.get(f) !== h).length).toBe(N);
}, 240_000);

/** Start a run, wait until it has written some files, then `signal` it. */
async function interrupt(signal: NodeJS.Signals) {
  const dir = tree(files());
  const child = startCodemod(ARGS, dir);
  let stdout = "";
  child.stdout.on("data", (d) => (stdout += d));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const first = path.join(dir, name(0));
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline && hash(readFileSync(first)) === oldHash.get(name(0))) {
    await new Promise((r) => setTimeout(r, 5));
  }
  child.kill(signal);
  const code = await exited;
  const states = listFiles(dir)
    .filter((f) => !f.includes(".mcp-migrate-"))
    .map((f) => {
      const h = hash(readFileSync(path.join(dir, f)));
      return h === newHash.get(f) ? "new" : h === oldHash.get(f) ? "old" : `PARTIAL ${f}`;
    });
  return { dir, code, stdout, states };
}

function expectOldOrNew(states: string[]) {
  expect(states.filter((s) => s.startsWith("PARTIAL"))).toEqual([]);
  expect(states.length).toBe(N);
  expect(states).toContain("new");
  // Interrupted mid-way, not after the end.
  expect(states).toContain("old");
}

test("kill -9 mid-way leaves every file old or new; the next run finishes and cleans up", async () => {
  const { dir, states } = await interrupt("SIGKILL");
  expectOldOrNew(states);
  const again = await codemod(ARGS, dir);
  expect(again.code, again.stdout + again.stderr).toBe(0);
  for (const f of listFiles(dir))
    expect(hash(readFileSync(path.join(dir, f)))).toBe(newHash.get(f));
  expect(listFiles(dir).filter((f) => f.includes(".mcp-migrate-"))).toEqual([]);
}, 240_000);

test("SIGINT stops the run cleanly: exit 130, a report, old-or-new files, no temp files", async () => {
  const { dir, code, stdout, states } = await interrupt("SIGINT");
  expect(code).toBe(130);
  expect(stdout).toContain(`Interrupted. Scanned ${N} files`); // every file accounted for
  expectOldOrNew(states);
  expect(listFiles(dir).filter((f) => f.includes(".mcp-migrate-"))).toEqual([]);
}, 240_000);

test("a crashing worker fails only the file it was on; the other files are migrated", async () => {
  const dir = tree(Object.fromEntries(Array.from({ length: 90 }, (_, i) => [name(i), file(i)])));
  const r = await codemod(ARGS, dir, { env: { MCP_MIGRATE_TEST_CRASH_ON: name(10) } });
  expect(r.code).toBe(1);
  expect(r.stdout).toMatch(/src\/m0010\.ts: worker crashed \(exit code 70\)/);
  expect(read(dir, name(10))).toBe(file(10));
  expect(r.stdout).toContain("89 changed, 0 unchanged, 0 skipped, 1 failed");
}, 180_000);

test("a file that runs a worker out of memory is retried in the main thread", async () => {
  const dir = tree(Object.fromEntries(Array.from({ length: 90 }, (_, i) => [name(i), file(i)])));
  const r = await codemod(ARGS, dir, { env: { MCP_MIGRATE_TEST_OOM_ON: name(10) } });
  expect(r.code).toBe(0);
  expect(read(dir, name(10))).not.toBe(file(10));
  expect(r.stdout).toContain("90 changed, 0 unchanged, 0 skipped, 0 failed");
}, 180_000);
