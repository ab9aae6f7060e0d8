/**
 * The cross-file pre-passes: once per run, in the main thread, before any file is
 * transformed. Each pre-pass a selected migration declares runs once (by name, however many
 * migrations declare it); its facts are kept under its name, for `ctx.factsOf` to hand back
 * to the migrations that declare it. The engine never reads the facts themselves.
 */
import { readFileSync } from "node:fs";
import type { Migration, PrePass } from "../codemod/migration.js";

export interface PrePassResults {
  /** Each pre-pass's facts (plain JSON), by pre-pass name. */
  facts: Record<string, unknown>;
  /** Absolute paths to transform although they do not name the old package. */
  visit: string[];
}

/**
 * Run the pre-passes of `migrations` over the source files (`texts`: absolute path → text);
 * undefined when none declares one. A pre-pass that throws is reported on stderr and the run
 * goes on without its facts.
 */
export function runPrePasses(
  migrations: Migration[],
  texts: Map<string, string>,
): PrePassResults | undefined {
  const prepasses = new Map<string, { prepass: PrePass<unknown>; owner: string }>();
  for (const m of migrations)
    for (const p of m.prepasses ?? [])
      if (!prepasses.has(p.name)) prepasses.set(p.name, { prepass: p, owner: m.name });
  if (prepasses.size === 0) return undefined;
  const files = [...texts.keys()];
  const read = (f: string) => texts.get(f) ?? readFileSync(f, "utf8");
  const results: PrePassResults = { facts: {}, visit: [] };
  for (const [name, { prepass, owner }] of prepasses) {
    let facts: unknown;
    try {
      facts = prepass.run(files, read);
    } catch (e) {
      process.stderr.write(
        `codemod: the cross-file pre-pass of "${owner}" failed (${(e as Error).message}); files are migrated one by one\n`,
      );
      continue;
    }
    results.facts[name] = facts;
    for (const f of prepass.visits?.(facts) ?? [])
      if (!results.visit.includes(f)) results.visit.push(f);
  }
  return results;
}
