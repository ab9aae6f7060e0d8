/**
 * The clients one module builds and exports (instances, factories, classes, subclasses, tools,
 * server clients) and the old class it re-exports: what the pre-pass starts from.
 */
import type { ts as TsApi } from "ts-morph";
import type { ExportFact } from "../facts.js";
import { oldClientNames } from "../old-names.js";
import { commonJsFacts } from "./common-js.js";
import { declarationFacts } from "./declarations.js";
import { exportStatementFacts } from "./export-statements.js";
import type { ModuleReading } from "./reading.js";

/** What `file` exports that is an old client, gives one, or is the old class: by name. */
export function ownExports(file: string, sf: TsApi.SourceFile): Record<string, ExportFact> {
  const reading: ModuleReading = {
    file,
    names: oldClientNames(sf),
    local: new Map(),
    exports: {},
  };
  declarationFacts(reading, sf);
  // In statement order: a later export of a name replaces an earlier one.
  for (const st of sf.statements) {
    exportStatementFacts(reading, st);
    commonJsFacts(reading, st);
  }
  return reading.exports;
}
