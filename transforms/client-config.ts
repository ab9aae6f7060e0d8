/**
 * client-config: how an old client is constructed, and its server entries.
 *
 * Runs after `legacy-0x` folded `connectToServerVia*` / `addConnections` into the
 * construction, before `options` splits the old options out:
 * - `MultiServerMCPClient.fromConfigFile(p)` (awaited or not) → `new MultiServerMCPClient(loadMCPConfig(p))`;
 * - `new MultiServerMCPClient()` (0.2/0.3 read `./mcp.json`) → `new …(loadMCPConfig("mcp.json"))`;
 * - a bare server map (`new …({ math: {…} })`, 0.x and the flat shape) → `{ mcpServers: … }`;
 * - every entry it can see (inline, same-file `const`, spreads, conditional spreads, entries
 *   built inside `Object.fromEntries(…)`): `transport`/`type` dropped where inferred, SSE kept
 *   explicit (the runtime accepts it with a deprecation warning), websocket → TODO,
 *   `restart`/`reconnect`/`automaticSSEFallback`/`useNodeEventSource` removed with a note;
 * - entries that need a client-level setting (`authProvider`, a non-default `stderr`, a
 *   per-server `defaultToolTimeout`) turn the target into a `ClientGroup` of `MCPClient`s.
 * The class name itself is renamed by `imports`.
 */
import {
  toJscodeshift,
  type SourceContext,
  type SourceMigration,
} from "../src/codemod/migration.js";
import { projectClients } from "./lib/project.js";
import { declaredConfigsOf, importedConfigOf, projectConfigs } from "./lib/project-configs.js";
import { findConstructions, type Construction } from "./lib/clients.js";
import { describe, looksLikeEntry, pathOf, resolveObject } from "./lib/config.js";
import { hasOldBindings } from "./lib/old-package.js";
import { reportable } from "./lib/report.js";
import { ensureTargetImport } from "./lib/target-import.js";
import { treeIndex } from "./lib/tree-index.js";
import { buildObject, removeProperties } from "./lib/text.js";
import { clientGroupFor, entryNeedsClient } from "./lib/client-group.js";
import { lookup } from "./lib/scope.js";
import { lateServersOf } from "./lib/late-servers.js";
import {
  HTTP_TYPES,
  keepsSseFallbackOff,
  REMOVED_SERVER_OPTIONS,
  removedOptionNote,
} from "./lib/old-options.js";
import { keyName, literalValue, propOf, unwrap } from "./lib/ast.js";

const NAME = "client-config";

/** `transport`/`type` values the runtime infers from `command` / `url`. */
const INFERRED = new Set(["stdio", "http", "streamable_http", "streamable-http", "streamableHttp"]);

export const migration: SourceMigration = {
  kind: "source",
  name: NAME,
  description:
    "Construct MCPAdapter from the old client's config: fromConfigFile, ./mcp.json, bare server maps, and server entries",
  prepasses: [projectClients, projectConfigs],
  // Every construction names the class (`new X`, `X.fromConfigFile`, `m.X`).
  mentions: ["MultiServerMCPClient"],
  run(ctx) {
    // Configs this module declares for constructions in other modules (the pre-pass's facts).
    for (const declared of declaredConfigsOf(ctx)) migrateDeclaredConfig(ctx, declared.path);
    if (!hasOldBindings(ctx)) return;
    const { j } = ctx;
    for (const c of findConstructions(ctx)) {
      if (ctx.isIgnored(c.path.node)) continue;
      if (c.kind === "fromConfigFile") {
        const loader = ensureTargetImport(ctx, "loadMCPConfig");
        const callee = c.path.node.callee.object;
        const args = c.config ? [c.config] : [];
        const replacement = j.newExpression(callee, [j.callExpression(j.identifier(loader), args)]);
        // `await MultiServerMCPClient.fromConfigFile(p)` awaited a synchronous static.
        const parent = c.path.parent;
        if (parent.node.type === "AwaitExpression") parent.replace(replacement);
        else c.path.replace(replacement);
        ctx.changed();
        continue;
      }
      if (!c.config) {
        const loader = ensureTargetImport(ctx, "loadMCPConfig");
        c.path.node.arguments = [
          j.callExpression(j.identifier(loader), [j.stringLiteral("mcp.json")]),
        ];
        ctx.note(
          c.path.node,
          `${NAME}/default-mcp-json`,
          "the old client read ./mcp.json when given no config; it is now loaded explicitly with loadMCPConfig, which fails when the file is missing or names an unset ${VAR}",
        );
        ctx.changed();
        continue;
      }
      migrateConfig(ctx, c);
    }
  },
};

