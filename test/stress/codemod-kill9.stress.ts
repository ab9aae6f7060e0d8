// kill -9 of the codemod CLI at random points of a 5,000-file run in a git repository, ten
// times, each followed by a plain re-run (no --force): after each kill every file is its old
// or its new content (never torn), and the re-run ends with the tree of an uninterrupted run,
// byte for byte (sha256 of every file). The project is 0.5-era: its tool names and its
// package.json update depend on facts (the old version, the hook files of the pre-pass) that
// a partly migrated tree no longer shows, so a re-run that re-read them would differ.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, lstatSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  BIN,
  OLD,
  assertBuilt,
  cleanup,
  codemod,
  sha,
  tree,
} from "../codemod-reliability/helpers.js";

beforeAll(assertBuilt);
afterAll(cleanup);

const FILES = 5_000;
const TEMPLATES = 10;
const KILLS = 10;
const ARGS = ["src", "package.json", "--workers", "2"];

/** The migratable content of template `t` (files of one template are identical). */
const migratable = (t: number) =>
  `import { MultiServerMCPClient } from "${OLD}";\n` +
  `const client = new MultiServerMCPClient({ mcpServers: { s${t}: { url: "http://h/${t}" } } });\n` +
  `export const tools = await client.getTools();\n`;

const HOOKS =
  `import { MultiServerMCPClient } from "${OLD}";\n` +
  `const client = new MultiServerMCPClient({\n` +
  `  mcpServers: { math: { command: "node", args: ["math.js"] } },\n` +
  `  beforeToolCall: ({ name, args }) => (name === "add" ? { args } : undefined),\n});\n` +
  `export const tools = await client.getTools();\n`;

/** 5,000 files (every third one migratable, one of 10 templates), a hook file, package.json. */
function bigRepo(): string {
  const files: Record<string, string> = {
    "package.json": `{\n  "name": "big",\n  "dependencies": {\n    "${OLD}": "^0.5.0"\n  }\n}\n`,
    "src/hooks.ts": HOOKS,
  };
  for (let i = 0; i < FILES; i++) {
    const file = `src/m${i % 50}/f${i}.ts`;
    files[file] = i % 3 === 0 ? migratable(i % TEMPLATES) : `export const plain${i} = ${i};\n`;
  }
  const dir = tree(files);
  for (const args of [
    ["init", "-q"],
    ["add", "-A"],
    ["-c", "user.email=t@example.com", "-c", "user.name=t", "commit", "-qm", "init"],
  ]) {
    const r = spawnSync("git", args, { cwd: dir, encoding: "utf8" });
    if (r.status !== 0) throw new Error(`git ${args[0]}: ${r.stderr}`);
  }
  return dir;
}

/** sha256 of every file of the work tree (`.git` aside). */
function work(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const abs = path.join(d, name);
      if (d === dir && name === ".git") continue;
      const st = lstatSync(abs);
      if (st.isDirectory()) walk(abs);
      else if (st.isFile()) out.set(path.relative(dir, abs), sha(readFileSync(abs)));
    }
  };
  walk(dir);
  return out;
}

function tempFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((f) =>
    /\.mcp-migrate-\d+-\d+\.tmp$/.test(f),
  );
}

/** The journal of a run over the repository, once its plan is on disk (the write phase begins). */
function journalWritten(dir: string): boolean {
  const root = path.join(dir, ".git", "mcp-migrate");
  if (!existsSync(root)) return false;
  return readdirSync(root).some((k) => existsSync(path.join(root, k, "journal.jsonl")));
}

/** Start a run and kill -9 it `delayMs` after its start, or after its write phase began. */
async function killedRun(dir: string, point: { afterWriteStart: boolean; delayMs: number }) {
  const child = spawn(process.execPath, [BIN, ...ARGS], { cwd: dir, stdio: "ignore" });
  const exited = new Promise<NodeJS.Signals | null>((resolve) =>
    child.on("exit", (_code, signal) => resolve(signal)),
  );
  let finished = false;
  void exited.then(() => (finished = true));
  if (point.afterWriteStart) {
    while (!finished && !journalWritten(dir)) await new Promise((r) => setTimeout(r, 2));
  }
  await new Promise((r) => setTimeout(r, point.delayMs));
  child.kill("SIGKILL");
  return exited;
}

