/** Without --dry the codemod refuses a git work tree with uncommitted changes, unless --force. */
import { mkdirSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { assertBuilt, cleanup, codemod, git, gitRepo, legacy, read, tree } from "./helpers.js";

beforeAll(assertBuilt);
afterAll(cleanup);

test("a dirty work tree is refused with the reason and the ways forward; --force runs", () => {
  const dir = gitRepo(tree({ "src/a.ts": legacy(), "src/b.ts": "export {};\n" }));
  writeFileSync(path.join(dir, "src/b.ts"), "export const edited = 1;\n");
  const r = codemod(["src"], dir);
  expect(r.code).toBe(2);
  expect(r.stderr).toContain("Refusing to run: the git work tree has uncommitted changes (1 file)");
  expect(r.stderr).toContain("src/b.ts");
  expect(r.stderr).toContain("--dry");
  expect(r.stderr).toContain("--force");
  expect(read(dir, "src/a.ts")).toBe(legacy());

  // A dry run never needs a clean tree.
  expect(codemod(["src", "--dry"], dir).code).toBe(0);

  const forced = codemod(["src", "--force"], dir);
  expect(forced.code).toBe(0);
  expect(read(dir, "src/a.ts")).toContain("langchain-mcp-bridge");
  expect(read(dir, "src/b.ts")).toBe("export const edited = 1;\n");
});

test("untracked files count as uncommitted work; a clean tree runs and the diff is the migration", () => {
  const dir = gitRepo(tree({ "a.ts": legacy() }));
  writeFileSync(path.join(dir, "new.ts"), "export {};\n");
  expect(codemod(["."], dir).code).toBe(2);
  git(dir, "add", "new.ts");
  git(dir, "commit", "-qm", "more");
  const r = codemod(["."], dir);
  expect(r.code).toBe(0);
  expect(git(dir, "diff", "--name-only").trim()).toBe("a.ts");
});

test("inside a git work tree, .gitignore'd files are left alone (git decides)", () => {
  const dir = gitRepo(tree({ ".gitignore": "ignored/\n", "a.ts": legacy() }));
  writeFileSync(path.join(dir, "ignored.ts"), legacy()); // untracked, not ignored: makes the tree dirty
  mkdirSync(path.join(dir, "ignored"));
  writeFileSync(path.join(dir, "ignored/x.ts"), legacy());
  const r = codemod([".", "--force"], dir);
  expect(r.code).toBe(0);
  expect(read(dir, "ignored/x.ts")).toBe(legacy());
  expect(read(dir, "ignored.ts")).toContain("langchain-mcp-bridge");
  expect(read(dir, "a.ts")).toContain("langchain-mcp-bridge");
});

test("outside a git work tree a real run proceeds and says there is no git undo", () => {
  const dir = tree({ "a.ts": legacy() });
  const r = codemod(["."], dir);
  expect(r.code).toBe(0);
  expect(r.stderr).toContain("not in a git work tree");
});

test("inside a git work tree, symlinks and node_modules are handled as outside one", () => {
  const outside = tree({ "victim.ts": legacy() });
  const dir = tree({ "a.ts": legacy(), "node_modules/dep/x.ts": legacy() });
  symlinkSync(path.join(outside, "victim.ts"), path.join(dir, "link.ts"));
  gitRepo(dir); // commits the symlink and (no .gitignore) node_modules
  const r = codemod(["."], dir);
  expect(r.code).toBe(0);
  expect(r.stdout).toContain("Scanned 1 file: 1 changed");
  expect(r.stdout).toMatch(/Symlinks not followed[^\n]*\n {2}link\.ts/);
  expect(read(outside, "victim.ts")).toBe(legacy());
  expect(read(dir, "node_modules/dep/x.ts")).toBe(legacy());
});
