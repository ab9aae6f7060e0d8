/**
 * Following the modules that import an exporting module (ESM imports, `require`s) or re-export
 * it (`export { client } from`, `export * from`, an import exported again), to a fixed point:
 * a re-exporting module exports the client too, so its importers are found in the next round.
 */
import type { ts as TsApi } from "ts-morph";
import { typescript } from "../typescript.js";
import type { ExportFact, ExportsByFile, ImportsByFile } from "./facts.js";
import { followRequires } from "./follow-requires.js";
import { addExport, addImport, exportsNamedBy, type Following } from "./following.js";
import type { ProjectSources } from "./sources.js";
import { namesModules } from "./text-filters.js";

/** Adds to `exports` and `imports` until a round learns nothing new (at most 8 rounds). */
export function followImports(
  project: ProjectSources,
  exports: ExportsByFile,
  imports: ImportsByFile,
): void {
  for (let round = 0; round < 8; round++) {
    const following: Following = {
      project,
      exports,
      imports,
      names: namesModules(Object.keys(exports)),
    };
    let grew = false;
    for (const f of project.sources) {
      // Cheap text filter: a relative specifier of the file must end in one of those modules.
      if (!following.names.test(project.text(f))) continue;
      if (followRequires(following, f)) grew = true;
      if (followStatements(following, f)) grew = true;
    }
    if (!grew) break;
  }
}

/** The file's `import … from` and `export … from` statements that name an exporting module. */
function followStatements(fl: Following, f: string): boolean {
  const ts = typescript();
  let grew = false;
  for (const st of fl.project.parsed(f).statements) {
    if (!ts.isImportDeclaration(st) && !ts.isExportDeclaration(st)) continue;
    const spec =
      st.moduleSpecifier && ts.isStringLiteral(st.moduleSpecifier) ? st.moduleSpecifier.text : "";
    if (!spec) continue;
    const theirs = exportsNamedBy(fl, f, spec);
    if (!theirs) continue;
    const learnt = ts.isImportDeclaration(st)
      ? followImport(fl, f, st, spec, theirs)
      : followReexport(fl, f, st, theirs);
    if (learnt) grew = true;
  }
  return grew;
}

/** `import client from`, `import * as lib from` (each as `lib.name`), `import { client } from`. */
function followImport(
  fl: Following,
  f: string,
  st: TsApi.ImportDeclaration,
  spec: string,
  theirs: Record<string, ExportFact>,
): boolean {
  const ts = typescript();
  const clause = st.importClause;
  if (!clause || clause.isTypeOnly) return false;
  let grew = false;
  const b = clause.namedBindings;
  const whole: [string, string][] = [];
  if (clause.name) whole.push([clause.name.text, "default"]);
  if (b && ts.isNamespaceImport(b))
    for (const k of Object.keys(theirs)) whole.push([`${b.name.text}.${k}`, k]);
  for (const [local, imported] of whole)
    if (addImport(fl.imports, f, theirs[imported], { local, specifier: spec, imported }))
      grew = true;
  if (!b || !ts.isNamedImports(b)) return grew;
  for (const e of b.elements) {
    const imported = (e.propertyName ?? e.name).text;
    const fact = theirs[imported];
    if (!fact) continue;
    if (addImport(fl.imports, f, fact, { local: e.name.text, specifier: spec, imported }))
      grew = true;
    if (exportedAgain(fl, f, e.name.text, fact)) grew = true;
  }
  return grew;
}

/** `import { client } from "./a.js"; export { client as c };`: the file exports it too. */
function exportedAgain(fl: Following, f: string, local: string, fact: ExportFact): boolean {
  const ts = typescript();
  let grew = false;
  for (const st of fl.project.parsed(f).statements) {
    if (!ts.isExportDeclaration(st) || st.moduleSpecifier || !st.exportClause) continue;
    if (!ts.isNamedExports(st.exportClause)) continue;
    for (const x of st.exportClause.elements)
      if ((x.propertyName ?? x.name).text === local && addExport(fl.exports, f, x.name.text, fact))
        grew = true;
  }
  return grew;
}

/** `export { client as c } from "./a.js"`, `export * from "./a.js"` (every name but `default`). */
function followReexport(
  fl: Following,
  f: string,
  st: TsApi.ExportDeclaration,
  theirs: Record<string, ExportFact>,
): boolean {
  const ts = typescript();
  // A re-exporting file is an exporter for the next round's text filter, whatever it re-exports.
  fl.exports[f] ??= {};
  const pairs: [string, string][] =
    st.exportClause && ts.isNamedExports(st.exportClause)
      ? st.exportClause.elements.map((x) => [(x.propertyName ?? x.name).text, x.name.text])
      : Object.keys(theirs)
          .filter((k) => k !== "default")
          .map((k) => [k, k]);
  let grew = false;
  for (const [from, to] of pairs)
    if (theirs[from] && addExport(fl.exports, f, to, theirs[from])) grew = true;
  return grew;
}
