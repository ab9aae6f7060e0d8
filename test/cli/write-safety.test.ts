/**
 * What a write keeps (owner, group, mode, hard links, symlinks), what git must allow before
 * a write (a repository git will not open is refused with git's reason), and the review
 * modes' promises (`--dry` changes nothing on disk, `--interactive` reports what was declined).
 * The tests run as root, so other owners are real uids; `setpriv` runs the CLI as `nobody`.
 */
import { spawn, spawnSync } from "node:child_process";
import {
  chmodSync,
  chownSync,
  existsSync,
  linkSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readlinkSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { afterAll, afterEach, beforeAll, expect, test } from "vitest";
import {
  BIN,
  OLD,
  assertBuilt,
  cleanup,
  codemod,
  git,
  gitRepo,
  hash,
  legacy,
  listFiles,
  read,
  readBytes,
  run,
  tree,
} from "./helpers.js";

beforeAll(assertBuilt);
afterAll(cleanup);
// Long synchronous child processes: give the event loop a turn between tests so that
// vitest's worker RPC is answered before its timeout.
afterEach(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

const migrated = (dir: string, rel: string) => read(dir, rel).includes("langchain-mcp-bridge");

/** Every file's hash and mode, `.git` included (for "nothing changed on disk"). */
function disk(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const abs = path.join(d, e.name);
      const st = lstatSync(abs);
      if (e.isDirectory()) walk(abs);
      else out[path.relative(dir, abs)] = `${st.mode.toString(8)} ${hash(readBytes(d, e.name))}`;
    }
  };
  walk(dir);
  return out;
}

test("owner, group and mode survive the write (root writing files of other users)", async () => {
  // Outside git (--force): a chown or chmod would count as an uncommitted change there.
  const dir = tree({ "a.ts": legacy(), "b.ts": legacy(), "c.ts": legacy() }, { git: false });
  chownSync(path.join(dir, "a.ts"), 1234, 5678);
  chmodSync(path.join(dir, "a.ts"), 0o640);
  chownSync(path.join(dir, "b.ts"), 65534, 65534);
  chmodSync(path.join(dir, "b.ts"), 0o2775); // setgid survives the chown
  chmodSync(path.join(dir, "c.ts"), 0o600);
  const r = await codemod([".", "--force"], dir);
  expect(r.code, r.stderr).toBe(0);
  const st = (f: string) => statSync(path.join(dir, f));
  expect([st("a.ts").uid, st("a.ts").gid, st("a.ts").mode & 0o7777]).toEqual([1234, 5678, 0o640]);
  expect([st("b.ts").uid, st("b.ts").gid, st("b.ts").mode & 0o7777]).toEqual([
    65534, 65534, 0o2775,
  ]);
  expect([st("c.ts").uid, st("c.ts").mode & 0o7777]).toEqual([0, 0o600]);
  for (const f of ["a.ts", "b.ts", "c.ts"]) expect(migrated(dir, f)).toBe(true);
}, 120_000);

test("a user who may write a file but not own it keeps its owner (written in place, not renamed)", async () => {
  // Outside git (--force): git would not open a repository nobody does not own.
  const dir = tree({ "a.ts": legacy(), "mine.ts": legacy() }, { git: false });
  chownSync(dir, 65534, 65534);
  chownSync(path.join(dir, "mine.ts"), 65534, 65534);
  // root's file, writable by the group nobody is in: a rename would hand it to nobody.
  chownSync(path.join(dir, "a.ts"), 0, 65534);
  chmodSync(path.join(dir, "a.ts"), 0o664);
  const inode = statSync(path.join(dir, "a.ts")).ino;
  const r = await run(
    "setpriv",
    ["--reuid=nobody", "--regid=nogroup", "--clear-groups", process.execPath, BIN, ".", "--force"],
    { cwd: dir, env: { ...process.env, NO_COLOR: "1" }, timeout: 120_000 },
  );
  expect(r.code, r.stderr).toBe(0);
  const st = statSync(path.join(dir, "a.ts"));
  expect([st.uid, st.gid, st.mode & 0o7777, st.ino]).toEqual([0, 65534, 0o664, inode]);
  expect(migrated(dir, "a.ts")).toBe(true);
  expect(statSync(path.join(dir, "mine.ts")).uid).toBe(65534);
  expect(migrated(dir, "mine.ts")).toBe(true);
}, 60_000);

