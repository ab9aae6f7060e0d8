/**
 * The old class itself re-exported by a module, a fact about names rather than values:
 * `export { MultiServerMCPClient as ToolClient } from "<old>"`, `export * from "<old>"`, and
 * `import { MultiServerMCPClient as C } from "<old>"; export { C as ToolClient }`.
 */
import type { ts as TsApi } from "ts-morph";
import { typescript } from "../typescript.js";
import type { ExportFact } from "./facts.js";
import { CLIENT_CLASS, isOldSpecifier, oldClientNames } from "./old-names.js";

/** The names under which `file` exports the old class. */
export function oldClassExports(file: string, sf: TsApi.SourceFile): Record<string, ExportFact> {
  const ts = typescript();
  const out: Record<string, ExportFact> = {};
  const oldClass: ExportFact = { kind: "old-class", hooks: false, origin: file };
  const direct = oldClientNames(sf).direct;
  for (const st of sf.statements) {
    if (!ts.isExportDeclaration(st) || st.isTypeOnly) continue;
    const clause = st.exportClause;
    if (st.moduleSpecifier) {
      if (!isOldSpecifier(st.moduleSpecifier)) continue;
      // (`export * as ns from "<old>"` is a namespace: not followed)
      if (!clause) out[CLIENT_CLASS] = oldClass;
      else if (ts.isNamedExports(clause))
        for (const e of clause.elements)
          if ((e.propertyName ?? e.name).text === CLIENT_CLASS) out[e.name.text] = oldClass;
    } else if (clause && ts.isNamedExports(clause)) {
      for (const e of clause.elements)
        if (!e.isTypeOnly && direct.has((e.propertyName ?? e.name).text))
          out[e.name.text] = oldClass;
    }
  }
  return out;
}