describe("kill -9 at random points, then a plain re-run", () => {
  it("5,000 files, 10 kills: never a torn file; every re-run ends with the clean run's tree", async () => {
    const dir = bigRepo();
    const original = work(dir);

    // The uninterrupted run, timed: when its write phase begins and when it ends.
    const started = Date.now();
    const cleanRun = spawn(process.execPath, [BIN, ...ARGS], { cwd: dir, stdio: "ignore" });
    let writeStart = -1;
    const cleanExit = new Promise<number | null>((resolve) => cleanRun.on("exit", resolve));
    let done = false;
    void cleanExit.then(() => (done = true));
    while (!done) {
      if (writeStart < 0 && journalWritten(dir)) writeStart = Date.now() - started;
      await new Promise((r) => setTimeout(r, 2));
    }
    expect(await cleanExit).toBe(0);
    const total = Date.now() - started;
    const clean = work(dir);
    const toMigrate = [...clean].filter(([f, h]) => original.get(f) !== h).length;
    expect(toMigrate).toBe(Math.ceil(FILES / 3) + 2); // + hooks.ts and package.json
    expect(writeStart).toBeGreaterThan(0);
    console.info(
      `[stress] clean run: ${total} ms, write phase from ${writeStart} ms, ${toMigrate} files written`,
    );

    const rounds: string[] = [];
    let midWrite = 0;
    for (let round = 0; round < KILLS; round++) {
      spawnSync("git", ["reset", "-q", "--hard"], { cwd: dir });
      expect(work(dir)).toEqual(original);
      // Half the kills anywhere before the writes begin, half inside the write phase.
      const afterWriteStart = round % 2 === 1;
      let delayMs = Math.floor(
        Math.random() * (afterWriteStart ? Math.max(1, (total - writeStart) * 0.6) : writeStart),
      );
      // The delays are timed against the clean run; a faster run can end before its kill. Then
      // the round is replayed on the original tree with half the delay, so each round is a kill.
      let signal = await killedRun(dir, { afterWriteStart, delayMs });
      for (let retry = 0; signal === null && retry < 5; retry++) {
        spawnSync("git", ["reset", "-q", "--hard"], { cwd: dir });
        delayMs = Math.floor(delayMs / 2);
        signal = await killedRun(dir, { afterWriteStart, delayMs });
      }

      const afterKill = work(dir);
      const torn: string[] = [];
      let written = 0;
      for (const [file, h] of afterKill) {
        if (/\.mcp-migrate-\d+-\d+\.tmp$/.test(file)) continue;
        if (h === original.get(file)) continue;
        if (h === clean.get(file)) written++;
        else torn.push(file);
      }
      expect(signal).toBe("SIGKILL"); // killed by us, not finished on its own
      expect(torn).toEqual([]);
      if (written > 0 && written < toMigrate) midWrite++;

      const again = await codemod(ARGS, dir, { timeout: 280_000 });
      expect(again.code, again.stderr).toBe(0);
      expect(tempFiles(dir)).toEqual([]);
      const after = work(dir);
      const differ = [...clean].filter(([f, h]) => after.get(f) !== h).map(([f]) => f);
      expect(differ).toEqual([]);
      expect(after.size).toBe(clean.size);
      expect(journalWritten(dir)).toBe(false);
      rounds.push(
        `${afterWriteStart ? `write+${delayMs}` : `start+${delayMs}`} ms: ${written} written, re-run ${again.ms} ms`,
      );
      console.info(`[stress] round ${round + 1}: ${rounds[round]}`);
    }
    console.info(`[stress] kills (the delays replay a round): ${rounds.join("; ")}`);
    // The write-phase kills really landed mid-write (the others may land before any write).
    expect(midWrite).toBeGreaterThanOrEqual(KILLS / 2 - 2);
  }, 1_800_000); // a few minutes on a quiet 2-core machine; far more under load
});
