/**
 * Importing a name from any module (`langchain`, `@langchain/core/messages`, …), for code
 * that the callback/hook transforms generate. `ensureTargetImport` covers the target module
 * only; this is its counterpart for the other packages a generated middleware needs.
 */
import type { SourceContext } from "../../src/codemod/migration.js";
import { isOldSource } from "./old-package.js";
import { uniqueName, usesRequire } from "./target-import.js";

/**
 * Make `name` from `module` available at the top of the file and return its local name:
 * reuses an existing import (or destructured `require`) of that module, adds a specifier to
 * one, or adds a declaration after the last import (CommonJS files get a `require`).
 */
export function ensureModuleImport(ctx: SourceContext, module: string, name: string): string {
  const { j, root } = ctx;
  const decls = root
    .find(j.ImportDeclaration)
    .filter((p: any) => p.node.source.value === module && p.node.importKind !== "type")
    .paths() as any[];
  for (const p of decls) {
    for (const s of p.node.specifiers ?? []) {
      if (s.type === "ImportSpecifier" && s.importKind !== "type" && s.imported.name === name)
        return s.local?.name ?? name;
    }
  }
  const requires = root
    .find(j.VariableDeclarator, {
      id: { type: "ObjectPattern" },
      init: { type: "CallExpression", callee: { type: "Identifier", name: "require" } },
    })
    .filter((p: any) => p.node.init.arguments[0]?.value === module)
    .paths() as any[];
  for (const p of requires) {
    for (const prop of p.node.id.properties) {
      const key = prop.key?.name ?? prop.key?.value;
      if (key === name && prop.value?.type === "Identifier") return prop.value.name;
    }
  }
  const local = uniqueName(ctx, name);
  const body = root.get().node.program.body as any[];
  if (usesRequire(ctx)) {
    const prop = j.property.from({
      kind: "init",
      key: j.identifier(name),
      value: j.identifier(local),
      shorthand: local === name,
    });
    if (requires.length) {
      requires[0].node.id.properties.push(prop);
    } else {
      const decl = j.variableDeclaration("const", [
        j.variableDeclarator(
          j.objectPattern([prop]),
          j.callExpression(j.identifier("require"), [j.stringLiteral(module)]),
        ),
      ]);
      body.splice(lastRequireIndex(j, body) + 1, 0, decl);
    }
    ctx.changed();
    return local;
  }
  const spec = j.importSpecifier(j.identifier(name), local === name ? null : j.identifier(local));
  const into = decls.find((p) => !(p.node.specifiers ?? []).some(isNamespace));
  if (into) {
    into.node.specifiers = [...(into.node.specifiers ?? []), spec];
  } else {
    let anchor = -1;
    body.forEach((s, i) => {
      if (s.type === "ImportDeclaration") anchor = i;
    });
    // Keep the old package's import last-but-one so `imports` rewrites it where it stands.
    const decl = j.importDeclaration([spec], j.stringLiteral(module));
    body.splice(anchor + 1, 0, decl);
  }
  ctx.changed();
  return local;
}

function isNamespace(s: any): boolean {
  return s.type === "ImportNamespaceSpecifier" || s.type === "ImportDefaultSpecifier";
}

/** Index of the last top-level statement holding a `require(…)`, or of the old package's. */
function lastRequireIndex(j: any, body: any[]): number {
  let last = -1;
  body.forEach((s, i) => {
    if (
      j(s)
        .find(j.CallExpression, { callee: { name: "require" } })
        .size() > 0
    )
      last = i;
    if (s.type === "ImportDeclaration" && isOldSource(s.source.value)) last = i;
  });
  return last;
}
