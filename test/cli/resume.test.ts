/**
 * A run killed (`kill -9`) at an exact point of its write phase (the CLI's fault hook
 * `MCP_MIGRATE_TEST_KILL_AT`), then run again plainly: the re-run recognises its own partial
 * writes through the journal, takes the facts the killed run took before writing, and ends
 * with exactly the tree of an uninterrupted run. The kill at random points of a 5,000-file
 * run is test/stress/codemod-kill9.stress.ts.
 */
import { spawnSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  linkSync,
  readdirSync,
  rmSync,
  statSync,
  truncateSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { afterAll, afterEach, beforeAll, expect, test } from "vitest";
import {
  OLD,
  assertBuilt,
  cleanup,
  codemod,
  git,
  gitRepo,
  hash,
  listFiles,
  read,
  readBytes,
  tree,
} from "./helpers.js";

beforeAll(assertBuilt);
afterAll(cleanup);
// Long synchronous child processes: give the event loop a turn between tests so that
// vitest's worker RPC is answered before its timeout.
afterEach(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

const N = 12;
/** A 0.5-era project whose package.json needs a fact of the pre-pass (the hook files). */
function project(): Record<string, string> {
  const files: Record<string, string> = {
    "package.json": `{\n  "name": "app",\n  "dependencies": {\n    "${OLD}": "^0.5.0"\n  }\n}\n`,
    "src/agent.ts":
      `import { MultiServerMCPClient } from "${OLD}";\n\n` +
      `const client = new MultiServerMCPClient({\n` +
      `  mcpServers: { math: { command: "node", args: ["math.js"] } },\n` +
      `  beforeToolCall: ({ name, args }) => {\n` +
      `    if (name === "add") return { args: { ...(args as Record<string, unknown>), b: 1 } };\n` +
      `  },\n});\n\nexport const tools = await client.getTools();\n`,
  };
  for (let i = 0; i < N; i++) {
    files[`src/m${String(i).padStart(2, "0")}.ts`] =
      `import { MultiServerMCPClient } from "${OLD}";\n` +
      `const client = new MultiServerMCPClient({ mcpServers: { s${i}: { url: "http://h/${i}" } } });\n` +
      `export const tools${i} = await client.getTools();\n`;
  }
  return files;
}

/** Every file's hash (the .git directory aside). */
function snapshot(dir: string): Record<string, string> {
  return Object.fromEntries(listFiles(dir).map((f) => [f, hash(readBytes(dir, f))]));
}

const journals = (dir: string) =>
  existsSync(path.join(dir, ".git/mcp-migrate"))
    ? readdirSync(path.join(dir, ".git/mcp-migrate"))
    : [];

let clean: Record<string, string>;
beforeAll(async () => {
  const dir = gitRepo(tree(project()));
  const r = await codemod(["."], dir);
  expect(r.code, r.stderr).toBe(0);
  clean = snapshot(dir);
  // What the facts decide: 0.5 tool names, and `langchain` for the generated middleware.
  expect(read(dir, "src/m00.ts")).toContain("mcp__${server}__${tool}");
  expect(read(dir, "package.json")).toContain('"langchain": "^1.0.0"');
  expect(journals(dir)).toEqual([]);
}, 120_000);

test("killed after every source file and before package.json: a plain re-run ends as a clean run", async () => {
  const dir = gitRepo(tree(project()));
  const killed = await codemod(["."], dir, { env: { MCP_MIGRATE_TEST_KILL_AT: `write:${N + 1}` } });
  expect(killed.code).toBeNull(); // SIGKILL
  // package.json is written last: the sources are migrated, package.json is not yet.
  expect(read(dir, "src/agent.ts")).not.toContain(OLD);
  expect(read(dir, "package.json")).toContain(OLD);
  expect(journals(dir)).toHaveLength(1);
  expect(git(dir, "status", "--porcelain")).not.toContain("mcp-migrate"); // the journal is in .git

  // Without the journal the re-run would read the hook files from migrated sources.
  const lost = tree({});
  cpSync(dir, lost, { recursive: true });
  rmSync(path.join(lost, ".git/mcp-migrate"), { recursive: true });
  expect((await codemod(["."], lost)).code).toBe(0);
  expect(read(lost, "package.json")).not.toContain('"langchain"');

  const again = await codemod(["."], dir);
  expect(again.code, again.stderr).toBe(0);
  expect(again.stderr).toContain(
    `continuing the run interrupted after writing ${N + 1} of ${N + 2} files`,
  );
  expect(again.stdout).toContain(`${N + 2} changed`);
  expect(snapshot(dir)).toEqual(clean);
  expect(journals(dir)).toEqual([]);
}, 120_000);

test("killed after one file, then again after some more: each re-run continues (--force too); the end is a clean run", async () => {
  const dir = gitRepo(tree(project()));
  expect(
    (await codemod(["."], dir, { env: { MCP_MIGRATE_TEST_KILL_AT: "write:1" } })).code,
  ).toBeNull();
  expect(
    (await codemod(["."], dir, { env: { MCP_MIGRATE_TEST_KILL_AT: "write:4" } })).code,
  ).toBeNull();
  // --force skips the git guard, not the journal: its facts still apply.
  const again = await codemod([".", "--force"], dir);
  expect(again.stderr).toContain(`after writing 5 of ${N + 2} files`);
  expect(again.code, again.stderr).toBe(0);
  expect(snapshot(dir)).toEqual(clean);
}, 120_000);

test("an in-place write (hard-linked file) torn by a crash is finished from the journal", async () => {
  const dir = gitRepo(tree(project()));
  const outside = tree({});
  linkSync(path.join(dir, "src/m03.ts"), path.join(outside, "alias.ts"));
  const killed = await codemod(["."], dir, { env: { MCP_MIGRATE_TEST_KILL_AT: "in-place:1" } });
  expect(killed.code).toBeNull();
  // What a crash in the middle of the write leaves: the file cut short.
  truncateSync(path.join(dir, "src/m03.ts"), 40);
  const again = await codemod(["."], dir);
  expect(again.code, again.stderr).toBe(0);
  expect(again.stderr).toContain("finished 1 torn in-place write");
  expect(snapshot(dir)).toEqual(clean);
  expect(statSync(path.join(dir, "src/m03.ts")).nlink).toBe(2);
  expect(read(outside, "alias.ts")).toBe(read(dir, "src/m03.ts"));
}, 120_000);

test("an interrupted run with other options is not continued by accident: refused, --force drops it", async () => {
  const dir = gitRepo(tree(project()));
  const killed = await codemod([".", "--transform", "imports"], dir, {
    env: { MCP_MIGRATE_TEST_KILL_AT: "write:2" },
  });
  expect(killed.code).toBeNull();
  const other = await codemod(["."], dir);
  expect(other.code).toBe(2);
  expect(other.stderr).toContain("a run over these paths with other options was interrupted");
  expect(other.stderr).toContain("transforms: imports");
  expect(other.stderr).toContain("--force");
  const same = snapshot(dir);

  // --dry reads the journal and changes nothing, the journal included.
  expect((await codemod([".", "--dry"], dir)).code).toBe(0);
  expect(snapshot(dir)).toEqual(same);
  expect(journals(dir)).toHaveLength(1);

  const forced = await codemod([".", "--force"], dir);
  expect(forced.code, forced.stderr).toBe(0);
  expect(forced.stderr).toContain("dropping the journal");
  expect(journals(dir)).toEqual([]);
}, 120_000);

test("outside a git work tree (--force) the journal lives in the temp directory and works the same", async () => {
  const dir = tree(project(), { git: false });
  expect(
    (await codemod([".", "--force"], dir, { env: { MCP_MIGRATE_TEST_KILL_AT: `write:${N + 1}` } }))
      .code,
  ).toBeNull();
  const again = await codemod([".", "--force"], dir);
  expect(again.code, again.stderr).toBe(0);
  expect(again.stderr).toContain("continuing the run interrupted");
  expect(snapshot(dir)).toEqual(clean);
  const left = spawnSync(
    "sh",
    ["-c", `grep -rl "${dir}" "${path.dirname(dir)}"/mcp-migrate-* 2>/dev/null`],
    {
      encoding: "utf8",
    },
  );
  expect(left.stdout).toBe(""); // its journal is gone
}, 120_000);

test("an interrupted run undone with `git checkout` is not continued: the next run takes fresh facts", async () => {
  const dir = gitRepo(tree(project()));
  expect(
    (await codemod(["."], dir, { env: { MCP_MIGRATE_TEST_KILL_AT: "write:3" } })).code,
  ).toBeNull();
  git(dir, "checkout", "--", ".");
  // Meanwhile the project moved to 1.x: bare tool names are right now, not 0.5's prefixes.
  writeFileSync(
    path.join(dir, "package.json"),
    read(dir, "package.json").replace('"^0.5.0"', '"^1.1.0"'),
  );
  git(dir, "commit", "-qam", "1.x");
  const r = await codemod(["."], dir);
  expect(r.code, r.stderr).toBe(0);
  expect(r.stderr).not.toContain("continuing");
  expect(read(dir, "src/m00.ts")).toContain('toolNames: "bare"');
  expect(journals(dir)).toEqual([]);
}, 120_000);