/** Is this a `loadMCPConfig(…)` call (from us or the user)? Its result is a clean MCPConfig. */
export function isLoaderCall(node: any): boolean {
  const n = unwrap(node);
  return (
    n?.type === "CallExpression" &&
    n.callee.type === "Identifier" &&
    /loadMCPConfig$/.test(n.callee.name)
  );
}

function migrateConfig(ctx: SourceContext, c: Construction): void {
  const arg = c.config;
  if (isLoaderCall(arg)) return;
  const r = resolveObject(ctx, c.path, arg);
  // Declared in another module of this run: migrated there (see `migrateDeclaredConfig`).
  if (!r.object && importedConfigOf(ctx, c.path, arg)) return;
  if (!r.object) {
    ctx.todo(
      c.path.node,
      `${NAME}/unresolved-config`,
      `the config \`${describe(ctx, arg)}\` cannot be followed in this file (${r.reason}): MCPAdapter takes { mcpServers: { name: entry } } (wrap a bare server map), entries without "transport"/"type" keys (except "sse"), and the old options (prefixToolNameWithServerName, …) as a second argument`,
    );
    return;
  }
  let objPath = r.path ?? pathOf(ctx, c.path, r.object);
  if (r.via.length) noteLateMutations(ctx, c, r.via[0]);
  let servers = propOf(r.object, "mcpServers");
  const found: ServerWalk = { anchor: c.path.node, entries: [] };
  if (!servers) {
    // `{ ...base, … }`: a whole config spread in (its `mcpServers` migrates where it is), or
    // a bare server map; a spread that cannot be followed leaves the two undecided.
    const shape = spreadShape(ctx, objPath ?? c.path, r.object);
    if (shape === "unknown") {
      ctx.todo(
        c.path.node,
        `${NAME}/unresolved-config`,
        `the config \`${describe(ctx, arg)}\` is built from spreads that cannot be followed in this file: MCPAdapter takes { mcpServers: { name: entry } } (wrap a bare server map), entries without "transport"/"type" keys (except "sse"), and the old options (prefixToolNameWithServerName, …) as a second argument`,
      );
      return;
    }
    if (shape) {
      servers = propOf(shape.object, "mcpServers");
      objPath = shape.path;
    }
  }
  // `{} as ClientConfig`, its servers assigned later: a whole config, never wrapped again.
  const late = r.via.length ? lateServersOf(ctx, c.path, r.via[0]) : null;
  if (late?.assigned) {
    collectServers(ctx, late.assigned.path, late.assigned.node, found);
    if (servers) collectServers(ctx, objPath, servers.value, found);
  } else if (!servers && late?.typedAsConfig) {
    ctx.todo(
      c.path.node,
      `${NAME}/unresolved-servers`,
      `the config \`${describe(ctx, arg)}\` is typed as the old ClientConfig but its mcpServers cannot be followed in this file: check that its entries are { command, args, env, cwd } or { url, headers } (and "transport": "sse" only for SSE servers)`,
    );
    return;
  } else if (servers) {
    collectServers(ctx, objPath, servers.value, found);
  } else {
    collectServerMap(ctx, objPath, r.object, found);
  }
  const entries = found.entries;
  if (servers) dropShadowedTimeouts(ctx, r.object, entries);
  const needClient = entries.filter((e) => e.object && entryNeedsClient(e.object));
  for (const e of entries) {
    e.anchor = c.path.node;
    if (e.object) migrateEntry(ctx, e);
  }
  if (!servers && !late?.assigned) {
    // A bare server map: the old constructor wrapped it; MCPAdapter wants it wrapped.
    c.path.node.arguments[0] = buildObject(ctx, [
      { key: "mcpServers", value: c.path.node.arguments[0] },
    ]);
    ctx.changed();
  }
  if (needClient.length) {
    const group = servers && r.via.length === 0 && clientGroupFor(ctx, c, entries);
    if (!group) markClientSettings(ctx, needClient);
  }
}

/**
 * A config literal that constructions in other modules use (`export const config = { … }`):
 * its entries migrate here, as for a construction of this file; an entry that needs a
 * client-level setting is marked (a `ClientGroup` is built only where the adapter is).
 */
