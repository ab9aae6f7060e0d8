/**
 * What the tracker knows before it follows values: bindings typed with the old class, classes
 * that extend it, and clients imported from other modules (the cross-file pre-pass's facts).
 */
import { lookup } from "../scope.js";
import { treeIndex } from "../tree-index.js";
import { isClientClass, isClientType } from "./constructions.js";
import type { ImportedClient } from "./imported.js";
import type { TrackerPaths } from "./paths.js";
import { enclosingClass, functionKey, memberName } from "./positions.js";
import { put, type TrackerState } from "./state.js";

/** Classes of this file that extend the old class: their instances are clients too. */
export function seedSubclasses(s: TrackerState): void {
  const { ctx } = s;
  if (!/\bextends\b/.test(ctx.file.source)) return;
  const classes = treeIndex(ctx).find(ctx.j.ClassDeclaration, (n: any) =>
    Boolean(n.id && n.superClass),
  );
  for (const p of classes)
    if (isClientClass(ctx, p, p.node.superClass))
      s.subclassScopes.set(p.node.id.name, p.parent.scope);
}

/** Declarations typed with the old class hold a client whatever their initializer. */
export function seedTyped(s: TrackerState, paths: TrackerPaths): void {
  const { ctx } = s;
  paths.typedIdentifiers.forEach((p: any) => {
    if (!isClientType(ctx, p, p.node.typeAnnotation)) return;
    const parent = p.parent.node;
    if (parent.type === "VariableDeclarator" && parent.id === p.node) {
      put(s.vars, p.parent.scope, p.node.name, null);
    } else if (parent.type === "TSParameterProperty") {
      const cls = enclosingClass(p.parent);
      if (cls) put(s.fields, cls, p.node.name, null);
    } else {
      // function parameter
      put(s.vars, p.scope, p.node.name, null);
    }
  });
  paths.classProperties.forEach((p: any) => {
    const name = memberName(p.node.key);
    if (name && p.node.typeAnnotation && isClientType(ctx, p, p.node.typeAnnotation))
      put(s.fields, p.parent.parent.node, name, null);
  });
  // Functions with a declared return type of the old class.
  paths.functions.forEach((p: any) => {
    if (!p.node.returnType || !isClientType(ctx, p, p.node.returnType)) return;
    const key = functionKey({ parent: p });
    if (key) put(s.factories, key.scope, key.name, null);
  });
}

/**
 * Clients imported from another module of the project: an instance is a module-level variable
 * holding a client, a factory a function returning one, a subclass a class whose instances are.
 */
export function seedImported(s: TrackerState, imported: ImportedClient[]): void {
  if (!imported.length) return;
  const scope = treeIndex(s.ctx).find(s.ctx.j.Program)[0]?.scope;
  if (!scope) return;
  for (const f of imported) {
    if (f.dynamic) {
      if (f.kind === "instance") put(s.dynamicImports, f.specifier, f.imported, null);
      continue;
    }
    // `lib.client` of `import * as lib`: a member of the module object, kept as a container's.
    const [root, member] = f.local.split(".");
    if (lookup(scope, root) !== scope) continue;
    if (member) {
      if (f.kind === "instance") put(s.containers, scope, f.local, null);
    } else if (f.kind === "subclass") s.subclassScopes.set(f.local, scope);
    else put(f.kind === "factory" ? s.factories : s.vars, scope, f.local, null);
  }
}
