/**
 * Which modules the name sweep (`transforms/sweep.ts`) reads besides those that name the old
 * package: a pre-pass over the run's files (TypeScript's parser, no type checker).
 * - a module that re-exports one that names the old package (`export * from "./mcp"`) stands
 *   for it;
 * - a module that imports one of those (any form: `import`, `export … from`, `require`,
 *   `import()`) may hold an old client under a name no transform follows;
 * - a module whose export such a module calls with an imported or constructed value
 *   (`load(client)`, `new Service(client)`) may receive an old client as a parameter.
 */
import type { ts as TsApi } from "ts-morph";
import { mentionsOldModule, type PrePass } from "../../src/codemod/migration.js";
import { resolveSpecifier } from "./module-resolution.js";
import { SOURCE_RE, namesModules } from "./project.js";
import { parseModule, typescript } from "./typescript.js";

export interface SweptFacts {
  /** Modules to sweep that do not name the old package (absolute paths, sorted). */
  files: string[];
}

/** Each module specifier of a file, with the local names it binds and whether it re-exports. */
interface ModuleRef {
  spec: string;
  locals: string[];
  reexports: boolean;
}

function moduleRefs(ts: typeof TsApi, sf: TsApi.SourceFile): ModuleRef[] {
  const out: ModuleRef[] = [];
  const visit = (n: TsApi.Node): void => {
    if (ts.isImportDeclaration(n) && ts.isStringLiteral(n.moduleSpecifier)) {
      const c = n.importClause;
      const b = c?.namedBindings;
      const locals = [
        ...(c?.name ? [c.name.text] : []),
        ...(b && ts.isNamespaceImport(b) ? [b.name.text] : []),
        ...(b && ts.isNamedImports(b) ? b.elements.map((e) => e.name.text) : []),
      ];
      out.push({ spec: n.moduleSpecifier.text, locals, reexports: false });
    } else if (
      ts.isExportDeclaration(n) &&
      n.moduleSpecifier &&
      ts.isStringLiteral(n.moduleSpecifier)
    )
      out.push({ spec: n.moduleSpecifier.text, locals: [], reexports: true });
    else if (
      ts.isCallExpression(n) &&
      (n.expression.kind === ts.SyntaxKind.ImportKeyword ||
        (ts.isIdentifier(n.expression) && n.expression.text === "require")) &&
      n.arguments[0] &&
      ts.isStringLiteral(n.arguments[0])
    ) {
      // `const { a, b } = require("…")`, `const mod = require("…")`: what it binds.
      const d = ts.isVariableDeclaration(n.parent) ? n.parent.name : undefined;
      const locals = !d
        ? []
        : ts.isIdentifier(d)
          ? [d.text]
          : ts.isObjectBindingPattern(d)
            ? d.elements.flatMap((e) => (ts.isIdentifier(e.name) ? [e.name.text] : []))
            : [];
      out.push({ spec: n.arguments[0].text, locals, reexports: false });
    }
    ts.forEachChild(n, visit);
  };
  visit(sf);
  return out;
}

/** Locals built in the file with `new` (`const client = new X(…)`): a client may be one. */
function constructed(ts: typeof TsApi, sf: TsApi.SourceFile): Set<string> {
  const out = new Set<string>();
  const visit = (n: TsApi.Node): void => {
    if (ts.isVariableDeclaration(n) && ts.isIdentifier(n.name) && n.initializer) {
      let init: TsApi.Expression = n.initializer;
      while (ts.isAwaitExpression(init) || ts.isParenthesizedExpression(init))
        init = init.expression;
      if (ts.isNewExpression(init)) out.add(n.name.text);
    }
    ts.forEachChild(n, visit);
  };
  visit(sf);
  return out;
}

/** The callees (`f(…)`, `new F(…)`) that receive one of `values` as an argument. */
function receiversOf(ts: typeof TsApi, sf: TsApi.SourceFile, values: Set<string>): Set<string> {
  const out = new Set<string>();
  const visit = (n: TsApi.Node): void => {
    if ((ts.isCallExpression(n) || ts.isNewExpression(n)) && ts.isIdentifier(n.expression)) {
      const handed = (n.arguments ?? []).some((a) => ts.isIdentifier(a) && values.has(a.text));
      if (handed) out.add(n.expression.text);
    }
    ts.forEachChild(n, visit);
  };
  visit(sf);
  return out;
}

export function findSweptModules(files: string[], read: (file: string) => string): SweptFacts {
  const ts = typescript();
  const sources = files.filter((f) => SOURCE_RE.test(f) && !f.endsWith(".d.ts"));
  const known = new Set(sources);
  const naming = new Set(sources.filter((f) => mentionsOldModule(read(f))));
  const refs = new Map<string, { sf: TsApi.SourceFile; refs: ModuleRef[] }>();
  const refsOf = (f: string) => {
    if (!refs.has(f)) {
      const sf = parseModule(f, read(f));
      refs.set(f, { sf, refs: moduleRefs(ts, sf) });
    }
    return refs.get(f)!;
  };
  const resolved = (f: string, r: ModuleRef) => resolveSpecifier(f, r.spec, known);
  // Modules standing for the old package: those naming it, and barrels re-exporting them.
  const old = new Set(naming);
  const importers = new Set<string>();
  for (let round = 0; round < 8; round++) {
    const names = namesModules([...old]);
    let grew = false;
    for (const f of sources) {
      if (old.has(f) || !names.test(read(f))) continue;
      for (const r of refsOf(f).refs) {
        const target = resolved(f, r);
        if (!target || !old.has(target)) continue;
        if (r.reexports && !old.has(f)) {
          old.add(f);
          grew = true;
        }
        importers.add(f);
      }
    }
    if (!grew) break;
  }
  // Modules whose exports receive, as an argument, a value imported from those or built here.
  const receivers = new Set<string>();
  for (const f of [...naming, ...importers]) {
    const { sf, refs: list } = refsOf(f);
    const values = constructed(ts, sf);
    for (const r of list) if (old.has(resolved(f, r) ?? "")) r.locals.forEach((l) => values.add(l));
    if (values.size === 0) continue;
    const callees = receiversOf(ts, sf, values);
    for (const r of list) {
      const target = resolved(f, r);
      if (target && r.locals.some((l) => callees.has(l))) receivers.add(target);
    }
  }
  const swept = [...importers, ...receivers, ...old].filter((f) => !naming.has(f));
  return { files: [...new Set(swept)].sort() };
}

/** The sweep's pre-pass: its `files` become candidates although they do not name the old package. */
export const sweptModules: PrePass<SweptFacts> = {
  name: "sweep/modules",
  run: findSweptModules,
  visits: (facts) => facts.files,
};
