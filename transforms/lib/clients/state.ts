/**
 * What the client tracker has learnt about one file: which bindings, fields, functions and
 * containers hold an old client, each with the construction it comes from (`null` when there is
 * more than one, or none the file shows).
 */
import type { SourceContext } from "../../../src/codemod/migration.js";
import { lookup } from "../scope.js";
import type { Construction } from "./constructions.js";

/** key → name → construction (or null: a client of unknown or several constructions). */
export type Table = Map<any, Map<string, Construction | null>>;

export interface TrackerState {
  ctx: SourceContext;
  /** Construction node → its construction. */
  constructionNodes: Map<any, Construction>;
  /** Classes that extend the old class (here or imported): name → the scope that binds it. */
  subclassScopes: Map<string, any>;
  /** scope → variable. */
  vars: Table;
  /** class node → field, or `method:name` for a method that returns a client. */
  fields: Table;
  /** scope → function returning a client. */
  factories: Table;
  /** Functions returning `{ client, tools }`: scope → `name.prop`. */
  factoryObjects: Table;
  /** Object and array literals holding clients: scope → `name.prop`, or `name[]` for any element. */
  containers: Table;
  /** Modules of the project read with `await import(specifier)`: specifier → export. */
  dynamicImports: Table;
}

export function emptyState(ctx: SourceContext, constructions: Construction[]): TrackerState {
  return {
    ctx,
    constructionNodes: new Map(constructions.map((c) => [c.path.node, c])),
    subclassScopes: new Map(),
    vars: new Map(),
    fields: new Map(),
    factories: new Map(),
    factoryObjects: new Map(),
    containers: new Map(),
    dynamicImports: new Map(),
  };
}

/** Record `name` under `key`; true when the table grew (a second construction makes it null). */
export function put(m: Table, key: any, name: string, c: Construction | null): boolean {
  let inner = m.get(key);
  if (!inner) m.set(key, (inner = new Map()));
  if (inner.has(name)) {
    const prev = inner.get(name);
    if (prev !== c) inner.set(name, prev ?? c ?? null);
    return false;
  }
  inner.set(name, c);
  return true;
}

export function get(m: Table, key: any, name: string): Construction | null | undefined {
  return m.get(key)?.get(name);
}

export function has(m: Table, key: any, name: string): boolean {
  return m.get(key)?.has(name) ?? false;
}

/** Is `callee` (seen at `path`) a class of this project that extends the old class? */
export function isSubclass(s: TrackerState, path: any, callee: any): boolean {
  return (
    callee?.type === "Identifier" &&
    s.subclassScopes.has(callee.name) &&
    lookup(path.scope, callee.name) === s.subclassScopes.get(callee.name)
  );
}
