/**
 * typed-config: config literals typed with the old config types that no construction in the
 * file consumed (exported, returned by an exported builder, handed to another module).
 *
 * Runs after `client-config` and `options` cleaned every config that reaches a
 * construction. In an object literal typed `ClientConfig`/`MCPConfig` (annotation,
 * `satisfies`, `as`, or a function's return type) the keys the runtime's `MCPConfig` does not
 * accept are removed, at the top (`throwOnLoadError`, `prefixToolNameWithServerName`, …) and
 * in the server entries (`defaultToolTimeout`, `outputHandling`, `restart`, …), and one marker
 * names them and where they go: such a config stays a type error otherwise, and the runtime
 * would not apply them.
 */
import {
  toJscodeshift,
  type SourceContext,
  type SourceMigration,
} from "../src/codemod/migration.js";
import { projectClients } from "./lib/project.js";
import { hasOldBindings, oldExportOf } from "./lib/old-package.js";
import { removeProperties } from "./lib/text.js";
import { treeIndex } from "./lib/tree-index.js";
import { keyName, unwrap } from "./lib/ast.js";
import { RUNTIME_ENTRY_KEYS } from "./lib/old-options.js";

const NAME = "typed-config";

/** The old types of a whole config. */
const CONFIG_TYPES = new Set(["ClientConfig", "MCPConfig"]);

/** Where the removed keys go, by key (the adapter's options, or an MCPClient's). */
const WHERE: Record<string, string> = {
  prefixToolNameWithServerName: "MCPAdapter's `toolNames` option",
  additionalToolNamePrefix: "MCPAdapter's `toolNames` option",
  defaultToolTimeout: "the `timeout` option (MCPAdapter's, or an MCPClient's per server)",
  authProvider: "an MCPClient's `auth` option (new MCPClient(url, { auth }))",
};

export const migration: SourceMigration = {
  kind: "source",
  name: NAME,
  description:
    "Remove the keys MCPConfig does not accept from config literals typed with the old config type, and mark where they go",
  prepasses: [projectClients],
  mentions: ["ClientConfig", "MCPConfig"],
  run(ctx) {
    if (!hasOldBindings(ctx)) return;
    const { j } = ctx;
    const index = treeIndex(ctx);
    const typed: { object: any; at: any }[] = [];
    index.find(j.VariableDeclarator).forEach((p: any) => {
      const init = p.node.init;
      if (!init) return;
      if (isOldConfigType(ctx, p, p.node.id.typeAnnotation)) typed.push(...objectsOf(p, init));
    });
    for (const t of ["TSSatisfiesExpression", "TSAsExpression"] as const) {
      index.find((j as any)[t]).forEach((p: any) => {
        if (isOldConfigType(ctx, p, p.node.typeAnnotation)) typed.push(...objectsOf(p, p.node));
      });
    }
    index.find(j.Function).forEach((p: any) => {
      if (!isOldConfigType(ctx, p, p.node.returnType)) return;
      const body = p.node.body;
      if (body.type !== "BlockStatement") return typed.push(...objectsOf(p, body));
      j(p.get("body"))
        .find(j.ReturnStatement)
        .forEach((r: any) => {
          if (r.node.argument) typed.push(...objectsOf(r, r.node.argument));
        });
    });
    const seen = new Set<any>();
    for (const { object, at } of typed) {
      if (seen.has(object) || ctx.isIgnored(object)) continue;
      seen.add(object);
      clean(ctx, at, object);
    }
  },
};

/** Does this annotation name the old config type (`ClientConfig`, `Promise<ClientConfig>`)? */
function isOldConfigType(ctx: SourceContext, path: any, type: any): boolean {
  let t = type?.type === "TSTypeAnnotation" ? type.typeAnnotation : type;
  if (t?.type !== "TSTypeReference") return false;
  if (t.typeName.type === "Identifier" && t.typeName.name === "Promise")
    t = t.typeParameters?.params?.[0];
  if (t?.type !== "TSTypeReference") return false;
  const name = oldExportOf(ctx, path, t.typeName);
  return name !== null && CONFIG_TYPES.has(name);
}

/** The object literal a value is (through `as`, `satisfies`, parentheses), with a path near it. */
function objectsOf(at: any, node: any): { object: any; at: any }[] {
  const n = unwrap(node);
  return n?.type === "ObjectExpression" ? [{ object: n, at }] : [];
}

/** The path of `node` below `from`. */
function pathBelow(ctx: SourceContext, from: any, node: any): any | null {
  const found = ctx.j(from).find(ctx.j.ObjectExpression, (n: any) => n === node);
  return found.size() ? found.paths()[0] : null;
}

function clean(ctx: SourceContext, at: any, object: any): void {
  // Only the `{ mcpServers }` shape: a bare server map (0.x) has server names at the top.
  if (!object.properties.some((p: any) => keyName(p) === "mcpServers")) return;
  const removed: string[] = [];
  const top = new Set<any>();
  for (const prop of object.properties) {
    const key = keyName(prop);
    if (key === null || key === "mcpServers") continue;
    top.add(prop);
    removed.push(key);
  }
  const servers = object.properties.find((p: any) => keyName(p) === "mcpServers");
  const map = unwrap(servers?.value);
  const entries: [any, Set<any>][] = [];
  if (map?.type === "ObjectExpression") {
    for (const entry of map.properties) {
      const e = unwrap(entry.value);
      if (e?.type !== "ObjectExpression") continue;
      const drop = new Set<any>(
        e.properties.filter((p: any) => {
          const k = keyName(p);
          return k !== null && !RUNTIME_ENTRY_KEYS.has(k);
        }),
      );
      if (!drop.size) continue;
      entries.push([e, drop]);
      for (const p of drop) removed.push(`${keyName(entry) ?? "?"}.${keyName(p)}`);
    }
  }
  if (!removed.length) return;
  // Inner objects first: the outer rebuild then reads their current text.
  for (const [e, drop] of entries) {
    const p = pathBelow(ctx, at, e);
    if (p) removeProperties(ctx, p, drop);
  }
  if (top.size) {
    const p = pathBelow(ctx, at, object) ?? (at.node === object ? at : null);
    if (p) removeProperties(ctx, p, top);
  }
  ctx.changed();
  const keys = [...new Set(removed.map((k) => k.split(".").pop()!))];
  const where = keys
    .filter((k) => WHERE[k])
    .map((k) => `\`${k}\` → ${WHERE[k]}`)
    .join("; ");
  ctx.todo(
    at.node,
    `${NAME}/removed-keys`,
    `removed ${removed.map((k) => `\`${k}\``).join(", ")}: MCPConfig holds only { mcpServers: { name: { command, args, env, cwd, stderr } | { url, headers } } } and the runtime does not accept the others here; pass the options where this config is used (new MCPAdapter(config, options))${where ? `: ${where}` : ""}`,
  );
}

export default toJscodeshift(migration);
