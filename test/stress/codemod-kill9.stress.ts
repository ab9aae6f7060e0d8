// kill -9 of the codemod CLI in the middle of a 5,000-file run: every file is either its old
// or its new content (sha256 against a reference run on an identical copy), and the next run
// removes any temp file and finishes the migration.
import { spawn } from "node:child_process";
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  BIN,
  OLD,
  assertBuilt,
  cleanup,
  codemodAsync,
  hashes,
  sha,
  tree,
} from "../codemod-reliability/helpers.js";

beforeAll(assertBuilt);
afterAll(cleanup);

const FILES = 5_000;
const TEMPLATES = 10;

/** The migratable content of template `t` (files of one template are identical). */
const migratable = (t: number) =>
  `import { MultiServerMCPClient } from "${OLD}";\n` +
  `const client = new MultiServerMCPClient({ mcpServers: { s${t}: { url: "http://h/${t}" } } });\n` +
  `export const tools = await client.getTools();\n`;

/** 5,000 files: every third one migratable (one of 10 templates), the others plain. */
function bigTree(): { dir: string; template: Map<string, number> } {
  const files: Record<string, string> = {};
  const template = new Map<string, number>();
  for (let i = 0; i < FILES; i++) {
    const file = `src/m${i % 50}/f${i}.ts`;
    if (i % 3 === 0) {
      files[file] = migratable(i % TEMPLATES);
      template.set(file, i % TEMPLATES);
    } else files[file] = `export const plain${i} = ${i};\n`;
  }
  return { dir: tree(files), template };
}

function tempFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((f) =>
    /\.mcp-migrate-\d+-\d+\.tmp$/.test(f),
  );
}

describe("kill -9 mid-run", () => {
  it("5,000 files: each is old or new; the next run cleans up and completes", async () => {
    const { dir, template } = bigTree();
    const oldHashes = hashes(dir);

    // The new content of each template, from a reference run on one file per template.
    const reference = tree(
      Object.fromEntries(Array.from({ length: TEMPLATES }, (_, t) => [`t${t}.ts`, migratable(t)])),
    );
    const ref = await codemodAsync(["."], reference);
    expect(ref.code).toBe(0);
    const newOfTemplate = Array.from({ length: TEMPLATES }, (_, t) =>
      sha(readFileSync(path.join(reference, `t${t}.ts`))),
    );
    const newHashes = new Map(oldHashes);
    for (const [file, t] of template) newHashes.set(file, newOfTemplate[t]);
    for (const t of newOfTemplate) expect(t).not.toBe(sha(migratable(0)));

    // Watch a sample spread over the files in path order; kill -9 once a quarter of it changed.
    const sample = [...template.keys()]
      .sort()
      .filter((_, i) => i % 20 === 0)
      .map((f) => path.join(dir, f));
    const child = spawn(process.execPath, [BIN, "src", "--workers", "2"], {
      cwd: dir,
      stdio: "ignore",
    });
    const started = Date.now();
    let killedAfter = -1;
    await new Promise<void>((resolve, reject) => {
      const timer = setInterval(() => {
        const changed = sample.filter(
          (f) => sha(readFileSync(f)) !== oldHashes.get(path.relative(dir, f)),
        ).length;
        if (changed >= sample.length / 4) {
          clearInterval(timer);
          killedAfter = Date.now() - started;
          child.kill("SIGKILL");
        }
      }, 25);
      child.on("exit", () => {
        clearInterval(timer);
        resolve();
      });
      child.on("error", reject);
    });
    expect(killedAfter).toBeGreaterThanOrEqual(0); // killed by us, not finished on its own

    const afterKill = hashes(dir);
    const torn: string[] = [];
    let done = 0;
    for (const [file, h] of afterKill) {
      if (file.endsWith(".tmp")) continue;
      if (h !== oldHashes.get(file)) {
        if (h === newHashes.get(file)) done++;
        else torn.push(file);
      }
    }
    const temps = tempFiles(dir);
    console.info(
      `[stress] 5,000 files (${template.size} to migrate), kill -9 after ${killedAfter} ms: ` +
        `${done} migrated, ${temps.length} temp files left, ${torn.length} torn`,
    );
    expect(torn).toEqual([]);
    expect(done).toBeGreaterThan(0);
    expect(done).toBeLessThan(template.size); // really mid-run

    const again = await codemodAsync(["src", "--workers", "2"], dir, { timeout: 280_000 });
    console.info(`[stress] the run after the kill: ${again.ms} ms, exit ${again.code}`);
    expect(again.code).toBe(0);
    expect(tempFiles(dir)).toEqual([]);
    expect(hashes(dir)).toEqual(newHashes);
  }, 400_000);
});
