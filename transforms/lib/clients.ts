/**
 * Old clients: where they are constructed, and which expressions hold one.
 *
 * `findConstructions` lists `new MultiServerMCPClient(…)` and `MultiServerMCPClient.fromConfigFile(…)`
 * with their config argument; `clientTracker` answers "is this expression an old client?"
 * for variables, class fields (including NestJS-style `this.client`), parameters typed with
 * the old class, and same-file factories or lazy getters that return one. Both match the
 * class by its import source, never by its name. Shared with the callback/hook transforms.
 */
import type { SourceContext } from "../../src/codemod/migration.js";
import { getOldBindings, oldExportOf } from "./old-package.js";
import { importFactsOf } from "./project.js";
import { treeIndex } from "./tree-index.js";
import { lookup } from "./scope.js";
import { unwrap } from "./ast.js";

export const CLIENT_CLASS = "MultiServerMCPClient";

export interface Construction {
  /**
   * Path of the `NewExpression` (or the `fromConfigFile` `CallExpression`, or the `super(…)`
   * call in the constructor of a subclass of the old class).
   */
  path: any;
  kind: "new" | "fromConfigFile" | "super";
  /** The config argument (first argument), if any. */
  config: any | null;
}

/** Is `node` (seen at `path`) the old client class? */
export function isClientClass(ctx: SourceContext, path: any, node: any): boolean {
  return oldExportOf(ctx, path, node) === CLIENT_CLASS;
}

/** Does the file import the old class from another module that re-exports it? */
function importsOldClass(ctx: SourceContext): boolean {
  return [...getOldBindings(ctx).values()].some((list) =>
    list.some((b) => b.exported === CLIENT_CLASS && b.reexported),
  );
}

