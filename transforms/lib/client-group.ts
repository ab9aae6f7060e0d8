/**
 * Server entries that need a client-level setting the MCPConfig form cannot carry
 * (`authProvider` → `auth`, a non-default `stderr`, a per-server `defaultToolTimeout` →
 * `timeout`) turn the adapter's target into a `ClientGroup` of `MCPClient`s:
 *
 *   new MCPAdapter(new ClientGroup({
 *     math: new MCPClient(new StdioTransport({ command, args, stderr })),
 *     api: new MCPClient("https://…", { headers, auth: provider }),
 *     old: new MCPClient(new SSETransport(url, { headers })),
 *     strict: new MCPClient(new StreamableHttpTransport(url, { headers })), // no SSE fallback
 *   }), options)
 *
 * Only for an inline config whose server map is a literal of literal entries; anything else
 * gets a TODO from the caller.
 */
import type { SourceContext } from "../../src/codemod/migration.js";
import type { Construction } from "./clients.js";
import { CLIENT_LEVEL_SERVER_OPTIONS, HTTP_TYPES, RUNTIME_ENTRY_KEYS } from "./old-options.js";
import { ensureTargetImport } from "./target-import.js";
import { buildObject, parseExpression, sourceOf, type Member } from "./text.js";
import { keyName, literalValue, propOf, unwrap } from "./ast.js";

export function entryNeedsClient(obj: any): boolean {
  return (obj.properties ?? []).some((p: any) => {
    const k = keyName(p);
    if (k && k in CLIENT_LEVEL_SERVER_OPTIONS) return true;
    if (k === "stderr") return literalValue(p.value) !== "inherit";
    return false;
  });
}

interface EntryLike {
  name: string | null;
  object: any | null;
}

/**
 * Replace the `mcpServers` value of an inline config with a `ClientGroup`; returns false
 * (nothing changed) when the shape is not fully static.
 */
export function clientGroupFor(ctx: SourceContext, c: Construction, entries: EntryLike[]): boolean {
  const config = unwrap(c.config);
  if (config?.type !== "ObjectExpression") return false;
  const serversProp = propOf(config, "mcpServers");
  const servers = unwrap(serversProp?.value);
  if (servers?.type !== "ObjectExpression") return false;
  if (servers.properties.some((p: any) => !keyName(p))) return false;
  if (entries.some((e) => !e.object || !e.name)) return false;
  if (entries.length !== servers.properties.length) return false;

  const members: Member[] = [];
  for (const e of entries) {
    const client = clientFor(ctx, e.object);
    if (!client) return false;
    const prop = servers.properties.find((p: any) => keyName(p) === e.name);
    members.push({ key: sourceOf(ctx, prop.key), value: parseExpression(ctx, client), from: prop });
  }
  const group = ensureTargetImport(ctx, "ClientGroup");
  serversProp.value = parseExpression(
    ctx,
    `new ${group}(${sourceOf(ctx, buildObject(ctx, members))})`,
  );
  ctx.changed();
  return true;
}

/** Is this `new ClientGroup(…)` of the target module (built here)? */
export function isBuiltGroup(ctx: SourceContext, node: any): boolean {
  const n = unwrap(node);
  if (n?.type !== "NewExpression" || n.callee.type !== "Identifier") return false;
  const { j, root } = ctx;
  let local: string | null = null;
  root.find(j.ImportDeclaration).forEach((p: any) => {
    if (p.node.source.value !== ctx.options.targetModule) return;
    for (const s of p.node.specifiers ?? []) {
      if (s.type === "ImportSpecifier" && s.imported.name === "ClientGroup")
        local = s.local?.name ?? "ClientGroup";
    }
  });
  return local !== null && n.callee.name === local;
}

/** `new MCPClient(target, { headers, auth, timeout })` (as text) for one literal entry. */
function clientFor(ctx: SourceContext, obj: any): string | null {
  const prop = (k: string) => (obj.properties as any[]).find((p) => keyName(p) === k);
  const get = (k: string) => prop(k)?.value;
  const known = new Set([...RUNTIME_ENTRY_KEYS, ...Object.keys(CLIENT_LEVEL_SERVER_OPTIONS)]);
  if ((obj.properties as any[]).some((p) => !keyName(p) || !known.has(keyName(p)!))) return null;
  const options: Member[] = [];
  let target: string;
  if (get("command")) {
    const stdio = ensureTargetImport(ctx, "StdioTransport");
    const fields = ["command", "args", "env", "cwd", "stderr"]
      .filter((k) => get(k))
      .map((k) => ({ key: k, value: get(k), from: prop(k) }));
    target = `new ${stdio}(${sourceOf(ctx, buildObject(ctx, fields))})`;
  } else if (get("url")) {
    const kind = literalValue(get("transport") ?? get("type"));
    const headers = get("headers");
    if (kind === "sse" || HTTP_TYPES.has(kind as string)) {
      // A named Streamable HTTP entry keeps the SSE fallback off, as `automaticSSEFallback:
      // false` did (a bare URL target falls back).
      const transport = ensureTargetImport(
        ctx,
        kind === "sse" ? "SSETransport" : "StreamableHttpTransport",
      );
      const extra = headers
        ? `, ${sourceOf(ctx, buildObject(ctx, [{ key: "headers", value: headers }]))}`
        : "";
      target = `new ${transport}(${sourceOf(ctx, get("url"))}${extra})`;
    } else {
      target = sourceOf(ctx, get("url"));
      if (headers) options.push({ key: "headers", value: headers, from: prop("headers") });
    }
  } else {
    return null;
  }
  for (const [old, key] of Object.entries(CLIENT_LEVEL_SERVER_OPTIONS))
    if (get(old)) options.push({ key, value: get(old), from: prop(old) });
  const client = ensureTargetImport(ctx, "MCPClient");
  const opts = options.length ? `, ${sourceOf(ctx, buildObject(ctx, options))}` : "";
  return `new ${client}(${target}${opts})`;
}
