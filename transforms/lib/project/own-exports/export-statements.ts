/**
 * ESM export statements of a module: `export { client }`, `export default client`, and the old
 * class re-exported (`export { MultiServerMCPClient as ToolClient } from "<old>"`,
 * `export * from "<old>"`, `import { MultiServerMCPClient as C } from "<old>"; export { C }`).
 */
import type { ts as TsApi } from "ts-morph";
import { typescript } from "../../typescript.js";
import type { ExportFact } from "../facts.js";
import { CLIENT_CLASS, isOldSpecifier } from "../old-names.js";
import { valueFact } from "./functions.js";
import type { ModuleReading } from "./reading.js";

/** Records what this statement exports, when it is an ESM export of a client or the class. */
export function exportStatementFacts(reading: ModuleReading, st: TsApi.Statement): void {
  const ts = typescript();
  if (ts.isExportDeclaration(st)) {
    if (!st.isTypeOnly && isOldSpecifier(st.moduleSpecifier)) oldClassReexport(reading, st);
    else if (!st.moduleSpecifier) localExports(reading, st);
  }
  // `export default client`, `export default new MultiServerMCPClient(…)`, `() => client`
  if (ts.isExportAssignment(st) && !st.isExportEquals) {
    const f = valueFact(reading, st.expression);
    if (f) reading.exports.default = { ...f, origin: reading.file };
  }
}

function oldClass(reading: ModuleReading): ExportFact {
  return { kind: "old-class", hooks: false, origin: reading.file };
}

/** `export * from "<old>"`, `export { MultiServerMCPClient as ToolClient } from "<old>"`. */
function oldClassReexport(reading: ModuleReading, st: TsApi.ExportDeclaration): void {
  const ts = typescript();
  if (!st.exportClause) reading.exports[CLIENT_CLASS] = oldClass(reading);
  // (`export * as ns from "<old>"` is a namespace: not followed)
  else if (ts.isNamedExports(st.exportClause)) {
    for (const e of st.exportClause.elements)
      if ((e.propertyName ?? e.name).text === CLIENT_CLASS)
        reading.exports[e.name.text] = oldClass(reading);
  }
}

/** `export { C as ToolClient }` of the imported old class, `export { client }` of a local. */
function localExports(reading: ModuleReading, st: TsApi.ExportDeclaration): void {
  const ts = typescript();
  if (!st.exportClause || !ts.isNamedExports(st.exportClause)) return;
  // (a type-only export of the class is no value: not followed)
  if (!st.isTypeOnly)
    for (const e of st.exportClause.elements)
      if (reading.names.direct.has((e.propertyName ?? e.name).text))
        reading.exports[e.name.text] = oldClass(reading);
  for (const e of st.exportClause.elements) {
    const f = reading.local.get((e.propertyName ?? e.name).text);
    if (f) reading.exports[e.name.text] = f;
  }
}
