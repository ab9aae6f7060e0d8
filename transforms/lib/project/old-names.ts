/**
 * How a module names the old client class: its imports and `require`s of the old package, and
 * the names the class goes by (a construction is the client tracker's to judge).
 */
import type { ts as TsApi } from "ts-morph";
import { OLD_MODULES } from "../../../src/codemod/migration.js";
import { typescript } from "../typescript.js";
import { bindingKey } from "./syntax.js";

export const CLIENT_CLASS = "MultiServerMCPClient";

/** Local names bound to the old class: directly (aliased or not), or through a namespace. */
export interface OldClassNames {
  direct: Set<string>;
  namespaces: Set<string>;
}

/**
 * The CommonJS imports of a module: `const <name> = require("<spec>")` at its top level, where
 * `name` is an identifier (the module object) or an object pattern (`{ a, b: c }`).
 */
export function requires(sf: TsApi.SourceFile): { spec: string; name: TsApi.BindingName }[] {
  const ts = typescript();
  const out: { spec: string; name: TsApi.BindingName }[] = [];
  for (const st of sf.statements) {
    if (!ts.isVariableStatement(st)) continue;
    for (const d of st.declarationList.declarations) {
      const init = d.initializer;
      if (
        init &&
        ts.isCallExpression(init) &&
        ts.isIdentifier(init.expression) &&
        init.expression.text === "require" &&
        init.arguments.length === 1 &&
        ts.isStringLiteral(init.arguments[0])
      )
        out.push({ spec: init.arguments[0].text, name: d.name });
    }
  }
  return out;
}

/** Local names bound to the old client class (`MultiServerMCPClient`, aliased or namespaced). */
export function oldClientNames(sf: TsApi.SourceFile): OldClassNames {
  const ts = typescript();
  const direct = new Set<string>();
  const namespaces = new Set<string>();
  for (const { spec, name } of requires(sf)) {
    if (!(OLD_MODULES as readonly string[]).includes(spec)) continue;
    // `const { MultiServerMCPClient: C } = require("<old>")`, `const lib = require("<old>")`
    if (ts.isIdentifier(name)) namespaces.add(name.text);
    else if (ts.isObjectBindingPattern(name))
      for (const e of name.elements)
        if (ts.isIdentifier(e.name) && bindingKey(e) === CLIENT_CLASS) direct.add(e.name.text);
  }
  for (const st of sf.statements) {
    if (!ts.isImportDeclaration(st) || !isOldSpecifier(st.moduleSpecifier)) continue;
    const b = st.importClause?.namedBindings;
    if (b && ts.isNamespaceImport(b)) namespaces.add(b.name.text);
    if (b && ts.isNamedImports(b)) {
      for (const e of b.elements) {
        if ((e.propertyName ?? e.name).text === CLIENT_CLASS) direct.add(e.name.text);
      }
    }
  }
  return { direct, namespaces };
}

/** `MultiServerMCPClient`, `Alias` or `ns.MultiServerMCPClient`, as the file names the class. */
export function namesOldClass(c: TsApi.Expression, names: OldClassNames): boolean {
  const ts = typescript();
  return (
    (ts.isIdentifier(c) && names.direct.has(c.text)) ||
    (ts.isPropertyAccessExpression(c) &&
      ts.isIdentifier(c.expression) &&
      names.namespaces.has(c.expression.text) &&
      c.name.text === CLIENT_CLASS)
  );
}

/** `"@langchain/mcp-adapters"` (or another name of the old package) as a module specifier. */
export function isOldSpecifier(node: TsApi.Expression | undefined): boolean {
  const ts = typescript();
  return Boolean(
    node && ts.isStringLiteral(node) && (OLD_MODULES as readonly string[]).includes(node.text),
  );
}