function migrateDeclaredConfig(ctx: SourceContext, at: any): void {
  const servers = propOf(at.node, "mcpServers");
  if (!servers) return;
  const found: ServerWalk = { anchor: at.node, entries: [] };
  collectServers(ctx, at, servers.value, found);
  dropShadowedTimeouts(ctx, at.node, found.entries);
  markClientSettings(
    ctx,
    found.entries.filter((e) => e.object && entryNeedsClient(e.object)),
  );
  for (const e of found.entries) {
    e.anchor = at.node;
    if (e.object) migrateEntry(ctx, e);
  }
}

/** The old client let a top-level `defaultToolTimeout` win over the per-server ones. */
function dropShadowedTimeouts(ctx: SourceContext, config: any, entries: EntrySite[]): void {
  if (!propOf(config, "defaultToolTimeout")) return;
  for (const e of entries) {
    const t = e.object && propOf(e.object, "defaultToolTimeout");
    if (!t) continue;
    ctx.note(
      t,
      `${NAME}/shadowed-timeout`,
      `server "${e.name ?? "?"}": its defaultToolTimeout never applied (the old client let the top-level one win), so it is removed and the adapter's timeout keeps the old behaviour; for a per-server timeout, build it as new MCPClient(target, { timeout }) in a ClientGroup`,
    );
    if (e.path?.node === e.object) {
      removeProperties(ctx, e.path, new Set([t]));
      e.object = e.path.node;
    } else removeProp(e.object, t);
    ctx.changed();
  }
}

function markClientSettings(ctx: SourceContext, needClient: EntrySite[]): void {
  for (const e of needClient) {
    ctx.todo(
      e.object,
      `${NAME}/client-settings`,
      `server "${e.name ?? "?"}" needs a client-level setting (authProvider → auth, stderr, per-server timeout): build it as \`new MCPClient(target, { auth, timeout })\` inside a \`new ClientGroup({ … })\` passed to MCPAdapter`,
    );
  }
}

/**
 * For a config without its own `mcpServers`: the spread object that holds one (a whole config
 * spread in), null when every spread is followed and none does (a bare server map), or
 * "unknown" when a spread cannot be followed and no key of the literal itself tells.
 */
function spreadShape(
  ctx: SourceContext,
  at: any,
  object: any,
): { object: any; path: any } | null | "unknown" {
  let unknown = false;
  for (const prop of object.properties) {
    if (prop.type !== "SpreadElement" && prop.type !== "SpreadProperty") continue;
    const r = resolveObject(ctx, at, prop.argument);
    if (!r.object) unknown = true;
    else if (propOf(r.object, "mcpServers"))
      return { object: r.object, path: r.path ?? pathOf(ctx, at, r.object) };
  }
  const ownKeys = object.properties.some(
    (p: any) => p.type !== "SpreadElement" && p.type !== "SpreadProperty",
  );
  return unknown && !ownKeys ? "unknown" : null;
}

/**
 * `config.mcpServers.x.headers = …` after the client was created: the old client had copied
 * the config (schema parse) when it was created, so such a change did nothing; MCPAdapter
 * reads the entries when it connects, so now it takes effect.
 */
function noteLateMutations(ctx: SourceContext, c: Construction, name: string): void {
  const at = c.path.node.loc?.end;
  if (!at) return;
  const scope = lookup(c.path.scope, name);
  treeIndex(ctx)
    .find(ctx.j.AssignmentExpression)
    .forEach((p: any) => {
      let left = p.node.left;
      while (left.type === "MemberExpression") left = left.object;
      if (left.type !== "Identifier" || left.name !== name || left === p.node.left) return;
      if (lookup(p.scope, name) !== scope) return;
      const loc = p.node.loc?.start;
      if (!loc || loc.line < at.line || (loc.line === at.line && loc.column < at.column)) return;
      ctx.note(
        p.node,
        `${NAME}/mutated-after-creation`,
        `\`${name}\` is changed after the client was created: the old client had already copied it, so this had no effect; MCPAdapter reads its config when it connects, so now it does`,
      );
    });
}

/** The server entries found so far, and the construction they belong to. */
interface ServerWalk {
  /** The construction: reported instead of nodes built from text. */
  anchor: any;
  entries: EntrySite[];
}

export interface EntrySite {
  /** Reported instead of a node that was built from text (no line in this file). */
  anchor?: any;
  /** Server name when static. */
  name: string | null;
  /** The entry's object literal, or null when it cannot be seen. */
  object: any | null;
  path: any;
}

