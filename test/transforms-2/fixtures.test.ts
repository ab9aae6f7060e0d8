// Fixture pairs for the callback, hook, error and tool-name transforms, through the real engine
// (every migration, in order, as the CLI runs them): exact output, this part's report entries
// (rule and line), idempotence, and one type-check of all outputs against the runtime and langchain.
import { execFileSync } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  CACHE,
  buildTransforms,
  expected,
  FIXTURES,
  fixtures,
  ownSteps,
  run,
  typecheck,
} from "./harness.js";

// These tests run long synchronous work (child processes, the type checker): give the event
// loop a turn between tests so vitest's worker RPC is answered before its timeout.
afterEach(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

// Every shared tree-index lookup is checked against the root.find it replaces (transforms/lib/tree-index.ts).
process.env.MCP_MIGRATE_VERIFY_INDEX = "1";

const TRANSFORMS = ["callbacks", "hooks-to-middleware", "error-handling", "tool-name-strings"];

beforeAll(() => buildTransforms(), 120_000);

const outputs: Record<string, string> = {};
const jsOutputs: Record<string, string> = {};

for (const transform of TRANSFORMS) {
  describe(transform, () => {
    for (const f of fixtures(transform)) {
      it(f.name, async () => {
        const r = await run(f.inputPath, f.input, f.options);
        expect(r.error).toBeUndefined();
        const actual = { output: r.output ?? f.input, steps: ownSteps(r.steps) };
        const want = expected(f, actual);
        expect(actual.output).toBe(want.output);
        expect(actual.steps).toEqual(want.steps);
        // Idempotent: the output goes through the engine unchanged.
        const again = await run(f.inputPath, actual.output, f.options);
        expect(again.error).toBeUndefined();
        expect(again.output).toBeNull();
        // JavaScript outputs are checked for parsing by the engine, not by tsc; a subset run
        // (`--transform x`) leaves the rest of the migration undone on purpose.
        if (f.ext !== ".ts") jsOutputs[`${transform}-${f.name}${f.ext}`] = actual.output;
        if (f.ext === ".ts" && !f.options.migrations)
          outputs[`${transform}/${f.name}.ts`] = actual.output;
      });
    }
  });
}

/**
 * Lines a TODO marker covers: from the marker to the end of the statement under it (the next
 * line back at the marker's indentation). A TODO says the code needs a person, so a type error
 * there is expected; anywhere else it is a failure.
 */
function todoCovered(text: string): Set<number> {
  const lines = text.split("\n");
  const covered = new Set<number>();
  const indentOf = (l: string) => /^\s*/.exec(l)![0].length;
  lines.forEach((l, i) => {
    if (!l.includes("TODO(mcp-migrate)")) return;
    const base = indentOf(l);
    let k = i + 1;
    while (k < lines.length && lines[k].includes("TODO(mcp-migrate)")) k++;
    for (; k < lines.length; k++) {
      covered.add(k + 1);
      // The statement ends on a line back at the marker's indentation that ends with `;`.
      if (k > i + 1 && indentOf(lines[k]) <= base && /;\s*$/.test(lines[k])) break;
      if (indentOf(lines[k]) <= base && /;\s*$/.test(lines[k]) && !/[({[,]\s*$/.test(lines[k]))
        break;
    }
  });
  return covered;
}

describe("outputs", () => {
  it("JavaScript outputs are plain JavaScript (no type syntax): node --check accepts them", () => {
    const dir = join(CACHE, "js-check");
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    expect(Object.keys(jsOutputs).length).toBeGreaterThan(1);
    for (const [name, text] of Object.entries(jsOutputs)) {
      writeFileSync(join(dir, name), text);
      execFileSync(process.execPath, ["--check", join(dir, name)], { stdio: "pipe" });
    }
  });

  it("type-check against langchain-mcp-bridge and langchain (except on TODO-marked statements)", async () => {
    const files: Record<string, string> = { ...outputs };
    expect(Object.keys(files).length).toBeGreaterThan(20);
    // Helper modules the fixtures import.
    for (const transform of TRANSFORMS) {
      for (const f of readdirSync(join(FIXTURES, transform))) {
        if (/\.(input|output)\./.test(f) || !f.endsWith(".ts")) continue;
        files[`${transform}/${f}`] = readFileSync(join(FIXTURES, transform, f), "utf8");
      }
    }
    const diagnostics = await typecheck("fixtures-tsc", files);
    const unexpected = diagnostics
      .split("\n")
      .filter((l) => /error TS/.test(l))
      .filter((l) => {
        const m = /^(.+?)\((\d+),\d+\)/.exec(l);
        if (!m || !files[m[1]]) return true;
        return !todoCovered(files[m[1]]).has(Number(m[2]));
      });
    expect(unexpected).toEqual([]);
  }, 180_000);
});
