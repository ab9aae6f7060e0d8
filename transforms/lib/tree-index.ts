/**
 * One walk of the tree that answers what `root.find(type)` answers, for all types at once.
 *
 * A jscodeshift `find` runs an ast-types `PathVisitor` over the whole tree and builds a path
 * object for every field of every node: ~2-6 ms on a 150-line file, and the migrations of a
 * file asked for a dozen of them. This walks the plain nodes once (same fields, same order as
 * the visitor: ast-types' field names of each node type), records every node with where it
 * sits, and builds a node's path only when asked, through the same `path.get(…)` chain the
 * visitor uses, so the paths are the very objects `find` returns.
 *
 * An index describes the tree as it was when it was built. `treeIndex(ctx)` is shared by the
 * migrations of a file through `ctx.memo`, which forgets it whenever a migration changed the
 * tree; once the running migration has said it changed the tree (`ctx.changed()`,
 * `ctx.todo`), `treeIndex` walks again instead (not shared). Code that changes the tree before
 * saying so must not read an index taken before its change (take a `freshIndex`), unless the
 * change cannot add what it looks for: lookups drop entries whose node is no longer where it
 * was (detached by a change), but nodes added after the walk are not in it.
 *
 * `MCP_MIGRATE_VERIFY_INDEX=1` checks every lookup against the `root.find` it replaces and
 * throws on a difference (for the fixture tests and corpus runs, not for users).
 */
import type { SourceContext } from "../../src/codemod/migration.js";

/** A node met by the walk, and where: enough to build its path when asked. */
class Entry {
  constructor(
    /** The node. */
    readonly n: any,
    /** The entry of the nearest node above it (null: the root's path). */
    readonly up: Entry | null,
    /** Field of the parent node, or the steps from the parent's path through plain objects. */
    readonly k: string | (string | number)[],
    /** Index in the field's array, or -1 (updated when the node moved in its array). */
    public i: number,
  ) {}
}

export interface TreeIndex {
  /** Paths of the nodes of this type (ast-types subtypes included), in `root.find` order. */
  find(type: any, match?: (node: any) => boolean): any[];
  /** The nodes of this type, in `root.find` order (no paths built). */
  nodes(type: any, match?: (node: any) => boolean): any[];
  /** The path of `node` where the walk first met it (still there), or null. */
  pathOf(node: any): any | null;
  /** Every path of `node` (still there), in `root.find` order. */
  pathsOf(node: any): any[];
  /** Every `Identifier` name in the tree (what `root.find(j.Identifier)` would list). */
  identifierNames(): Set<string>;
}

const KEY = "tree-index";

/** The index of the tree as the engine handed it to this migration (shared, see above). */
export function treeIndex(ctx: SourceContext): TreeIndex {
  // This migration changed the tree: the shared index may be out of date.
  if ((ctx as { isChanged?: () => boolean }).isChanged?.()) return freshIndex(ctx);
  return ctx.memo.get(KEY, () => buildIndex(ctx));
}

/** A new index of the tree as it is now (after this migration's own changes); not shared. */
export function freshIndex(ctx: SourceContext): TreeIndex {
  const index = buildIndex(ctx);
  ctx.memo.delete(KEY);
  return index;
}

const VERIFY = typeof process !== "undefined" && process.env?.MCP_MIGRATE_VERIFY_INDEX === "1";

/** Field names per node type (ast-types' order: the order its visitor walks them). */
const fieldCache = new WeakMap<object, Map<string, string[]>>();

