/**
 * The pre-pass: which modules construct the old client with an imported config, which literal
 * each one is, and whether its old options move to the constructing modules.
 */
import path from "node:path";
import type { PrePass } from "../../../src/codemod/migration.js";
import { configsConstructedIn } from "./constructions.js";
import type { ConfigFacts, ImportedConfig } from "./facts.js";
import { otherUse } from "./other-uses.js";
import { runFiles, type RunFiles } from "./run-files.js";

export function prepareConfigs(files: string[], read: (file: string) => string): ConfigFacts {
  const run = runFiles(files, read);
  const facts: ConfigFacts = { imports: {}, declared: {} };
  for (const f of run.sources) {
    for (const config of configsConstructedIn(f, run)) {
      const list = (facts.imports[f] ??= []);
      const same = (x: ImportedConfig) =>
        x.local === config.local && Boolean(x.called) === Boolean(config.called);
      if (!list.some(same)) list.push(config);
      if (!config.origin) continue;
      const declared = (facts.declared[config.origin.file] ??= {});
      declared[config.origin.binding] = {
        moved: config.options !== null,
        builder: Boolean(config.called),
      };
    }
  }
  keepOptionsReadElsewhere(facts, run);
  return facts;
}

/**
 * The options leave the literal only when nothing else reads it: a spread of it, a test's
 * assertion or a hand-over elsewhere would lose them without a word.
 */
function keepOptionsReadElsewhere(facts: ConfigFacts, run: RunFiles): void {
  for (const [file, bindings] of Object.entries(facts.declared)) {
    for (const [binding, fact] of Object.entries(bindings)) {
      const consumers = Object.values(facts.imports)
        .flat()
        .filter((x) => x.origin?.file === file && x.origin.binding === binding);
      // Nothing to lose: no options, or they stay anyway.
      if (!fact.moved || !consumers[0]?.options?.length) continue;
      const origin = { file, binding, builder: fact.builder };
      const locals = consumers.map((x) => x.local);
      const other = otherUse(origin, locals, run);
      if (!other) continue;
      fact.moved = false;
      const where = path.relative(path.dirname(file), other.file);
      for (const x of consumers) {
        x.options = null;
        x.kept = `it is also used at ${where}:${other.line}`;
      }
    }
  }
}

/** The pre-pass of `client-config` and `options`; the declaring modules are visited. */
export const projectConfigs: PrePass<ConfigFacts> = {
  name: "project/configs",
  run: prepareConfigs,
  visits: (facts) => Object.keys(facts.declared).sort(),
};
