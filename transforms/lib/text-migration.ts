/**
 * `toJscodeshift` of the contract wraps source migrations only; this is its counterpart for
 * text migrations (JSON configs, package.json), so `jscodeshift -t transforms/json-config.ts`
 * works on those files too (run it with `--extensions=json`).
 */
import type { API, FileInfo, Options } from "jscodeshift";
import {
  DEFAULT_TARGET_MODULE,
  factsOfMigration,
  type TextMigration,
} from "../../src/codemod/migration.js";

export function toJscodeshiftText(migration: TextMigration) {
  return (file: FileInfo, api: API, options: Options) => {
    if (!migration.matches(file.path)) return undefined;
    const out = migration.run(file.source, {
      path: file.path,
      options: {
        targetModule: options.targetModule ? String(options.targetModule) : DEFAULT_TARGET_MODULE,
        adoptPrefixes: Boolean(options.adoptPrefixes),
      },
      factsOf: factsOfMigration(migration),
      report: (s) => api.report(`${s.rule}:${s.line}: ${s.message}`),
    });
    return out ?? file.source;
  };
}
