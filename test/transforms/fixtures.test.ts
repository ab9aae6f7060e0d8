/**
 * Every fixture pair in `__testfixtures__/<transform>/<case>.input.<ext>` through the real
 * engine (`transformFile`, compiled transforms), compared exactly (no trimming):
 * - `<case>.output.<ext>`: the expected file (equal to the input when nothing may change);
 * - `<case>.report.json`: the manual steps it must report, `[{ kind, rule, line }]`
 *   (none when absent);
 * - `<case>.options.json`: `{ oldVersion?, path? }`; `oldVersion` defaults to "1.1.4"
 *   (`null`: unknown), `path` is the file name the engine sees (e.g. `package.json`).
 * Then idempotence: each output, run again, is unchanged and reports nothing.
 * `UPDATE_SNAPSHOT=1` rewrites outputs and reports (review the diff!).
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { fixtureCases } from "./cases.js";
import { basename, join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { buildTransforms, ROOT, transformFile } from "./engine.js";

const UPDATE = Boolean(process.env.UPDATE_SNAPSHOT);

// Every shared tree-index lookup is checked against the root.find it replaces (transforms/lib/tree-index.ts).
process.env.MCP_MIGRATE_VERIFY_INDEX = "1";

const cases = fixtureCases();

interface ReportEntry {
  kind: string;
  rule: string;
  line: number;
}

const sortEntries = (a: ReportEntry[]) =>
  [...a].sort(
    (x, y) => x.line - y.line || x.rule.localeCompare(y.rule) || x.kind.localeCompare(y.kind),
  );

beforeAll(() => {
  buildTransforms();
}, 120_000);

describe("fixtures", () => {
  it("has fixture pairs for every transform module", () => {
    const modules = readdirSync(join(ROOT, "transforms"))
      .filter((f) => f.endsWith(".ts"))
      .filter((f) =>
        /export const migration\b/.test(readFileSync(join(ROOT, "transforms", f), "utf8")),
      )
      .map((f) => basename(f, ".ts"));
    // A pair: `<case>.input.<ext>` with its `<case>.output.<ext>` (both harnesses' format).
    const hasPair = (m: string) => {
      const dir = join(ROOT, "__testfixtures__", m);
      if (!existsSync(dir)) return false;
      const files = readdirSync(dir);
      return files.some((f) => {
        const pair = /^(.+)\.input(\.[a-z]+)$/.exec(f);
        return pair !== null && files.includes(`${pair[1]}.output${pair[2]}`);
      });
    };
    expect(modules.filter((m) => !hasPair(m))).toEqual([]);
  });

  for (const c of cases) {
    describe(`${c.transform}/${c.name}.${c.ext}`, () => {
      it("transforms to the expected output and report", async () => {
        const source = readFileSync(c.input, "utf8");
        const result = await transformFile(c.enginePath, source, {
          oldVersion: c.oldVersion,
          adoptPrefixes: c.adoptPrefixes,
        });
        expect(result.error).toBeUndefined();
        const actual = result.output ?? source;
        const steps: ReportEntry[] = sortEntries(
          result.steps.map((s) => ({ kind: s.kind, rule: s.rule, line: s.line })),
        );
        if (UPDATE) {
          writeFileSync(c.output, actual);
          if (steps.length) writeFileSync(c.report, `${JSON.stringify(steps, null, 2)}\n`);
          return;
        }
        expect(actual).toBe(readFileSync(c.output, "utf8"));
        const expected = existsSync(c.report) ? JSON.parse(readFileSync(c.report, "utf8")) : [];
        expect(steps).toEqual(sortEntries(expected));
      });

      it("is idempotent: the output, run again, changes nothing and reports nothing new", async () => {
        const output = readFileSync(c.output, "utf8");
        const again = await transformFile(c.enginePath, output, {
          oldVersion: c.oldVersion,
          adoptPrefixes: c.adoptPrefixes,
        });
        expect(again.error).toBeUndefined();
        expect(again.output ?? output).toBe(output);
        // A construct left for a person keeps its marker: only markers already in the file may be seen again.
        const input = await transformFile(c.enginePath, readFileSync(c.input, "utf8"), {
          oldVersion: c.oldVersion,
          adoptPrefixes: c.adoptPrefixes,
        });
        const before = new Set(input.steps.map((s) => `${s.rule}:${s.message}`));
        expect(again.steps.filter((s) => !before.has(`${s.rule}:${s.message}`))).toEqual([]);
        expect(again.steps.filter((s) => s.kind === "behavior-change")).toEqual([]);
      });
    });
  }
});
