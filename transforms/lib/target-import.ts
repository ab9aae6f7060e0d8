/**
 * Importing names of the target runtime (`langchain-mcp-bridge` or `--target-module`).
 *
 * Transforms that introduce a runtime name (`MCPAdapter` for `loadMcpTools`, `loadMCPConfig`
 * for `fromConfigFile`, …) call `ensureTargetImport`, which reuses an existing import of the
 * target module, adds the specifier to it, or adds a declaration next to the old import, in
 * the file's module style (ESM `import` or CommonJS `require`). It never shadows a local.
 */
import type { SourceContext } from "../../src/codemod/migration.js";
import { isOldModuleExpression, isOldSource } from "./old-package.js";
import { treeIndex, type TreeIndex } from "./tree-index.js";
import { parsePattern } from "./text.js";

/** Every identifier name used in the file (declared or referenced), to avoid collisions. */
export function namesInFile(ctx: SourceContext, index: TreeIndex = treeIndex(ctx)): Set<string> {
  return new Set(index.identifierNames());
}

/**
 * A name that nothing in the file uses yet: `preferred`, else `Bridge<preferred>`, else a
 * numbered variant.
 */
export function uniqueName(
  ctx: SourceContext,
  preferred: string,
  taken = namesInFile(ctx),
): string {
  if (!taken.has(preferred)) return preferred;
  const alt = `Bridge${preferred[0].toUpperCase()}${preferred.slice(1)}`;
  if (!taken.has(alt)) return alt;
  for (let i = 2; ; i++) if (!taken.has(`${preferred}${i}`)) return `${preferred}${i}`;
}

/** Is the file CommonJS-style for the old package (only `require`, no `import` declarations)? */
export function usesRequire(ctx: SourceContext, index: TreeIndex = treeIndex(ctx)): boolean {
  const { j } = ctx;
  if (index.nodes(j.ImportDeclaration).length > 0) return false;
  if (/\.cjs$/.test(ctx.file.path)) return true;
  return index.nodes(j.CallExpression, isRequireCall).length > 0;
}

/** `require(…)` (what `find(j.CallExpression, { callee: { type, name: "require" } })` matched). */
function isRequireCall(n: any): boolean {
  const c = n.callee;
  return Boolean(c) && typeof c === "object" && c.type === "Identifier" && c.name === "require";
}

const specName = (s: any) => s.imported?.name ?? s.imported?.value;

/** The statement (top-level) that holds a path. */
function topStatement(p: any): any {
  let cur = p;
  while (cur.parent && cur.parent.node.type !== "Program") cur = cur.parent;
  return cur;
}

/**
 * Make `name` from the target module available and return its local identifier.
 * `type: true` asks for a type-only import when a new declaration is needed.
 */
