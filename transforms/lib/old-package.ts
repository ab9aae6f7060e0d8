/**
 * Which values in a file come from the old package.
 *
 * Everything here identifies old-package values by the *import source* (`import … from
 * "@langchain/mcp-adapters"`, `require(…)`, `await import(…)`), never by a name: a class
 * called `MultiServerMCPClient` imported from another package is not ours to touch.
 *
 * The transforms that change call shapes run before `imports` rewrites the import sources,
 * so they all see the old sources through these helpers.
 */
import { OLD_MODULES, type SourceContext } from "../../src/codemod/migration.js";

/** True for `@langchain/mcp-adapters`, `langchainjs-mcp-adapters` and their subpaths. */
export function isOldSource(value: unknown): boolean {
  return (
    typeof value === "string" && OLD_MODULES.some((m) => value === m || value.startsWith(`${m}/`))
  );
}

/** `require("<old>")` */
export function isOldRequire(node: any): boolean {
  return (
    node?.type === "CallExpression" &&
    node.callee?.type === "Identifier" &&
    node.callee.name === "require" &&
    node.arguments.length === 1 &&
    isStringLit(node.arguments[0]) &&
    isOldSource(node.arguments[0].value)
  );
}

/** `import("<old>")` (the TS parser gives `ImportExpression` or a `CallExpression` on `Import`). */
export function isOldDynamicImport(node: any): boolean {
  if (node?.type === "ImportExpression")
    return isStringLit(node.source) && isOldSource(node.source.value);
  return (
    node?.type === "CallExpression" &&
    node.callee?.type === "Import" &&
    isStringLit(node.arguments[0]) &&
    isOldSource(node.arguments[0].value)
  );
}

/** `require("<old>")`, `await import("<old>")` or `import("<old>")`. */
export function isOldModuleExpression(node: any): boolean {
  const inner = unwrap(node);
  if (inner?.type === "AwaitExpression") return isOldModuleExpression(inner.argument);
  return isOldRequire(inner) || isOldDynamicImport(inner);
}

export function isStringLit(node: any): boolean {
  return (
    (node?.type === "StringLiteral" || node?.type === "Literal") && typeof node.value === "string"
  );
}

/** Strip TS-only wrappers (`x as T`, `x!`, `x satisfies T`, `<T>x`) and parentheses. */
export function unwrap(node: any): any {
  let n = node;
  while (
    n &&
    (n.type === "TSAsExpression" ||
      n.type === "TSNonNullExpression" ||
      n.type === "TSSatisfiesExpression" ||
      n.type === "TSTypeAssertion" ||
      n.type === "ParenthesizedExpression")
  ) {
    n = n.expression;
  }
  return n;
}

/** What an identifier local to this file means in the old package. */
export interface OldBinding {
  /** The exported name (`MultiServerMCPClient`), or `*` for a namespace/module object. */
  exported: string;
  /** The scope that declares the local name. */
  scope: any;
  /** Declared by `import type` / `import { type X }`. */
  typeOnly: boolean;
}

/**
 * Every local name bound to something of the old package, keyed by local name, with the
 * scope that declares it (so a shadowing parameter of the same name is not confused).
 */
