/** The fixture cases under `__testfixtures__/<transform>/`, shared by the fixture tests. */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { ROOT } from "./engine.js";

const FIXTURES = join(ROOT, "__testfixtures__");

export interface FixtureCase {
  transform: string;
  name: string;
  ext: string;
  input: string;
  output: string;
  report: string;
  oldVersion: string | undefined;
  adoptPrefixes: boolean;
  /** Path handed to the engine. */
  enginePath: string;
}

/** Every `<case>.input.<ext>` under `__testfixtures__/*`. */
export function fixtureCases(): FixtureCase[] {
  const out: FixtureCase[] = [];
  for (const transform of readdirSync(FIXTURES).sort()) {
    const dir = join(FIXTURES, transform);
    let files: string[];
    try {
      files = readdirSync(dir);
    } catch {
      continue;
    }
    // Part 2's transforms (callbacks, hooks, errors, tool-name strings) keep their expected
    // steps in `<case>.steps.json` and are run by their own harness (test/transforms-2).
    if (files.some((f) => f.endsWith(".steps.json"))) continue;
    for (const f of files.sort()) {
      const m = /^(.+)\.input\.([a-z]+)$/.exec(f);
      if (!m) continue;
      const [, name, ext] = m;
      const optionsFile = join(dir, `${name}.options.json`);
      const opts = existsSync(optionsFile) ? JSON.parse(readFileSync(optionsFile, "utf8")) : {};
      out.push({
        transform,
        name,
        ext,
        input: join(dir, f),
        output: join(dir, `${name}.output.${ext}`),
        report: join(dir, `${name}.report.json`),
        oldVersion: opts.oldVersion === null ? undefined : (opts.oldVersion ?? "1.1.4"),
        adoptPrefixes: Boolean(opts.adoptPrefixes),
        enginePath: join(dir, opts.path ?? `${name}.${ext}`),
      });
    }
  }
  return out;
}
