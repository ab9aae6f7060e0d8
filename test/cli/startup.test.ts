/**
 * The fast path: a tree where nothing mentions the old package is read, pre-filtered and
 * reported without loading jscodeshift, Babel or recast (that load is most of a start-up).
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { BIN, OLD, assertBuilt, cleanup, legacy, tree } from "./helpers.js";

beforeAll(assertBuilt);
afterAll(cleanup);

const hook = `
const Module = require("module");
const fs = require("fs");
const seen = new Set();
const load = Module._load;
Module._load = function (request, ...rest) {
  if (/jscodeshift|@babel\\/parser|recast/.test(request)) seen.add(request);
  return load.call(this, request, ...rest);
};
process.on("exit", () => fs.writeFileSync(process.env.LOADED_LOG, JSON.stringify([...seen])));
`;

function runWithHook(dir: string, args: string[]) {
  const log = path.join(dir, "..", `${path.basename(dir)}-loaded.json`);
  const hookFile = path.join(dir, "..", `${path.basename(dir)}-hook.cjs`);
  writeFileSync(hookFile, hook);
  const start = Date.now();
  const r = spawnSync(process.execPath, ["--require", hookFile, BIN, ...args], {
    cwd: dir,
    encoding: "utf8",
    env: { ...process.env, LOADED_LOG: log },
  });
  const ms = Date.now() - start;
  expect(existsSync(log)).toBe(true);
  return { ...r, ms, loaded: JSON.parse(readFileSync(log, "utf8")) as string[] };
}

const plain = (i: number) => `export function f${i}(a: number) {\n  return a + ${i};\n}\n`;

test("nothing to migrate: no parser is loaded and the run is quick", () => {
  const dir = tree(
    Object.fromEntries(Array.from({ length: 300 }, (_, i) => [`src/f${i}.ts`, plain(i)])),
  );
  const r = runWithHook(dir, ["."]);
  expect(r.status).toBe(0);
  expect(r.stdout).toContain("Scanned 300 files: 0 changed, 0 unchanged, 300 skipped, 0 failed.");
  expect(r.loaded).toEqual([]);
  expect(r.stdout).toContain("nothing (left) to migrate");
  // Generous bound for a shared 2-core machine; unloaded it is ~0.2 s.
  expect(r.ms).toBeLessThan(5000);
});

test("the control: one file that mentions the old package loads the parser", () => {
  const dir = tree({ "src/a.ts": legacy(), "src/b.ts": plain(1) });
  const r = runWithHook(dir, [".", "--dry"]);
  expect(r.status).toBe(0);
  expect(r.stdout).toContain(OLD);
  expect(r.loaded.some((m) => m.includes("jscodeshift"))).toBe(true);
});