test("hard links: the link count stays and every name sees the new content; symlinks stay links", async () => {
  const dir = tree({ "src/a.ts": legacy(), "src/target.ts": legacy("MCPClient") }, { git: false });
  const outside = tree({});
  linkSync(path.join(dir, "src/a.ts"), path.join(dir, "src/a-alias.ts"));
  linkSync(path.join(dir, "src/a.ts"), path.join(outside, "a-elsewhere.ts"));
  symlinkSync("target.ts", path.join(dir, "src/link.ts"));
  gitRepo(dir); // the links, committed
  const r = await codemod(["src"], dir);
  expect(r.code, r.stderr).toBe(0);
  expect(r.stdout).toContain("2 changed, 0 unchanged, 1 skipped, 0 failed"); // one file, two names
  const a = statSync(path.join(dir, "src/a.ts"));
  expect(a.nlink).toBe(3);
  expect(statSync(path.join(dir, "src/a-alias.ts")).ino).toBe(a.ino);
  expect(migrated(dir, "src/a.ts")).toBe(true);
  expect(read(dir, "src/a-alias.ts")).toBe(read(dir, "src/a.ts"));
  expect(read(outside, "a-elsewhere.ts")).toBe(read(dir, "src/a.ts"));
  expect(lstatSync(path.join(dir, "src/link.ts")).isSymbolicLink()).toBe(true);
  expect(readlinkSync(path.join(dir, "src/link.ts"))).toBe("target.ts");
  expect(migrated(dir, "src/target.ts")).toBe(true);
  expect(listFiles(dir).filter((f) => f.includes(".mcp-migrate-"))).toEqual([]);
}, 120_000);

test("a repository git will not open is refused with git's reason: dubious ownership, a corrupt .git", async () => {
  const dubious = gitRepo(tree({ "a.ts": legacy(), "b.ts": "export {};\n" }));
  writeFileSync(path.join(dubious, "a.ts"), `${legacy()}// uncommitted\n`);
  spawnSync("chown", ["-R", "nobody:nogroup", dubious]);
  const r = await codemod(["."], dubious);
  expect(r.code).toBe(2);
  expect(r.stderr).toContain("Refusing to run: git cannot open the repository of .");
  expect(r.stderr).toContain("detected dubious ownership in repository");
  expect(r.stderr).toContain("safe.directory"); // git's own way out
  expect(read(dubious, "a.ts")).toBe(`${legacy()}// uncommitted\n`);
  // Not a dirty-tree question: --force does not bypass it either.
  expect((await codemod([".", "--force"], dubious)).code).toBe(2);
  // Reading is harmless: --dry runs, and says why git was not used.
  const dry = await codemod([".", "--dry"], dubious);
  expect(dry.code).toBe(0);
  expect(dry.stderr).toContain("note: git cannot open the repository of .");

  const corrupt = gitRepo(tree({ "src/a.ts": legacy() }));
  writeFileSync(path.join(corrupt, ".git/HEAD"), "garbage\n");
  const c = await codemod(["src"], corrupt);
  expect(c.code).toBe(2);
  expect(c.stderr).toContain("not a git repository");
  expect(read(corrupt, "src/a.ts")).toBe(legacy());
}, 120_000);

test("--dry, --check and --print change nothing on disk: another run's temp file and journal stay", async () => {
  const dir = gitRepo(tree({ "src/a.ts": legacy() }));
  // A temp file whose process is gone (a finished child's pid).
  const child = spawn(process.execPath, ["-e", ""]);
  const pid = await new Promise<number>((resolve) => child.on("exit", () => resolve(child.pid!)));
  const temp = path.join(dir, `src/.a.ts.mcp-migrate-${pid}-1.tmp`);
  writeFileSync(temp, "half");
  mkdirSync(path.join(dir, "src/sub"));
  writeFileSync(path.join(dir, "src/sub/b.ts"), legacy());
  const before = disk(dir);
  for (const mode of ["--dry", "--check", "--print"]) {
    const r = await codemod(["src", mode], dir);
    expect(r.code === 0 || r.code === 3, r.stderr).toBe(true);
    expect(disk(dir)).toEqual(before);
  }
  expect(existsSync(path.join(dir, ".git/mcp-migrate"))).toBe(false);
  // A writing run removes it (after its guard; the untracked file it migrates is refused first).
  expect((await codemod(["src"], dir)).code).toBe(2);
  expect(existsSync(temp)).toBe(true);
  git(dir, "add", "src/sub/b.ts");
  git(dir, "commit", "-qm", "b");
  expect((await codemod(["src"], dir)).code).toBe(0);
  expect(existsSync(temp)).toBe(false);
}, 120_000);

test("--interactive reports what was declined, and what it did not review after quitting", async () => {
  const single = `import { MultiServerMCPClient } from "${OLD}";\nnew MultiServerMCPClient({});\n`;
  const dir = tree({ "a.ts": single, "b.ts": single, "c.ts": single });
  const r = await codemod([".", "--interactive", "--transform", "imports"], dir, {
    input: "n\nn\nq\n",
  });
  expect(r.code).toBe(0);
  expect(r.stdout).not.toContain("nothing (left) to migrate");
  expect(r.stdout).toContain("Declined in review (3, left as they were):");
  expect(r.stdout).toContain(
    "  a.ts: declined in review\n  b.ts: declined in review\n  c.ts: not reviewed (quit)",
  );
  expect(r.stdout).toContain("3 files were declined in review and still use the old package");
  for (const f of ["a.ts", "b.ts", "c.ts"]) expect(read(dir, f)).toBe(single);
}, 120_000);
