/**
 * Server entries that need a client-level setting the MCPConfig form cannot carry
 * (`authProvider` → `auth`, a non-default `stderr`, a per-server `defaultToolTimeout` →
 * `timeout`) turn the adapter's target into a `ClientGroup` of `MCPClient`s:
 *
 *   new MCPAdapter(new ClientGroup({
 *     math: new MCPClient(new StdioTransport({ command, args, stderr })),
 *     api: new MCPClient("https://…", { headers, auth: provider }),
 *     old: new MCPClient(new SSETransport(url, { headers })),
 *   }), options)
 *
 * Only for an inline config whose server map is a literal of literal entries; anything else
 * gets a TODO from the caller.
 */
import type { SourceContext } from "../../src/codemod/migration.js";
import type { Construction } from "./clients.js";
import { keyName, literalValue, propOf } from "./config.js";
import { unwrap } from "./old-package.js";
import { ensureTargetImport } from "./target-import.js";

/**
 * Marks the `new ClientGroup(…)` nodes this helper built, so that `options` hoists them to the
 * adapter's target. A property on the node, not a WeakSet: every transform is its own bundle.
 */
export const GROUP_MARK = "mcpMigrateClientGroup";
export function isBuiltGroup(node: any): boolean {
  return Boolean(unwrap(node)?.[GROUP_MARK]);
}

export function entryNeedsClient(obj: any): boolean {
  return (obj.properties ?? []).some((p: any) => {
    const k = keyName(p);
    if (k === "authProvider" || k === "defaultToolTimeout") return true;
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
  const { j } = ctx;
  const config = unwrap(c.config);
  if (config?.type !== "ObjectExpression") return false;
  const serversProp = propOf(config, "mcpServers");
  const servers = unwrap(serversProp?.value);
  if (servers?.type !== "ObjectExpression") return false;
  if (servers.properties.some((p: any) => !keyName(p))) return false;
  if (entries.some((e) => !e.object || !e.name)) return false;
  if (entries.length !== servers.properties.length) return false;

  const props: any[] = [];
  for (const e of entries) {
    const client = clientFor(ctx, e.object);
    if (!client) return false;
    const prop = servers.properties.find((p: any) => keyName(p) === e.name);
    props.push(j.property("init", prop.key, client));
  }
  const group = ensureTargetImport(ctx, "ClientGroup");
  const expr = j.newExpression(j.identifier(group), [j.objectExpression(props)]);
  (expr as any)[GROUP_MARK] = true;
  serversProp.value = expr;
  ctx.changed();
  return true;
}

/** `new MCPClient(target, { headers, auth, timeout })` for one literal entry. */
function clientFor(ctx: SourceContext, obj: any): any | null {
  const { j } = ctx;
  const get = (k: string) => (obj.properties as any[]).find((p) => keyName(p) === k)?.value;
  const known = new Set([
    "command",
    "args",
    "env",
    "cwd",
    "stderr",
    "url",
    "headers",
    "authProvider",
    "defaultToolTimeout",
    "transport",
    "type",
  ]);
  if ((obj.properties as any[]).some((p) => !keyName(p) || !known.has(keyName(p)!))) return null;
  const options: any[] = [];
  let target: any;
  if (get("command")) {
    const stdio = ensureTargetImport(ctx, "StdioTransport");
    const fields = ["command", "args", "env", "cwd", "stderr"]
      .filter((k) => get(k))
      .map((k) => j.property("init", j.identifier(k), get(k)));
    target = j.newExpression(j.identifier(stdio), [j.objectExpression(fields)]);
  } else if (get("url")) {
    const kind = literalValue(get("transport") ?? get("type"));
    const headers = get("headers");
    if (kind === "sse") {
      const sse = ensureTargetImport(ctx, "SSETransport");
      target = j.newExpression(
        j.identifier(sse),
        headers
          ? [get("url"), j.objectExpression([j.property("init", j.identifier("headers"), headers)])]
          : [get("url")],
      );
    } else {
      target = get("url");
      if (headers) options.push(j.property("init", j.identifier("headers"), headers));
    }
  } else {
    return null;
  }
  if (get("authProvider"))
    options.push(j.property("init", j.identifier("auth"), get("authProvider")));
  if (get("defaultToolTimeout"))
    options.push(j.property("init", j.identifier("timeout"), get("defaultToolTimeout")));
  const client = ensureTargetImport(ctx, "MCPClient");
  return j.newExpression(
    j.identifier(client),
    options.length ? [target, j.objectExpression(options)] : [target],
  );
}
