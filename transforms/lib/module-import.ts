/**
 * Importing a name from any module (`langchain`, `@langchain/core/messages`, …), for code
 * that the callback/hook transforms generate. `ensureTargetImport` covers the target module
 * only; this is its counterpart for the other packages a generated middleware needs.
 */
import type { SourceContext } from "../../src/codemod/migration.js";
import { treeIndex } from "./tree-index.js";
import { isOldSource } from "./old-package.js";
import { uniqueName, usesRequire } from "./target-import.js";

/**
 * Make `name` from `module` available at the top of the file and return its local name:
 * reuses an existing import (or destructured `require`) of that module, adds a specifier to
 * one, or adds a declaration after the last import (CommonJS files get a `require`).
 */
export function ensureModuleImport(ctx: SourceContext, module: string, name: string): string {
  const { j, root } = ctx;
  // Every lookup below comes before this function changes the tree.
  const index = treeIndex(ctx);
  const decls = index.find(
    j.ImportDeclaration,
    (n: any) => n.source.value === module && n.importKind !== "type",
  );
  for (const p of decls) {
    for (const s of p.node.specifiers ?? []) {
      if (s.type === "ImportSpecifier" && s.importKind !== "type" && s.imported.name === name)
        return s.local?.name ?? name;
    }
  }
  const requires = index.find(
    j.VariableDeclarator,
    (n: any) =>
      n.id?.type === "ObjectPattern" &&
      n.init?.type === "CallExpression" &&
      n.init.callee?.type === "Identifier" &&
      n.init.callee.name === "require" &&
      n.init.arguments[0]?.value === module,
  );
  for (const p of requires) {
    for (const prop of p.node.id.properties) {
      const key = prop.key?.name ?? prop.key?.value;
      if (key === name && prop.value?.type === "Identifier") return prop.value.name;
    }
  }
  const local = uniqueName(ctx, name);
  const body = root.get().node.program.body as any[];
  if (usesRequire(ctx)) {
    const member = local === name ? name : `${name}: ${local}`;
    // Built from text: recast would print a pattern it built itself one key per line.
    if (requires.length) {
      // Only the pattern is replaced: the statement stays the file's own, and keeps its place.
      const d = requires[0];
      const keys = d.node.id.properties.map((p: any) => ctx.j(p).toSource());
      const text = `const { ${[...keys, member].join(", ")} } = require(${JSON.stringify(module)});`;
      d.node.id = j(text).get().node.program.body[0].declarations[0].id;
    } else {
      const text = `const { ${member} } = require(${JSON.stringify(module)});`;
      const at = lastRequireIndex(j, body) + 1;
      const prev = body[at - 1];
      const fileLines = ctx.root.get().node.loc?.lines;
      if (prev && prev.loc?.lines !== fileLines) {
        // Two new statements parsed apart get glued on one line by recast: parse them together.
        const both = j(`${j(prev).toSource()}\n${text}`).get().node.program.body;
        body.splice(at - 1, 1, ...both);
      } else {
        body.splice(at, 0, j(text).get().node.program.body[0]);
      }
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
