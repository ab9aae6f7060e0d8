/**
 * Every fixture case (format: `harness.ts`) through the real engine (`transformFile`, compiled
 * transforms), running the transforms the case names:
 * - the output and the report steps are exactly the expected ones;
 * - every named transform is exercised: without it, the output or the steps differ (so the
 *   name list is the case's minimal set, and a wrong list fails); a case that expects no change
 *   and no steps names the one transform whose restraint it shows;
 * - idempotence: the output, run again through the whole pipeline (a `subset` case: through
 *   its transforms), is unchanged and reports nothing new;
 * - every transform module is named by some case.
 * Then the outputs as code: JavaScript outputs pass `node --check`, TypeScript outputs of
 * whole-pipeline cases type-check in one `tsc` program (the per-file type-check of inputs and
 * outputs is `typecheck.test.ts`).
 * `UPDATE_FIXTURES=1` rewrites outputs and steps (review the diff!).
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { basename, join } from "node:path";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  fixtureCases,
  FIXTURES,
  runCase,
  sortSteps,
  updateCase,
  type FixtureCase,
} from "./harness.js";
import { buildTransforms, CACHE, ROOT, typecheck } from "./engine.js";

const UPDATE = Boolean(process.env.UPDATE_FIXTURES);

// These tests run long synchronous work (child processes, the type checker): give the event
// loop a turn between tests so vitest's worker RPC is answered before its timeout.
afterEach(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

// Every shared tree-index lookup is checked against the root.find it replaces (transforms/lib/tree-index.ts).
process.env.MCP_MIGRATE_VERIFY_INDEX = "1";

const cases = fixtureCases();

beforeAll(() => {
  buildTransforms();
}, 120_000);

/** What a run produced, compared whole: the text, and each step with its message. */
async function outcome(c: FixtureCase, source: string, migrations: string[]): Promise<string> {
  const r = await runCase(c, source, migrations);
  return JSON.stringify({
    error: r.error ?? null,
    output: r.output ?? source,
    steps: r.steps.map((s) => [s.kind, s.rule, s.line, s.message]),
  });
}

describe("fixtures", () => {
  it("every transform module is named by a case (each named transform is exercised: below)", () => {
    const modules = readdirSync(join(ROOT, "transforms"))
      .filter((f) => f.endsWith(".ts"))
      .filter((f) =>
        /export const migration\b/.test(readFileSync(join(ROOT, "transforms", f), "utf8")),
      )
      .map((f) => basename(f, ".ts"));
    const named = new Set(cases.flatMap((c) => c.transforms));
    expect(modules.filter((m) => !named.has(m))).toEqual([]);
    expect([...named].filter((n) => !modules.includes(n))).toEqual([]);
    expect(cases.filter((c) => c.transforms.length === 0).map((c) => c.id)).toEqual([]);
  });

  for (const c of cases) {
    describe(`${c.id}.${c.ext}`, () => {
      it("transforms to the expected output and report steps", async () => {
        const source = readFileSync(c.input, "utf8");
        const result = await runCase(c, source);
        if (c.meta.error) expect(result.error).toContain(c.meta.error);
        else expect(result.error).toBeUndefined();
        const actual = result.output ?? source;
        const steps = sortSteps(result.steps);
        if (UPDATE) updateCase(c, actual, steps);
        expect(actual).toBe(readFileSync(c.output, "utf8"));
        expect(steps).toEqual(sortSteps(UPDATE ? steps : c.meta.steps));
      });

      it(`exercises each transform it names (${c.transforms.join(", ")})`, async () => {
        const source = readFileSync(c.input, "utf8");
        if (source === readFileSync(c.output, "utf8") && c.meta.steps.length === 0) {
          // A case that shows a transform leaving a file alone has nothing to drop: it names
          // that one transform (the whole pipeline leaving it alone is the idempotence test).
          expect(c.transforms).toHaveLength(1);
          return;
        }
        const all = await outcome(c, source, c.transforms);
        const idle: string[] = [];
        for (const t of c.transforms) {
          const without = c.transforms.filter((x) => x !== t);
          if ((await outcome(c, source, without)) === all) idle.push(t);
        }
        expect(idle, "named, but the run is the same without them").toEqual([]);
      });

      it("is idempotent: the output, run again, changes nothing and reports nothing new", async () => {
        const output = readFileSync(c.output, "utf8");
        const run = c.subset ? c.transforms : undefined;
        const again = await runCase(c, output, run);
        // A refused file is left as it was: a second run refuses it the same way.
        if (c.meta.error) {
          expect([again.output, again.error]).toEqual([
            null,
            expect.stringContaining(c.meta.error),
          ]);
          return;
        }
        expect(again.error).toBeUndefined();
        expect(again.output).toBeNull();
        // A construct left for a person keeps its marker: only markers already in the file may be seen again.
        const input = await runCase(c, readFileSync(c.input, "utf8"), run);
        const before = new Set(input.steps.map((s) => `${s.rule}:${s.message}`));
        expect(again.steps.filter((s) => !before.has(`${s.rule}:${s.message}`))).toEqual([]);
        expect(again.steps.filter((s) => s.kind === "behavior-change")).toEqual([]);
      });
    });
  }
});

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
    const js = cases.filter((c) => /^[cm]?js$/.test(c.ext));
    expect(js.length).toBeGreaterThan(1);
    for (const c of js) {
      const name = `${c.transform}-${c.name}.${c.ext}`;
      writeFileSync(join(dir, name), readFileSync(c.output, "utf8"));
      execFileSync(process.execPath, ["--check", join(dir, name)], { stdio: "pipe" });
    }
  });

  it("type-check against langchain-mcp-bridge and langchain (except on TODO-marked statements)", async () => {
    const files: Record<string, string> = {};
    // A subset case's output leaves the rest of the migration undone on purpose.
    for (const c of cases.filter((x) => x.ext === "ts" && !x.subset))
      files[`${c.id}.ts`] = readFileSync(c.output, "utf8");
    expect(Object.keys(files).length).toBeGreaterThan(20);
    // Helper modules the fixtures import.
    for (const transform of new Set(cases.map((c) => c.transform))) {
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