/** The value of `mcpServers`: an object literal, a `const`, or something computed. */
function collectServers(ctx: SourceContext, at: any, node: any, out: ServerWalk): void {
  const n = unwrap(node);
  if (n?.type === "ObjectExpression") return collectServerMap(ctx, at, n, out);
  if (n?.type === "Identifier") return followServerMap(ctx, at, n, out, "the server map");
  if (!scanEntries(ctx, at, n, out)) {
    ctx.todo(
      reportable(ctx, at.node, out.anchor),
      `${NAME}/unresolved-servers`,
      `the server map \`${describe(ctx, n)}\` is computed: check that its entries are { command, args, env, cwd } or { url, headers } (and "transport": "sse" only for SSE servers)`,
    );
  }
}

/** A server map held in a same-file binding: followed, or a TODO saying what to change by hand. */
function followServerMap(
  ctx: SourceContext,
  at: any,
  id: any,
  out: ServerWalk,
  subject: string,
): void {
  const r = resolveObject(ctx, at, id);
  if (r.object) return collectServerMap(ctx, r.path ?? pathOf(ctx, at, r.object), r.object, out);
  ctx.todo(
    reportable(ctx, at.node, out.anchor),
    `${NAME}/unresolved-servers`,
    `${subject} \`${id.name}\` cannot be followed in this file (${r.reason}): drop "transport"/"type" keys from its entries (keep "sse"), and "restart"/"reconnect"`,
  );
}

/** `{ name: entry, ...spread }` */
function collectServerMap(ctx: SourceContext, at: any, obj: any, out: ServerWalk): void {
  for (const prop of obj.properties) {
    if (prop.type === "SpreadElement" || prop.type === "SpreadProperty") {
      collectSpread(ctx, at, prop.argument, out);
      continue;
    }
    const name = keyName(prop);
    const value = prop.type === "ObjectMethod" ? null : prop.value;
    if (!value) continue;
    collectEntry(ctx, at, value, name, out);
  }
}

function collectSpread(ctx: SourceContext, at: any, node: any, out: ServerWalk): void {
  const n = unwrap(node);
  // `...loadMCPConfig(path).mcpServers`: entries from a file, already in the standard form.
  if (n?.type === "MemberExpression" && isLoaderCall(n.object)) return;
  if (n?.type === "ObjectExpression") return collectServerMap(ctx, at, n, out);
  if (n?.type === "ConditionalExpression") {
    collectSpread(ctx, at, n.consequent, out);
    collectSpread(ctx, at, n.alternate, out);
    return;
  }
  if (n?.type === "LogicalExpression") {
    collectSpread(ctx, at, n.right, out);
    return;
  }
  if (n?.type === "Identifier") return followServerMap(ctx, at, n, out, "servers spread from");
  if (n && !scanEntries(ctx, at, n, out)) {
    ctx.todo(
      reportable(ctx, at.node, out.anchor),
      `${NAME}/unresolved-servers`,
      `servers spread from \`${describe(ctx, n)}\` are computed at run time: MCPAdapter needs entries { command, args, env, cwd } or { url, headers }, without "transport"/"type" keys except "sse", and without "restart"/"reconnect"`,
    );
  }
}

function collectEntry(
  ctx: SourceContext,
  at: any,
  node: any,
  name: string | null,
  out: ServerWalk,
): void {
  const n = unwrap(node);
  if (n?.type === "ObjectExpression") {
    out.entries.push({ name, object: n, path: pathOf(ctx, at, n) });
    return;
  }
  if (n?.type === "Identifier") {
    const r = resolveObject(ctx, at, n);
    if (r.object) {
      out.entries.push({ name, object: r.object, path: r.path ?? pathOf(ctx, at, r.object) });
      return;
    }
    out.entries.push({ name, object: null, path: at });
    ctx.todo(
      reportable(ctx, at.node, out.anchor),
      `${NAME}/unresolved-entry`,
      `the entry of server "${name ?? "?"}" (\`${n.name}\`) cannot be followed in this file (${r.reason}): it must be { command, args, env, cwd } or { url, headers }, with "transport" only for "sse"`,
    );
    return;
  }
  if (n?.type === "ConditionalExpression" || n?.type === "LogicalExpression") {
    const arms =
      n.type === "ConditionalExpression" ? [n.consequent, n.alternate] : [n.left, n.right];
    for (const a of arms)
      if (unwrap(a)?.type === "ObjectExpression") collectEntry(ctx, at, a, name, out);
    return;
  }
  if (n && !scanEntries(ctx, at, n, out)) {
    out.entries.push({ name, object: null, path: at });
    ctx.todo(
      reportable(ctx, at.node, out.anchor),
      `${NAME}/unresolved-entry`,
      `the entry of server "${name ?? "?"}" is computed: it must be { command, args, env, cwd } or { url, headers }, with "transport" only for "sse"`,
    );
  }
}