/** Every construction of an old client in the file. */
export function findConstructions(ctx: SourceContext): Construction[] {
  const { j } = ctx;
  const out: Construction[] = [];
  // Every construction names the class (`new X`, `X.fromConfigFile`, `m.X`, a destructured
  // alias of it) or a re-export of it from another module (the pre-pass's facts): a file
  // with neither has none, and costs no traversal.
  if (!ctx.file.source.includes(CLIENT_CLASS) && !importsOldClass(ctx)) return out;
  const index = treeIndex(ctx);
  index.find(j.NewExpression).forEach((p: any) => {
    if (!isClientClass(ctx, p, p.node.callee)) return;
    out.push({ path: p, kind: "new", config: p.node.arguments[0] ?? null });
  });
  // `super(config)` in a subclass: its config migrates like a construction's.
  if (/\bsuper\s*\(/.test(ctx.file.source))
    index
      .find(j.CallExpression, (n: any) => n.callee.type === "Super")
      .forEach((p: any) => {
        const cls = enclosingClass(p);
        if (!cls?.superClass || !isClientClass(ctx, p, cls.superClass)) return;
        out.push({ path: p, kind: "super", config: p.node.arguments[0] ?? null });
      });
  if (!ctx.file.source.includes("fromConfigFile")) return out;
  index.find(j.CallExpression).forEach((p: any) => {
    const c = p.node.callee;
    if (
      c.type === "MemberExpression" &&
      !c.computed &&
      c.property.type === "Identifier" &&
      c.property.name === "fromConfigFile" &&
      isClientClass(ctx, p, c.object)
    ) {
      out.push({ path: p, kind: "fromConfigFile", config: p.node.arguments[0] ?? null });
    }
  });
  return out;
}

/** The paths `clientTracker` looks at, collected in one traversal of the tree. */
interface TrackerPaths {
  typedIdentifiers: any[];
  classProperties: any[];
  functions: any[];
  declarators: any[];
  assignments: any[];
  returns: any[];
  arrows: any[];
  /** `x = value` in parameters and destructuring patterns. */
  defaults: any[];
  /** `for (const c of list)`: the loop variable may be an element of a container. */
  forOfs: any[];
  /** `list.map((c) => …)`, `make().then((c) => …)`: the callback's parameter may be a client. */
  calls: any[];
}

/** Array methods whose callback's first parameter is an element of the array. */
const ELEMENT_CALLBACKS = new Set(["map", "forEach", "filter", "find", "some", "every", "flatMap"]);
/** …and `then`, whose callback's first parameter is what the promise gives. */
const CALLBACK_METHODS = new Set([...ELEMENT_CALLBACKS, "then"]);

/** `Owner.method(…)`: `Object.values(x)`, `Promise.resolve(x)`. */
function isStaticCall(n: any, owner: string, method: string): boolean {
  return (
    n?.type === "CallExpression" &&
    n.callee.type === "MemberExpression" &&
    n.callee.object.type === "Identifier" &&
    n.callee.object.name === owner &&
    memberName(n.callee.property) === method
  );
}

/** A class member's name as the tracker keys it: `x`, or `#x` for a private one. */
function memberName(key: any): string | null {
  if (key?.type === "Identifier") return key.name;
  if (key?.type === "PrivateName") return `#${key.id.name}`;
  return null;
}

/**
 * The class whose member `object.x` names when `object` is `this` or the class's own name
 * (a static member), seen at `path`.
 */
function memberClass(path: any, object: any): any | null {
  const cls = enclosingClass(path);
  if (!cls) return null;
  if (object.type === "ThisExpression") return cls;
  if (object.type === "Identifier" && cls.id?.name === object.name) return cls;
  return null;
}

function collectTrackerPaths(ctx: SourceContext): TrackerPaths {
  const { j } = ctx;
  // The kinds of paths the tracker reads, each in tree order (one shared walk of the tree).
  const index = treeIndex(ctx);
  const functions = index.find(j.Function);
  return {
    typedIdentifiers: index.find(j.Identifier, (n: any) => Boolean(n.typeAnnotation)),
    classProperties: [...index.find(j.ClassProperty), ...index.find(j.ClassPrivateProperty)],
    functions,
    declarators: index.find(j.VariableDeclarator),
    assignments: index.find(j.AssignmentExpression),
    returns: index.find(j.ReturnStatement),
    arrows: functions.filter((p: any) => p.node.type === "ArrowFunctionExpression"),
    defaults: index.find(j.AssignmentPattern),
    forOfs: index.find(j.ForOfStatement),
    calls: index.find(j.CallExpression, (n: any) =>
      Boolean(
        n.callee?.type === "MemberExpression" &&
        CALLBACK_METHODS.has(memberName(n.callee.property) ?? ""),
      ),
    ),
  };
}

/** Does this type annotation name the old class (`X`, `X | undefined`, `Promise<X>`)? */
export function isClientType(ctx: SourceContext, path: any, type: any): boolean {
  let t = type;
  if (t?.type === "TSTypeAnnotation") t = t.typeAnnotation;
  if (!t) return false;
  if (t.type === "TSUnionType") return t.types.some((x: any) => isClientType(ctx, path, x));
  if (t.type === "TSParenthesizedType") return isClientType(ctx, path, t.typeAnnotation);
  if (t.type === "TSTypeReference") {
    const name = t.typeName;
    if (name.type === "Identifier" && name.name === "Promise") {
      const arg = t.typeParameters?.params?.[0];
      return arg ? isClientType(ctx, path, arg) : false;
    }
    return oldExportOf(ctx, path, name) === CLIENT_CLASS;
  }
  return false;
}

export interface ClientTracker {
  /** Is `node` (an expression seen at `path`) an old client? */
  isClient(path: any, node?: any): boolean;
  /** The construction that a client expression comes from, when there is exactly one. */
  constructionOf(path: any, node?: any): Construction | null;
  /**
   * For an expression that is not known to be a client: the variable or `this` field it is read
   * from (`servers.get("a")`, `this.pool.main`) when that binding's value keeps a client where
   * the tracker cannot follow it (a `Map`, a field's object literal, a call's argument), else null.
   */
  holderOf(path: any, node?: any): string | null;
}

function enclosingClass(path: any): any | null {
  let p = path.parent;
  while (p) {
    if (p.node.type === "ClassBody") return p.parent.node;
    if (
      (p.node.type === "FunctionExpression" || p.node.type === "FunctionDeclaration") &&
      !(p.parent?.node.type === "MethodDefinition" || p.parent?.node.type === "ClassMethod")
    ) {
      // `function` expressions rebind `this`; arrows do not.
      if (p.parent?.node.type !== "MethodDefinition") return null;
    }
    p = p.parent;
  }
  return null;
}

/** The class method a `return` belongs to (not crossing a nested function). */
function enclosingMethod(path: any): { cls: any; name: string } | null {
  let p = path.parent;
  while (p) {
    const n = p.node;
    if (n.type === "ClassMethod" || n.type === "MethodDefinition") {
      if (n.key?.type !== "Identifier") return null;
      return { cls: p.parent.parent.node, name: n.key.name };
    }
    if (n.type === "FunctionExpression" && p.parent?.node.type === "MethodDefinition") {
      p = p.parent;
      continue;
    }
    if (/Function/.test(n.type)) return null;
    p = p.parent;
  }
  return null;
}

/** Name of the function a `return` belongs to (declaration or `const f = () => …`). */
function functionKey(path: any): { scope: any; name: string } | null {
  let p = path.parent;
  while (p) {
    const n = p.node;
    if (n.type === "FunctionDeclaration" && n.id) {
      return { scope: p.parent.scope ?? p.scope.parent, name: n.id.name };
    }
    if (n.type === "ArrowFunctionExpression" || n.type === "FunctionExpression") {
      const d = p.parent?.node;
      if (d?.type === "VariableDeclarator" && d.id.type === "Identifier")
        return { scope: p.parent.scope, name: d.id.name };
      if (
        (d?.type === "MethodDefinition" || d?.type === "ClassMethod" || d?.type === "Property") &&
        d.key?.type === "Identifier"
      )
        return null;
      return null;
    }
    if (n.type === "ClassMethod" || n.type === "ObjectMethod") return null;
    p = p.parent;
  }
  return null;
}

/**
 * Build a tracker for the file. It runs a few passes so that a factory returning a tracked
 * variable, and a variable holding a factory's result, are both found.
 */
export function clientTracker(ctx: SourceContext): ClientTracker {
  // One tracker per file, shared by the migrations until one of them changes the tree.
  return ctx.memo.get(TRACKER_KEY, () => buildTracker(ctx));
}
const TRACKER_KEY = "clients/tracker";

function buildTracker(ctx: SourceContext): ClientTracker {
  const { j } = ctx;
  const constructions = findConstructions(ctx);
  const paths = collectTrackerPaths(ctx);
  const constructionNodes = new Map<any, Construction>(constructions.map((c) => [c.path.node, c]));
  // Classes of this file that extend the old class: their instances are clients too.
  const subclasses = /\bextends\b/.test(ctx.file.source)
    ? treeIndex(ctx).find(j.ClassDeclaration, (n: any) => Boolean(n.id && n.superClass))
    : [];
  const subclassScopes = new Map<string, any>();
  for (const p of subclasses)
    if (isClientClass(ctx, p, p.node.superClass))
      subclassScopes.set(p.node.id.name, p.parent.scope);
  const isLocalSubclass = (path: any, callee: any) =>
    callee?.type === "Identifier" &&
    subclassScopes.has(callee.name) &&
    lookup(path.scope, callee.name) === subclassScopes.get(callee.name);
  /** (scope → name → construction or null) */
  const vars = new Map<any, Map<string, Construction | null>>();
  /** class node → field → construction or null */
  const fields = new Map<any, Map<string, Construction | null>>();
  /** factory functions: scope → name → construction or null */
  const factories = new Map<any, Map<string, Construction | null>>();
  /** factories returning `{ client, tools }`: scope → `name.prop` → construction or null */
  const factoryObjects = new Map<any, Map<string, Construction | null>>();
  /**
   * Object and array literals holding clients (`{ main: client }`, `[client]`): scope →
   * `name.prop`, or `name[]` for any element or value → construction or null.
   */
  const containers = new Map<any, Map<string, Construction | null>>();
  /** Modules of the project read with `await import(specifier)`: specifier → export → null. */
  const dynamicImports = new Map<any, Map<string, Construction | null>>();
  /** `import("./client.js")` with a literal specifier: the specifier, else null. */
  const importedSpecifier = (node: any): string | null => {
    let n = unwrap(node);
    if (n?.type === "AwaitExpression") n = unwrap(n.argument);
    const source =
      n?.type === "ImportExpression"
        ? n.source
        : n?.type === "CallExpression" && n.callee.type === "Import"
          ? n.arguments[0]
          : null;
    return source?.type === "StringLiteral" ||
      (source?.type === "Literal" && typeof source.value === "string")
      ? source.value
      : null;
  };
  const put = (m: Map<any, Map<string, any>>, k: any, name: string, c: Construction | null) => {
    let inner = m.get(k);
    if (!inner) m.set(k, (inner = new Map()));
    if (inner.has(name)) {
      const prev = inner.get(name);
      if (prev !== c) inner.set(name, prev ?? c ?? null);
      return false;
    }
    inner.set(name, c);
    return true;
  };
  const get = (m: Map<any, Map<string, any>>, k: any, name: string) => m.get(k)?.get(name);
  const has = (m: Map<any, Map<string, any>>, k: any, name: string) => m.get(k)?.has(name) ?? false;

  /** The construction behind an expression, `undefined` when not a client, `null` when unknown. */
  const resolve = (path: any, node: any, depth = 0): Construction | null | undefined => {
    const n = unwrap(node);
    if (!n || depth > 8) return undefined;
    if (n.type === "AwaitExpression") return resolve(path, n.argument, depth + 1);
    if (constructionNodes.has(n)) return constructionNodes.get(n)!;
    if (n.type === "NewExpression" && isClientClass(ctx, path, n.callee)) return null;
    if (n.type === "NewExpression" && isLocalSubclass(path, n.callee)) return null;
    // `this.getTools()` / `super.getTools()` in a subclass of the old class.
    if (n.type === "ThisExpression" || n.type === "Super") {
      const cls = enclosingClass(path);
      return cls?.superClass && isClientClass(ctx, path, cls.superClass) ? null : undefined;
    }
    if (n.type === "Identifier") {
      const scope = lookup(path.scope, n.name);
      if (scope && has(vars, scope, n.name)) return get(vars, scope, n.name);
      return undefined;
    }
    // `registry.math`, `pool[0]`, `(await import("./mcp.js")).default`
    if (n.type === "MemberExpression" || n.type === "OptionalMemberExpression") {
      const key = containerKey(n);
      const spec = importedSpecifier(n.object);
      if (spec !== null && has(dynamicImports, spec, key)) return get(dynamicImports, spec, key);
      const object = unwrap(n.object);
      const found =
        object?.type === "Identifier" ? containerEntry(path, object.name, key) : undefined;
      if (found !== undefined) return found;
    }
    if ((n.type === "MemberExpression" || n.type === "OptionalMemberExpression") && !n.computed) {
      const cls = memberClass(path, n.object);
      const name = memberName(n.property);
      if (cls && name && has(fields, cls, name)) return get(fields, cls, name);
      return undefined;
    }
    if (
      n.type === "CallExpression" &&
      n.callee.type === "MemberExpression" &&
      n.callee.object.type === "ThisExpression" &&
      n.callee.property.type === "Identifier"
    ) {
      const cls = enclosingClass(path);
      const key = `method:${n.callee.property.name}`;
      if (cls && has(fields, cls, key)) return get(fields, cls, key);
      return undefined;
    }
    // `Promise.resolve(client)`: a promise of a client counts as the client, as `await` does.
    if (isStaticCall(n, "Promise", "resolve")) return resolve(path, n.arguments[0], depth + 1);
    if (n.type === "CallExpression" && n.callee.type === "Identifier") {
      const scope = lookup(path.scope, n.callee.name);
      if (scope && has(factories, scope, n.callee.name))
        return get(factories, scope, n.callee.name);
      return undefined;
    }
    if (n.type === "LogicalExpression") {
      const a = resolve(path, n.left, depth + 1);
      const b = resolve(path, n.right, depth + 1);
      if (a === undefined && b === undefined) return undefined;
      return a === b ? a : (a ?? b ?? null);
    }
    if (n.type === "ConditionalExpression") {
      const a = resolve(path, n.consequent, depth + 1);
      const b = resolve(path, n.alternate, depth + 1);
      if (a === undefined && b === undefined) return undefined;
      return a === b ? a : null;
    }
    if (n.type === "AssignmentExpression") return resolve(path, n.right, depth + 1);
    return undefined;
  };

  /** `.prop` / `["prop"]` → `prop`; any other computed key → `*` (some element). */
  const containerKey = (n: any): string => {
    if (!n.computed) return memberName(n.property) ?? "*";
    const p = n.property;
    return p?.type === "StringLiteral" || (p?.type === "Literal" && typeof p.value === "string")
      ? p.value
      : "*";
  };
  /** The client held under `key` by the container variable `name`, as `resolve` answers. */
  const containerEntry = (path: any, name: string, key: string) => {
    const scope = lookup(path.scope, name);
    if (!scope) return undefined;
    const entry = key === "*" ? `${name}[]` : `${name}.${key}`;
    return has(containers, scope, entry) ? get(containers, scope, entry) : undefined;
  };
  /** An element of a container: `list`, `Object.values(registry)` (for `of` and callbacks). */
  const elementOf = (path: any, node: any) => {
    let n = unwrap(node);
    if (isStaticCall(n, "Object", "values")) n = unwrap(n.arguments[0]);
    return n?.type === "Identifier" ? containerEntry(path, n.name, "*") : undefined;
  };
  /** Records what an object or array literal bound to `name` holds; true when it grew. */
  const putContainer = (path: any, scope: any, name: string, literal: any): boolean => {
    let grew = false;
    const items =
      literal.type === "ArrayExpression"
        ? literal.elements.map((e: any) => ({ key: null, value: e }))
        : literal.properties
            .filter((q: any) => q.type === "Property" || q.type === "ObjectProperty")
            .map((q: any) => ({ key: q.computed ? null : memberName(q.key), value: q.value }));
    for (const { key, value } of items) {
      const c = value ? resolve(path, value) : undefined;
      if (c === undefined) continue;
      if (key) grew = put(containers, scope, `${name}.${key}`, c) || grew;
      grew = put(containers, scope, `${name}[]`, c) || grew;
    }
    return grew;
  };

  // Declarations that are typed with the old class hold a client whatever their initializer.
  const seedTyped = () => {
    paths.typedIdentifiers.forEach((p: any) => {
      const ann = p.node.typeAnnotation;
      if (!ann || !isClientType(ctx, p, ann)) return;
      const parent = p.parent.node;
      if (parent.type === "VariableDeclarator" && parent.id === p.node) {
        put(vars, p.parent.scope, p.node.name, null);
      } else if (parent.type === "TSParameterProperty") {
        const cls = enclosingClass(p.parent);
        if (cls) put(fields, cls, p.node.name, null);
      } else {
        // function parameter
        put(vars, p.scope, p.node.name, null);
      }
    });
    paths.classProperties.forEach((p: any) => {
      const name = memberName(p.node.key);
      if (!name) return;
      const cls = p.parent.parent.node;
      if (p.node.typeAnnotation && isClientType(ctx, p, p.node.typeAnnotation))
        put(fields, cls, name, null);
    });
    // Functions with a declared return type of the old class.
    paths.functions.forEach((p: any) => {
      if (!p.node.returnType || !isClientType(ctx, p, p.node.returnType)) return;
      const key = functionKey({ parent: p });
      if (key) put(factories, key.scope, key.name, null);
    });
  };
  seedTyped();
  // Clients imported from another module of the project (the cross-file pre-pass's facts):
  // an instance is a module-level variable holding a client, a factory a function returning one.
  const imported = importedClients(ctx);
  if (imported.length) {
    const program = treeIndex(ctx).find(j.Program)[0];
    const scope = program?.scope;
    if (scope) {
      for (const f of imported) {
        if (f.dynamic) {
          if (f.kind === "instance") put(dynamicImports, f.specifier, f.imported, null);
          continue;
        }
        // `lib.client` of `import * as lib`: a member of the module object, kept as a container's.
        const [root, member] = f.local.split(".");
        if (lookup(scope, root) !== scope) continue;
        if (member) {
          if (f.kind === "instance") put(containers, scope, f.local, null);
        } else if (f.kind === "subclass") subclassScopes.set(f.local, scope);
        else put(f.kind === "factory" ? factories : vars, scope, f.local, null);
      }
    }
  }

  for (let pass = 0; pass < 4; pass++) {
    let grew = false;
    paths.declarators.forEach((p: any) => {
      if (p.node.id.type !== "Identifier" || !p.node.init) return;
      const literal = unwrap(p.node.init);
      if (literal?.type === "ObjectExpression" || literal?.type === "ArrayExpression")
        grew = putContainer(p, p.scope, p.node.id.name, literal) || grew;
      // `const mod = await import("./client.js")`: the module object's clients.
      const spec = importedSpecifier(p.node.init);
      for (const [k, c] of (spec !== null && dynamicImports.get(spec)) || [])
        grew = put(containers, p.scope, `${p.node.id.name}.${k}`, c) || grew;
      const c = resolve(p, p.node.init);
      if (c === undefined) return;
      grew = put(vars, p.scope, p.node.id.name, c) || grew;
    });
    paths.assignments.forEach((p: any) => {
      const c = resolve(p, p.node.right);
      if (c === undefined) return;
      const left = p.node.left;
      if (left.type === "Identifier") {
        const scope = lookup(p.scope, left.name);
        if (scope) grew = put(vars, scope, left.name, c) || grew;
      } else if (left.type === "MemberExpression" && !left.computed) {
        const cls = memberClass(p, left.object);
        const name = memberName(left.property);
        if (cls && name) grew = put(fields, cls, name, c) || grew;
      }
    });
    paths.classProperties.forEach((p: any) => {
      const name = memberName(p.node.key);
      if (!p.node.value || !name) return;
      const c = resolve(p, p.node.value);
      if (c === undefined) return;
      grew = put(fields, p.parent.parent.node, name, c) || grew;
    });
    // `(c = client) => …`, `{ c = client } = {}`: the binding holds a client by default.
    paths.defaults.forEach((p: any) => {
      if (p.node.left.type !== "Identifier") return;
      const c = resolve(p, p.node.right);
      if (c === undefined) return;
      const scope = lookup(p.scope, p.node.left.name);
      // A parameter's default may hold the caller's value instead: not one construction.
      if (scope) grew = put(vars, scope, p.node.left.name, null) || grew;
    });
    // `return { client, tools }`: remember which properties hold a client.
    paths.returns.forEach((p: any) => {
      if (p.node.argument?.type !== "ObjectExpression") return;
      const key = functionKey(p);
      if (!key) return;
      for (const prop of p.node.argument.properties) {
        if (!(prop.type === "Property" || prop.type === "ObjectProperty") || prop.computed)
          continue;
        const c = resolve(p, prop.value);
        const name = prop.key.name ?? prop.key.value;
        if (c !== undefined && typeof name === "string")
          grew = put(factoryObjects, key.scope, `${key.name}.${name}`, c) || grew;
      }
    });
    // `const { client } = await createMcp()`
    paths.declarators.forEach((p: any) => {
      if (p.node.id.type !== "ObjectPattern") return;
      let init = unwrap(p.node.init);
      if (init?.type === "AwaitExpression") init = unwrap(init.argument);
      if (init?.type !== "CallExpression" || init.callee.type !== "Identifier") return;
      const scope = lookup(p.scope, init.callee.name);
      if (!scope) return;
      for (const prop of p.node.id.properties) {
        if (!(prop.type === "Property" || prop.type === "ObjectProperty") || prop.computed)
          continue;
        const name = prop.key.name ?? prop.key.value;
        const key = `${init.callee.name}.${name}`;
        if (!has(factoryObjects, scope, key) || prop.value.type !== "Identifier") continue;
        grew = put(vars, p.scope, prop.value.name, get(factoryObjects, scope, key)) || grew;
      }
    });
    paths.returns.forEach((p: any) => {
      if (!p.node.argument) return;
      const c = resolve(p, p.node.argument);
      if (c === undefined) return;
      const key = functionKey(p);
      if (key) grew = put(factories, key.scope, key.name, c) || grew;
      else {
        // A class method returning a client (a lazy getter): `this.getClient()`.
        const m = enclosingMethod(p);
        if (m) grew = put(fields, m.cls, `method:${m.name}`, c) || grew;
      }
    });
    paths.arrows.forEach((p: any) => {
      if (p.node.body.type === "BlockStatement") return;
      const c = resolve(p, p.node.body);
      if (c === undefined) return;
      const d = p.parent?.node;
      if (d?.type === "VariableDeclarator" && d.id.type === "Identifier")
        grew = put(factories, p.parent.scope, d.id.name, c) || grew;
    });
    // `for (const c of list)`, `list.map((c) => …)`: each element of a container of clients.
    paths.forOfs.forEach((p: any) => {
      const decl = p.node.left;
      const id = decl.type === "VariableDeclaration" ? decl.declarations[0]?.id : decl;
      if (id?.type !== "Identifier") return;
      const c = elementOf(p, p.node.right);
      if (c === undefined) return;
      const scope = lookup(p.get("body").scope, id.name);
      if (scope) grew = put(vars, scope, id.name, c) || grew;
    });
    paths.calls.forEach((p: any) => {
      const fn = p.node.arguments[0];
      const param = fn?.params?.[0];
      if (param?.type !== "Identifier" || !/Function/.test(fn.type)) return;
      const object = p.node.callee.object;
      const c =
        memberName(p.node.callee.property) === "then" ? resolve(p, object) : elementOf(p, object);
      if (c === undefined) return;
      const scope = lookup(p.get("arguments", 0, "body").scope, param.name);
      if (scope) grew = put(vars, scope, param.name, c) || grew;
    });
    if (!grew) break;
  }

  // Bindings whose value keeps a client somewhere inside (`new Map([["a", client]])`,
  // `pool = { main: client }` on a field): reads through them may reach a client.
  const holds = (path: any, value: any) =>
    value &&
    !/Function/.test(value.type) &&
    j(path)
      .find(j.Expression)
      .some((q: any) => q.node !== value && storesClient(q));
  /**
   * A client as a value (an element, an argument), not a receiver (`client.client("a")`), a
   * member's name (`x.client`) or a property key (`{ client: 1 }`).
   */
  const storesClient = (q: any) => {
    const parent = q.parent?.node;
    if (parent?.type === "MemberExpression" || parent?.type === "OptionalMemberExpression")
      return false;
    const isKey =
      (parent?.type === "Property" || parent?.type === "ObjectProperty") &&
      parent.key === q.node &&
      !parent.computed &&
      !parent.shorthand;
    return !isKey && resolve(q, q.node) !== undefined;
  };
  // Found on the first question only: few files read an old member the tracker cannot place.
  let held: { vars: Map<any, Set<string>>; fields: Map<any, Set<string>> } | null = null;
  const findHeld = () => {
    const heldVars = new Map<any, Set<string>>();
    const heldFields = new Map<any, Set<string>>();
    const hold = (m: Map<any, Set<string>>, k: any, name: string) => {
      if (!m.has(k)) m.set(k, new Set());
      m.get(k)!.add(name);
    };
    paths.declarators.forEach((p: any) => {
      if (p.node.id.type === "Identifier" && holds(p.get("init"), p.node.init))
        hold(heldVars, p.scope, p.node.id.name);
    });
    paths.classProperties.forEach((p: any) => {
      const name = memberName(p.node.key);
      if (name && holds(p.get("value"), p.node.value)) hold(heldFields, p.parent.parent.node, name);
    });
    paths.assignments.forEach((p: any) => {
      const left = p.node.left;
      if (!holds(p.get("right"), p.node.right)) return;
      if (left.type === "Identifier") {
        const scope = lookup(p.scope, left.name);
        if (scope) hold(heldVars, scope, left.name);
      } else if (left.type === "MemberExpression" && !left.computed) {
        const cls = memberClass(p, left.object);
        const name = memberName(left.property);
        if (cls && name) hold(heldFields, cls, name);
      }
    });
    return { vars: heldVars, fields: heldFields };
  };
  /** `a.b(c)[d]!` → the innermost object: `a`, or `this.b` for a field. */
  const rootOf = (node: any): any => {
    let n = unwrap(node);
    for (;;) {
      if (n?.type === "CallExpression" || n?.type === "OptionalCallExpression")
        n = unwrap(n.callee);
      else if (
        (n?.type === "MemberExpression" || n?.type === "OptionalMemberExpression") &&
        unwrap(n.object)?.type !== "ThisExpression"
      )
        n = unwrap(n.object);
      else return n;
    }
  };

  return {
    isClient(path: any, node: any = path.node) {
      return resolve(path, node) !== undefined;
    },
    constructionOf(path: any, node: any = path.node) {
      return resolve(path, node) ?? null;
    },
    holderOf(path: any, node: any = path.node) {
      held ??= findHeld();
      const { vars: heldVars, fields: heldFields } = held;
      const root = rootOf(node);
      if (root?.type === "Identifier") {
        const scope = lookup(path.scope, root.name);
        return scope && heldVars.get(scope)?.has(root.name) ? root.name : null;
      }
      if (root?.type === "MemberExpression" && !root.computed) {
        const cls = memberClass(path, root.object);
        const name = memberName(root.property);
        return cls && name && heldFields.get(cls)?.has(name) ? `this.${name}` : null;
      }
      return null;
    },
  };
}

/** An imported binding that the cross-file pre-pass found to be an old client (or a factory of one). */
export interface ImportedClient {
  local: string;
  /** `subclass`: a class of another module that extends the old one (its instances are clients). */
  kind: "instance" | "factory" | "subclass";
  /** Read from `await import(specifier)` (see `ImportFact.dynamic`). */
  dynamic?: true;
  specifier: string;
  imported: string;
}

/**
 * The old clients this file imports from other modules of the project, from the facts of the
 * pre-pass (keyed by absolute path). Empty without a pre-pass.
 */
export function importedClients(ctx: SourceContext): ImportedClient[] {
  return importFactsOf(ctx)
    .filter((f) => f.kind === "instance" || f.kind === "factory" || f.kind === "subclass")
    .map((f) => ({
      local: f.local,
      kind: f.kind as ImportedClient["kind"],
      dynamic: f.dynamic,
      specifier: f.specifier,
      imported: f.imported,
    }));
}