function buildIndex(ctx: SourceContext): TreeIndex {
  const { j, root } = ctx;
  const types = j.types as any;
  let fields = fieldCache.get(types);
  if (!fields) fieldCache.set(types, (fields = new Map()));
  const fieldsOf = (node: any): string[] => {
    let f = fields!.get(node.type);
    if (!f) {
      f = types.getFieldNames(node) as string[];
      fields!.set(node.type, f);
    }
    return f;
  };
  const rootPath = root.paths()[0];
  const all: Entry[] = [];
  const visit = (n: any, up: Entry | null, k: string | (string | number)[], i: number) => {
    if (typeof n.type !== "string") return plain(n, up, i >= 0 ? [...steps(k), i] : k);
    const e = new Entry(n, up, k, i);
    all.push(e);
    children(n, e);
  };
  const steps = (k: string | (string | number)[]) => (typeof k === "string" ? [k] : k);
  // A plain object inside a node (no `type`): the visitor walks its own keys.
  const plain = (obj: any, up: Entry | null, at: string | (string | number)[]) => {
    const base = steps(at);
    if (Array.isArray(obj)) {
      for (let i = 0; i < obj.length; i++) {
        const v = obj[i];
        if (v && typeof v === "object") visit(v, up, base, i);
      }
      return;
    }
    for (const key of Object.keys(obj)) {
      const v = obj[key];
      if (v && typeof v === "object") visit(v, up, [...base, key], -1);
    }
  };
  const children = (n: any, e: Entry | null) => {
    const names = fieldsOf(n);
    for (let f = 0; f < names.length; f++) {
      const name = names[f];
      const v = n[name];
      if (!v || typeof v !== "object") continue;
      if (Array.isArray(v)) {
        for (let i = 0; i < v.length; i++) {
          const x = v[i];
          if (x && typeof x === "object") visit(x, e, name, i);
        }
      } else visit(v, e, name, -1);
    }
  };
  const file = rootPath?.value;
  if (file && typeof file === "object") children(file, null);

  // A node's path is rebuilt from the root on each lookup: `path.get` returns ast-types'
  // cached child paths, so this is cheap, and it follows paths that moved in their array.
  const pathOfEntry = (e: Entry): any => {
    const parent = e.up ? pathOfEntry(e.up) : rootPath;
    const p = e.i >= 0 ? parent.get(...steps(e.k), e.i) : parent.get(...steps(e.k));
    if (p.value !== e.n) throw new Error("tree index used after the tree changed");
    return p;
  };
  /**
   * Is the node still where the walk found it (all the way up)? A node whose array gained or
   * lost elements before it is still there, at its new index.
   */
  const attached = (e: Entry): boolean => {
    for (let c: Entry | null = e; c; c = c.up) {
      let holder = c.up ? c.up.n : file;
      for (const s of steps(c.k)) holder = holder?.[s];
      if (c.i < 0) {
        if (holder !== c.n) return false;
      } else if (holder?.[c.i] !== c.n) {
        const at = Array.isArray(holder) ? holder.indexOf(c.n) : -1;
        if (at < 0) return false;
        c.i = at;
      }
    }
    return true;
  };
  /** The entries by node type, grouped on the first lookup. */
  let grouped: Map<string, Entry[]> | null = null;
  const byTypeName = (): Map<string, Entry[]> => {
    if (!grouped) {
      grouped = new Map();
      for (const e of all) {
        const list = grouped.get(e.n.type);
        if (list) list.push(e);
        else grouped.set(e.n.type, [e]);
      }
    }
    return grouped;
  };
  /** Concrete type names that a (possibly abstract) type covers, per type asked. */
  const covers = new Map<any, string[]>();
  const typeNames = (type: any): string[] => {
    const byType = byTypeName();
    let names = covers.get(type);
    if (!names) {
      names = [...byType.keys()].filter((t) => type.check(byType.get(t)![0].n));
      covers.set(type, names);
    }
    return names;
  };
  const entries = (type: any): Entry[] => {
    const names = typeNames(type);
    if (names.length === 0) return [];
    if (names.length === 1) return byTypeName().get(names[0])!;
    const set = new Set(names);
    return all.filter((e) => set.has(e.n.type));
  };
  const select = (type: any, match?: (node: any) => boolean): Entry[] =>
    entries(type).filter((e) => (!match || match(e.n)) && attached(e));
  let byNode: Map<any, Entry[]> | null = null;
  const occurrences = (node: any): Entry[] => {
    if (!byNode) {
      byNode = new Map();
      for (const e of all) {
        const list = byNode.get(e.n);
        if (list) list.push(e);
        else byNode.set(e.n, [e]);
      }
    }
    return (byNode.get(node) ?? []).filter(attached);
  };
  let names: Set<string> | null = null;
  const find = (type: any, match?: (node: any) => boolean): any[] => {
    const out = select(type, match).map(pathOfEntry);
    if (VERIFY) {
      const expected = root
        .find(type)
        .paths()
        .filter((p: any) => !match || match(p.node));
      if (expected.length !== out.length || expected.some((p: any, i: number) => p !== out[i]))
        throw new Error(
          `tree index: find(${String(type)}) differs from root.find: ${describeDiff(expected, out)}`,
        );
    }
    return out;
  };
  const pathsOf = (node: any): any[] => {
    const out = occurrences(node).map(pathOfEntry);
    if (VERIFY) {
      const expected = root
        .find(j.Node)
        .paths()
        .filter((p: any) => p.node === node);
      if (expected.length !== out.length || expected.some((p: any, i: number) => p !== out[i]))
        throw new Error("tree index: pathsOf differs from root.find");
    }
    return out;
  };
  return {
    find,
    nodes: (type, match) =>
      VERIFY ? find(type, match).map((p: any) => p.node) : select(type, match).map((e) => e.n),
    pathOf: (node) => pathsOf(node)[0] ?? null,
    pathsOf,
    identifierNames() {
      if (!names) {
        names = new Set();
        for (const e of entries(j.Identifier)) if (attached(e)) names.add(e.n.name);
      }
      if (VERIFY) {
        const expected = new Set<string>();
        root.find(j.Identifier).forEach((p: any) => expected.add(p.node.name));
        if (expected.size !== names.size || [...expected].some((n) => !names!.has(n)))
          throw new Error("tree index: identifier names differ from root.find");
      }
      return names;
    },
  };
}

function describeDiff(expected: any[], actual: any[]): string {
  const show = (p: any) =>
    `${p.node.type}${p.node.name ? ` ${p.node.name}` : ""} in ${p.parent?.node.type}.${p.name}@${p.node.loc?.start.line ?? "new"}`;
  const a = new Set(actual);
  const e = new Set(expected);
  const missing = expected.filter((p) => !a.has(p)).map(show);
  const extra = actual.filter((p) => !e.has(p)).map(show);
  return `missing [${missing.join(", ")}], extra [${extra.join(", ")}]`;
}
