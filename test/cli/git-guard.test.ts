/**
 * Without --dry the codemod refuses to change a file with uncommitted changes, unless --force;
 * what it does not change never blocks it, and a repository git will not open is refused.
 */
import { mkdirSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, afterEach, beforeAll, expect, test } from "vitest";
import { OLD, assertBuilt, cleanup, codemod, git, gitRepo, legacy, read, tree } from "./helpers.js";

beforeAll(assertBuilt);
afterAll(cleanup);
// Long synchronous child processes: give the event loop a turn between tests so that
// vitest's worker RPC is answered before its timeout.
afterEach(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

test("a file the run would change with uncommitted changes is refused: listed, with the ways forward; --force runs", async () => {
  const dir = gitRepo(
    tree({ "src/a.ts": legacy(), "src/b.ts": legacy(), "src/c.ts": "export {};\n" }),
  );
  const edited = legacy().replace("mcpServers: {}", "mcpServers: { edited: true }");
  writeFileSync(path.join(dir, "src/b.ts"), edited);
  const r = await codemod(["src"], dir);
  expect(r.code).toBe(2);
  expect(r.stderr).toContain(
    "Refusing to run: 1 file this run would change has uncommitted changes:\n    src/b.ts\n",
  );
  expect(r.stderr).toContain("--dry");
  expect(r.stderr).toContain("--force");
  expect(r.stderr).toContain("Nothing was written.");
  // Refused after the transforms, before any write: the clean file is untouched too.
  expect(read(dir, "src/a.ts")).toBe(legacy());
  expect(git(dir, "status", "--porcelain")).toBe(" M src/b.ts\n");

  // A dry run never needs a clean tree.
  expect((await codemod(["src", "--dry"], dir)).code).toBe(0);

  const forced = await codemod(["src", "--force"], dir);
  expect(forced.code).toBe(0);
  expect(read(dir, "src/a.ts")).toContain("langchain-mcp-bridge");
  expect(read(dir, "src/b.ts")).toContain("langchain-mcp-bridge");
  expect(read(dir, "src/b.ts")).toContain("edited: true");
}, 120_000);

test("uncommitted changes the run does not touch never block it: an edited file, a log, a new directory", async () => {
  const dir = gitRepo(tree({ "a.ts": legacy(), "b.ts": "export {};\n", "c.json": "{}\n" }));
  writeFileSync(path.join(dir, "b.ts"), "export const edited = 1;\n");
  writeFileSync(path.join(dir, "c.json"), '{ "edited": true }\n');
  writeFileSync(path.join(dir, "migrate.log"), "Old package: …\n"); // `npx codemod . > migrate.log`
  mkdirSync(path.join(dir, "notes"));
  writeFileSync(path.join(dir, "notes/todo.ts"), "export const todo = 1;\n");
  const r = await codemod(["."], dir);
  expect(r.code, r.stderr).toBe(0);
  expect(read(dir, "a.ts")).toContain("langchain-mcp-bridge");
  expect(read(dir, "b.ts")).toBe("export const edited = 1;\n");
  expect(read(dir, "migrate.log")).toBe("Old package: …\n");
  expect(git(dir, "diff", "--name-only").trim().split("\n")).toEqual(["a.ts", "b.ts", "c.json"]);
}, 120_000);

test("an untracked file the run would change counts as uncommitted work (checkout cannot restore it)", async () => {
  const dir = gitRepo(tree({ "a.ts": legacy() }));
  mkdirSync(path.join(dir, "new dir"));
  writeFileSync(path.join(dir, "new dir/ünïcode.ts"), legacy());
  writeFileSync(path.join(dir, "package.json"), `{ "dependencies": { "${OLD}": "^1.1.0" } }\n`);
  const r = await codemod(["."], dir);
  expect(r.code).toBe(2);
  expect(r.stderr).toContain("2 files this run would change have uncommitted changes");
  expect(r.stderr).toContain("    new dir/ünïcode.ts\n");
  expect(r.stderr).toContain("    package.json\n");
  expect(read(dir, "a.ts")).toBe(legacy());
  git(dir, "add", "-A");
  git(dir, "commit", "-qm", "more");
  const again = await codemod(["."], dir);
  expect(again.code, again.stderr).toBe(0);
  expect(git(dir, "-c", "core.quotePath=false", "diff", "--name-only").trim().split("\n")).toEqual([
    "a.ts",
    "new dir/ünïcode.ts",
    "package.json",
  ]);
}, 120_000);

test("inside a git work tree, .gitignore'd files are left alone (git decides)", async () => {
  const dir = gitRepo(tree({ ".gitignore": "ignored/\n", "a.ts": legacy() }));
  writeFileSync(path.join(dir, "ignored.ts"), legacy()); // untracked, not ignored: makes the tree dirty
  mkdirSync(path.join(dir, "ignored"));
  writeFileSync(path.join(dir, "ignored/x.ts"), legacy());
  const r = await codemod([".", "--force"], dir);
  expect(r.code).toBe(0);
  expect(read(dir, "ignored/x.ts")).toBe(legacy());
  expect(read(dir, "ignored.ts")).toContain("langchain-mcp-bridge");
  expect(read(dir, "a.ts")).toContain("langchain-mcp-bridge");
}, 120_000);

test("outside a git work tree a writing run is refused without --force; reviews run; --force writes", async () => {
  const dir = tree({ "a.ts": legacy() }, { git: false });
  for (const args of [["."], [".", "--interactive"]]) {
    const r = await codemod(args, dir, { input: "a\n" });
    expect({ args, code: r.code }).toEqual({ args, code: 2 });
    expect(r.stderr).toContain("Refusing to run: . is not in a git work tree");
    expect(r.stderr).toContain("--dry");
    expect(r.stderr).toContain("--force");
    expect(r.stderr).toContain("Nothing was written.");
    expect(read(dir, "a.ts")).toBe(legacy());
  }
  // Reviews write nothing: they need no undo.
  expect((await codemod([".", "--dry"], dir)).code).toBe(0);
  const check = await codemod([".", "--check"], dir);
  expect(check.code).toBe(3);
  expect(check.stdout).toContain("would change: a.ts");
  expect((await codemod([".", "--print"], dir)).code).toBe(0);
  expect(read(dir, "a.ts")).toBe(legacy());

  const forced = await codemod([".", "--force"], dir);
  expect(forced.code).toBe(0);
  expect(forced.stderr).toContain("not in a git work tree (--force)");
  expect(read(dir, "a.ts")).toContain("langchain-mcp-bridge");
}, 120_000);

test("inside a git work tree, symlinks and node_modules are handled as outside one", async () => {
  const outside = tree({ "victim.ts": legacy() });
  const dir = tree({ "a.ts": legacy(), "node_modules/dep/x.ts": legacy() }, { git: false });
  symlinkSync(path.join(outside, "victim.ts"), path.join(dir, "link.ts"));
  gitRepo(dir); // commits the symlink and (no .gitignore) node_modules
  const r = await codemod(["."], dir);
  expect(r.code).toBe(0);
  expect(r.stdout).toContain("Scanned 1 file: 1 changed");
  expect(r.stdout).toMatch(/Symlinks not followed[^\n]*\n {2}link\.ts/);
  expect(read(outside, "victim.ts")).toBe(legacy());
  expect(read(dir, "node_modules/dep/x.ts")).toBe(legacy());
}, 120_000);
