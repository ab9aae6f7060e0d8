/**
 * `await import("./client.js")`: the module object's client exports, read where the module
 * object is used. Each is keyed `import(<specifier>).<name>` (no binding has that name).
 */
import type { ts as TsApi } from "ts-morph";
import { typescript } from "../typescript.js";
import type { ExportsByFile, ImportsByFile } from "./facts.js";
import { addImport, dropIfEmpty, exportsNamedBy, type Following } from "./following.js";
import type { ProjectSources } from "./sources.js";
import { namesModules } from "./text-filters.js";

/** Adds to `imports` the exports of every module a file imports with `import("…")`. */
export function followDynamicImports(
  project: ProjectSources,
  exports: ExportsByFile,
  imports: ImportsByFile,
): void {
  const ts = typescript();
  const fl: Following = { project, exports, imports, names: namesModules(Object.keys(exports)) };
  for (const f of project.sources) {
    if (!project.text(f).includes("import(") || !fl.names.test(project.text(f))) continue;
    const visit = (n: TsApi.Node): void => {
      const spec = dynamicImportSpecifier(n);
      if (spec !== null) {
        for (const [k, fact] of Object.entries(exportsNamedBy(fl, f, spec) ?? {})) {
          const local = `import(${spec}).${k}`;
          addImport(imports, f, fact, { local, specifier: spec, imported: k, dynamic: true });
        }
        dropIfEmpty(imports, f);
      }
      ts.forEachChild(n, visit);
    };
    visit(project.parsed(f));
  }
}

/** `import("<spec>")` with a string literal: its specifier. */
function dynamicImportSpecifier(n: TsApi.Node): string | null {
  const ts = typescript();
  return ts.isCallExpression(n) &&
    n.expression.kind === ts.SyntaxKind.ImportKeyword &&
    n.arguments[0] &&
    ts.isStringLiteral(n.arguments[0])
    ? n.arguments[0].text
    : null;
}