/** Entry-shaped object literals (with `command` or `url`) inside a computed expression. */
function scanEntries(ctx: SourceContext, at: any, node: any, out: ServerWalk): boolean {
  const p = pathOf(ctx, at, node);
  if (!p) return false;
  let found = false;
  ctx
    .j(p)
    .find(ctx.j.ObjectExpression)
    .forEach((q: any) => {
      if (!looksLikeEntry(q.node)) return;
      out.entries.push({ name: null, object: q.node, path: q });
      found = true;
    });
  return found;
}

/** Remove a property from an object literal (plain filter: used before any reprint). */
function removeProp(obj: any, prop: any): void {
  obj.properties = obj.properties.filter((p: any) => p !== prop);
}

function migrateEntry(ctx: SourceContext, e: EntrySite): void {
  const obj = e.object;
  const server = e.name ? `"${e.name}"` : "this server";
  let changed = false;
  const removed = new Set<any>();
  const removeProp = (_obj: any, prop: any) => removed.add(prop);
  const fallbackOff = obj.properties.find(
    (p: any) => keyName(p) === "automaticSSEFallback" && keepsSseFallbackOff(literalValue(p.value)),
  );
  const httpType =
    fallbackOff &&
    obj.properties.some(
      (p: any) =>
        (keyName(p) === "type" || keyName(p) === "transport") &&
        HTTP_TYPES.has(literalValue(p.value) as string),
    );
  for (const prop of [...obj.properties]) {
    const key = keyName(prop);
    if (!key) continue;
    const value = literalValue(prop.value);
    switch (key) {
      case "transport":
      case "type": {
        if (typeof value !== "string") break; // chosen at run time: the runtime accepts every old value but websocket
        if (httpType && HTTP_TYPES.has(value)) {
          // kept: it keeps the SSE fallback off, as `automaticSSEFallback: false` did
        } else if (INFERRED.has(value)) {
          removeProp(obj, prop);
          changed = true;
        } else if (value === "sse") {
          ctx.note(
            reportable(ctx, prop, e.anchor),
            `${NAME}/sse`,
            `${server} uses the deprecated HTTP+SSE transport: it stays on SSE (the runtime still connects, with a DeprecationWarning); move the server to Streamable HTTP`,
          );
        } else if (value === "websocket" || value === "ws") {
          ctx.todo(
            reportable(ctx, prop, e.anchor),
            `${NAME}/websocket`,
            `${server} uses WebSocket, which langchain-mcp-bridge does not support: move the server to Streamable HTTP and give its http(s) "url"`,
          );
        }
        break;
      }
      case "encoding":
      case "encodingErrorHandler":
        removeProp(obj, prop);
        changed = true;
        if (!(key === "encoding" && typeof value === "string" && /^utf-?8$/i.test(value))) {
          ctx.note(
            reportable(ctx, prop, e.anchor),
            `${NAME}/encoding`,
            `"${key}" removed from ${server}: the runtime reads stdio as UTF-8`,
          );
        }
        break;
      case "stderr":
        if (value === "inherit") {
          removeProp(obj, prop); // the runtime's default
          changed = true;
        }
        break;
      default:
        if (prop === fallbackOff) {
          // `automaticSSEFallback: false` becomes the type that keeps the fallback off.
          changed = true;
          if (httpType) removeProp(obj, prop);
          else {
            prop.key = ctx.j.identifier("type");
            prop.value = ctx.j.stringLiteral("http");
          }
        } else if (key in REMOVED_SERVER_OPTIONS) {
          removeProp(obj, prop);
          changed = true;
          const note = removedOptionNote(key, value, server);
          if (note) ctx.note(reportable(ctx, prop, e.anchor), `${NAME}/${note.rule}`, note.message);
        }
        break;
    }
  }
  if (changed) {
    if (e.path?.node === obj) {
      removeProperties(ctx, e.path, removed);
      e.object = e.path.node;
    } else {
      obj.properties = obj.properties.filter((p: any) => !removed.has(p));
    }
    ctx.changed();
  }
}

export default toJscodeshift(migration);
