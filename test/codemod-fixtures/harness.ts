/**
 * The fixture harness: the cases under `__testfixtures__/<transform>/`, in one format, and one
 * way to run them. A case is three files:
 * - `<case>.input.<ext>`: the code as a user wrote it;
 * - `<case>.output.<ext>`: the expected file, compared exactly (equal to the input when nothing
 *   may change);
 * - `<case>.json`: what the case runs and what its run must report:
 *
 *   {
 *     "transforms": ["options", "methods", "imports"],
 *     "oldVersion": "0.2.4",
 *     "path": "package.json",
 *     "adoptPrefixes": true,
 *     "subset": true,
 *     "steps": [{ "kind": "manual", "rule": "methods/get-tools", "line": 3 }]
 *   }
 *
 *   `transforms` (required): the transforms the case exercises; the case runs only these, in
 *   the order of `transforms/order.ts` (as `--transform a,b`). Each one must be exercised:
 *   without it, the output or the steps differ (a case that expects no change and no steps
 *   names the one transform whose restraint it shows). `steps` (required): every report step of that
 *   run, `{ kind, rule, line }` (in any order). `oldVersion`: the old package's version the
 *   run assumes (default "1.1.4"; `null`: unknown). `path`: the file name the engine sees
 *   (default `<case>.<ext>`; e.g. `package.json`). `adoptPrefixes`: `--adopt-prefixes`.
 *   `facts`: pre-pass facts by pre-pass name, as the CLI's pre-passes would hand them (the
 *   string `${case}` in them is the absolute path the engine sees); the file is then also one the
 *   pre-passes asked to visit. Without it the transforms see no facts (the built-in tables).
 *   `error`: the run must refuse the file with an error that contains this text (the output
 *   is then the input: the file is left as it was, and a second run refuses it the same way).
 *   `subset`: the expected output is that of `transforms` alone on purpose (what `--transform`
 *   does); without it, the output is also what the whole pipeline makes of the input, so the
 *   whole-pipeline checks (idempotence, type-check, format matrix) hold for it.
 *
 * `UPDATE_FIXTURES=1` rewrites each case's output and `steps` from its run (review the diff!);
 * `transforms` is kept, and a wrong list still fails the "exercised" test.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { ROOT, transformFile } from "./engine.js";

export const FIXTURES = join(ROOT, "__testfixtures__");

export interface Step {
  kind: string;
  rule: string;
  line: number;
}

/** The contents of `<case>.json`. */
export interface CaseMeta {
  transforms: string[];
  oldVersion?: string | null;
  path?: string;
  adoptPrefixes?: boolean;
  subset?: boolean;
  facts?: Record<string, unknown>;
  error?: string;
  steps: Step[];
}

export interface FixtureCase {
  /** `<transform folder>/<case>`. */
  id: string;
  /** The folder under `__testfixtures__/`. */
  transform: string;
  name: string;
  ext: string;
  input: string;
  output: string;
  /** `<case>.json`. */
  metaFile: string;
  meta: CaseMeta;
  /** The transforms the case runs (`meta.transforms`). */
  transforms: string[];
  oldVersion: string | undefined;
  adoptPrefixes: boolean;
  /** The output is that of `transforms` alone, not of the whole pipeline. */
  subset: boolean;
  /** Path handed to the engine. */
  enginePath: string;
}

/** Every `<case>.input.<ext>` under `__testfixtures__/*` (not `projects/`). */
export function fixtureCases(): FixtureCase[] {
  const out: FixtureCase[] = [];
  for (const transform of readdirSync(FIXTURES).sort()) {
    if (transform === "projects") continue;
    const dir = join(FIXTURES, transform);
    for (const f of readdirSync(dir).sort()) {
      const m = /^(.+)\.input\.([a-z]+)$/.exec(f);
      if (!m) continue;
      const [, name, ext] = m;
      const metaFile = join(dir, `${name}.json`);
      const meta: CaseMeta = JSON.parse(readFileSync(metaFile, "utf8"));
      out.push({
        id: `${transform}/${name}`,
        transform,
        name,
        ext,
        input: join(dir, f),
        output: join(dir, `${name}.output.${ext}`),
        metaFile,
        meta,
        transforms: meta.transforms,
        oldVersion: meta.oldVersion === null ? undefined : (meta.oldVersion ?? "1.1.4"),
        adoptPrefixes: Boolean(meta.adoptPrefixes),
        subset: Boolean(meta.subset),
        enginePath: join(dir, meta.path ?? `${name}.${ext}`),
      });
    }
  }
  return out;
}

/**
 * `source` through the engine as the case runs it: its `transforms` (or `migrations`: `[]`
 * runs nothing, `undefined` the whole pipeline), with its options.
 */
export async function runCase(
  c: FixtureCase,
  source: string,
  migrations: string[] | undefined = c.transforms,
): ReturnType<typeof transformFile> {
  if (migrations?.length === 0) return { output: null, steps: [] };
  const facts = c.meta.facts
    ? JSON.parse(JSON.stringify(c.meta.facts).replaceAll("${case}", c.enginePath))
    : undefined;
  return transformFile(c.enginePath, source, {
    migrations,
    oldVersion: c.oldVersion,
    adoptPrefixes: c.adoptPrefixes,
    ...(facts ? { facts, visit: [c.enginePath] } : {}),
  });
}

/** Steps in a stable order (by line, rule, kind): the harness compares them in any order. */
export const sortSteps = (steps: Step[]): Step[] =>
  steps
    .map((s) => ({ kind: s.kind, rule: s.rule, line: s.line }))
    .sort(
      (x, y) => x.line - y.line || x.rule.localeCompare(y.rule) || x.kind.localeCompare(y.kind),
    );

/** `<case>.json` as the fixtures hold it: one line per step. */
export function formatMeta(meta: CaseMeta): string {
  const lines = ["{", `  "transforms": ${JSON.stringify(meta.transforms).replace(/,/g, ", ")},`];
  for (const k of ["oldVersion", "path", "adoptPrefixes", "subset", "facts", "error"] as const)
    if (k in meta && meta[k] !== undefined)
      lines.push(`  ${JSON.stringify(k)}: ${JSON.stringify(meta[k])},`);
  const steps = sortSteps(meta.steps).map(
    (s) =>
      `    { "kind": ${JSON.stringify(s.kind)}, "rule": ${JSON.stringify(s.rule)}, "line": ${s.line} }`,
  );
  lines.push(steps.length ? `  "steps": [\n${steps.join(",\n")}\n  ]` : `  "steps": []`);
  return `${lines.join("\n")}\n}\n`;
}

/** Update mode: the case's output and `steps` rewritten from a run. */
export function updateCase(c: FixtureCase, output: string, steps: Step[]): void {
  writeFileSync(c.output, output);
  writeFileSync(c.metaFile, formatMeta({ ...c.meta, steps }));
}