export function oldBindings(ctx: SourceContext): Map<string, OldBinding[]> {
  const { j, root } = ctx;
  const out = new Map<string, OldBinding[]>();
  const add = (local: string, b: OldBinding) => {
    out.set(local, [...(out.get(local) ?? []), b]);
  };
  // Imports sit in the program's body (or in a `declare module` block): read the body
  // directly unless the file has such a block.
  const imports = /\bdeclare\s+(module|namespace|global)\b/.test(ctx.file.source)
    ? root.find(j.ImportDeclaration).paths()
    : topLevel(ctx).filter((p: any) => p.node?.type === "ImportDeclaration");
  imports.forEach((p: any) => {
    if (!isOldSource(p.node.source.value)) return;
    const declType = p.node.importKind === "type";
    for (const s of p.node.specifiers ?? []) {
      const scope = p.scope;
      if (s.type === "ImportSpecifier") {
        add(s.local?.name ?? s.imported.name, {
          exported: s.imported.name,
          scope,
          typeOnly: declType || s.importKind === "type",
        });
      } else {
        add(s.local.name, { exported: "*", scope, typeOnly: declType });
      }
    }
  });
  // const { A, B: C } = require("<old>") / await import("<old>"); const m = require("<old>")
  // (only where the text has a call that could be one)
  if (!/\b(require|import)\s*\(/.test(ctx.file.source)) return out;
  root.find(j.VariableDeclarator).forEach((p: any) => {
    const init = p.node.init;
    if (!init || !isOldModuleExpression(init)) return;
    const scope = p.scope;
    if (p.node.id.type === "Identifier") {
      add(p.node.id.name, { exported: "*", scope, typeOnly: false });
    } else if (p.node.id.type === "ObjectPattern") {
      for (const prop of p.node.id.properties) {
        if ((prop.type === "Property" || prop.type === "ObjectProperty") && !prop.computed) {
          const key = prop.key.name ?? prop.key.value;
          const val = prop.value.type === "AssignmentPattern" ? prop.value.left : prop.value;
          if (val.type === "Identifier") add(val.name, { exported: key, scope, typeOnly: false });
        }
      }
    }
  });
  return out;
}

const BINDINGS_KEY = "old-package/bindings";
/** The paths of the program's top-level statements. */
function topLevel(ctx: SourceContext): any[] {
  const body = ctx.root.get("program", "body");
  const n = body.value?.length ?? 0;
  const out: any[] = [];
  for (let i = 0; i < n; i++) out.push(body.get(i));
  return out;
}

/** Memoised per tree: transforms ask many times. */
const cache = new WeakMap<object, Map<string, OldBinding[]>>();
export function getOldBindings(ctx: SourceContext): Map<string, OldBinding[]> {
  // Shared by every migration of the file through the context (the engine forgets it when a
  // migration changes the tree); the module-level memo serves contexts without one.
  const shared = ctx.shared as Map<string, unknown> | undefined;
  const hit = shared?.get(BINDINGS_KEY) as Map<string, OldBinding[]> | undefined;
  if (hit) return hit;
  const key = ctx.root.get().node;
  let b = cache.get(key);
  if (!b) {
    b = oldBindings(ctx);
    cache.set(key, b);
  }
  shared?.set(BINDINGS_KEY, b);
  return b;
}
/** Forget the memo (after a transform changed the bindings). */
export function resetOldBindings(ctx: SourceContext): void {
  cache.delete(ctx.root.get().node);
  (ctx.shared as Map<string, unknown> | undefined)?.delete(BINDINGS_KEY);
}

/**
 * The old export an expression names, resolved through the scope of `path`:
 * `MultiServerMCPClient` (imported, possibly aliased), `mcp.MultiServerMCPClient` (namespace,
 * `require`, `await import`), `require("<old>").loadMcpTools`. Null when it is not ours.
 */
export function oldExportOf(ctx: SourceContext, path: any, node: any = path.node): string | null {
  const n = unwrap(node);
  if (!n) return null;
  if (n.type === "Identifier") {
    const b = bindingFor(ctx, path, n.name);
    return b && b.exported !== "*" ? b.exported : null;
  }
  if (n.type === "MemberExpression" && !n.computed && n.property.type === "Identifier") {
    if (isModuleObject(ctx, path, n.object)) return n.property.name;
  }
  if (n.type === "TSQualifiedName" && n.left.type === "Identifier") {
    const b = bindingFor(ctx, path, n.left.name);
    if (b?.exported === "*") return n.right.name;
  }
  return null;
}

/** Is this expression the old module object (namespace import, `require`, `await import`)? */
export function isModuleObject(ctx: SourceContext, path: any, node: any): boolean {
  const n = unwrap(node);
  if (isOldModuleExpression(n)) return true;
  if (n?.type === "Identifier") return bindingFor(ctx, path, n.name)?.exported === "*";
  return false;
}

/** The old binding that `name` resolves to at `path`, if any. */
export function bindingFor(ctx: SourceContext, path: any, name: string): OldBinding | null {
  const list = getOldBindings(ctx).get(name);
  if (!list) return null;
  const scope = path?.scope?.lookup?.(name) ?? path?.scope?.lookupType?.(name) ?? null;
  // Type positions are not always tracked by ast-types' scopes: fall back to the declaration
  // scope being the program (module-level imports are the overwhelming case).
  if (!scope) return list.find((b) => b.scope?.isGlobal) ?? null;
  return list.find((b) => b.scope === scope) ?? null;
}

/** Does the file touch the old package at all (imports, requires, dynamic imports)? */
export function hasOldBindings(ctx: SourceContext): boolean {
  return getOldBindings(ctx).size > 0;
}