export function ensureTargetImport(
  ctx: SourceContext,
  name: string,
  opts: { type?: boolean } = {},
): string {
  const { j } = ctx;
  const target = ctx.options.targetModule;
  // Every lookup below comes before this function changes the tree.
  const index = treeIndex(ctx);
  const existing = index.find(
    j.ImportDeclaration,
    (n: any) => n.source.value === target && !hasNamespace(n),
  );
  // Already imported?
  for (const p of existing as any[]) {
    for (const s of (p.node.specifiers ?? []) as any[]) {
      if (s.type === "ImportSpecifier" && specName(s) === name) {
        if (!opts.type && (p.node.importKind === "type" || s.importKind === "type")) continue;
        return s.local?.name ?? name;
      }
    }
  }
  const requires = targetRequires(ctx, index);
  for (const p of requires) {
    for (const prop of p.node.id.properties) {
      const key = prop.key?.name ?? prop.key?.value;
      if (key === name && prop.value?.type === "Identifier") return prop.value.name;
    }
  }
  const local = uniqueName(ctx, name, namesInFile(ctx, index));
  const spec = j.importSpecifier(j.identifier(name), local === name ? null : j.identifier(local));
  if (usesRequire(ctx, index)) {
    if (opts.type) return local; // types do not exist in CommonJS JavaScript
    const prop = j.property.from({
      kind: "init",
      key: j.identifier(name),
      value: j.identifier(local),
      shorthand: local === name,
    });
    const oldPattern = oldRequirePatterns(ctx, index)[0];
    if (requires.length) {
      addToPattern(ctx, requires[0], prop);
    } else if (oldPattern) {
      // `const { MultiServerMCPClient } = require("<old>")` becomes the target's require once
      // `imports` runs: add the name there rather than a second `require` statement.
      addToPattern(ctx, oldPattern, prop);
    } else {
      // Built from text: recast prints a new object pattern one key per line.
      const q = /require\(\s*'/.test(ctx.file.source) ? "'" : '"';
      const propText = local === name ? name : `${name}: ${local}`;
      const decl = j(`const { ${propText} } = require(${q}${target}${q});`)
        .find(j.VariableDeclaration)
        .get().node;
      insertAfterAnchor(ctx, decl, true, index);
    }
    ctx.changed();
    return local;
  }
  const valueDecl = existing.filter((p: any) => p.node.importKind !== "type")[0];
  const typeDecl = existing.filter((p: any) => p.node.importKind === "type")[0];
  const into = opts.type ? (typeDecl ?? valueDecl) : valueDecl;
  if (into) {
    into.node.specifiers = [...(into.node.specifiers ?? []), spec];
  } else {
    const decl = j.importDeclaration([spec], j.stringLiteral(target));
    if (opts.type) (decl as any).importKind = "type";
    insertAfterAnchor(ctx, decl, false, index);
  }
  ctx.changed();
  return local;
}

function hasNamespace(decl: any): boolean {
  return (decl.specifiers ?? []).some((s: any) => s.type === "ImportNamespaceSpecifier");
}

/** Add a property to a declarator's object pattern, keeping a one-line pattern on one line. */
function addToPattern(ctx: SourceContext, declarator: any, prop: any): void {
  const text = ctx.j(declarator.node.id).toSource();
  const propText = prop.shorthand ? prop.key.name : `${prop.key.name}: ${prop.value.name}`;
  if (text.includes("\n")) {
    declarator.node.id.properties.push(prop);
    return;
  }
  const next = text.replace(/\s*,?\s*}$/, `, ${propText} }`);
  declarator.node.id = parsePattern(ctx, next);
}

/** `const { … } = require("<old>")` declarators. */
function oldRequirePatterns(ctx: SourceContext, index: TreeIndex): any[] {
  return index.find(
    ctx.j.VariableDeclarator,
    (n: any) =>
      n.id?.type === "ObjectPattern" && isOldModuleExpression(n.init) && isOldRequireCall(n.init),
  );
}

function isOldRequireCall(node: any): boolean {
  return (
    node?.type === "CallExpression" &&
    node.callee?.type === "Identifier" &&
    node.callee.name === "require"
  );
}

/** `const { … } = require("<target>")` declarators at the top level. */
function targetRequires(ctx: SourceContext, index: TreeIndex): any[] {
  return index.find(
    ctx.j.VariableDeclarator,
    (n: any) =>
      n.id?.type === "ObjectPattern" &&
      n.init?.type === "CallExpression" &&
      isRequireCall(n.init) &&
      n.init.arguments[0]?.value === ctx.options.targetModule,
  );
}

/**
 * Insert a new top-level statement after the old package's import (or `require`), else after
 * the last import, else at the top. Keeps a leading comment (license, shebang) where it was.
 */
function insertAfterAnchor(ctx: SourceContext, stmt: any, cjs: boolean, index: TreeIndex): void {
  const { j, root } = ctx;
  const body = root.get().node.program.body as any[];
  let anchor = -1;
  if (cjs) {
    index.find(j.CallExpression).forEach((p: any) => {
      if (isOldModuleExpression(p.node)) {
        const top = topStatement(p);
        anchor = Math.max(anchor, body.indexOf(top.node));
      }
    });
  } else {
    body.forEach((s, i) => {
      if (s.type === "ImportDeclaration" && isOldSource(s.source.value))
        anchor = Math.max(anchor, i);
    });
    if (anchor < 0) {
      body.forEach((s, i) => {
        if (s.type === "ImportDeclaration") anchor = i;
      });
    }
  }
  if (anchor < 0) {
    // Skip directive prologue ("use strict").
    let i = 0;
    while (i < body.length && body[i].type === "ExpressionStatement" && body[i].directive) i++;
    body.splice(i, 0, stmt);
  } else {
    body.splice(anchor + 1, 0, stmt);
  }
}
