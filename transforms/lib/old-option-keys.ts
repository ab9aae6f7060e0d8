/**
 * The old client's option keys left where no construction consumed them: a literal built
 * apart (`const tuning = { throwOnLoadError: true }`), a field read or set
 * (`opts.defaultToolTimeout`), a destructured option. The name sweep marks them; which key
 * means what comes from `old-options.ts`. Server options (`restart`, `reconnect`, …) have
 * common names: they count only in a literal that looks like a server entry (`command`, `url`).
 */
import { TODO_PREFIX, type SourceContext } from "../../src/codemod/migration.js";
import {
  CLIENT_LEVEL_SERVER_OPTIONS,
  NAMING_OPTIONS,
  REMOVED_CLIENT_OPTIONS,
  REMOVED_SERVER_OPTIONS,
  RENAMED_CLIENT_OPTIONS,
} from "./old-options.js";
import { keyName, literalValue, memberKeyName, statementPath } from "./ast.js";
import { declaredConfigsOf } from "./project-configs.js";
import { treeIndex } from "./tree-index.js";

const HOOKS = ["beforeToolCall", "afterToolCall"];

/** What became of a client-level key, or null when it is no old client option. */
function clientAdvice(key: string, value: any): string | null {
  if (key in REMOVED_CLIENT_OPTIONS) return `removed: ${REMOVED_CLIENT_OPTIONS[key].why}`;
  if (key in RENAMED_CLIENT_OPTIONS)
    return `MCPAdapter's option is \`${RENAMED_CLIENT_OPTIONS[key]}\``;
  if (Object.values(NAMING_OPTIONS).includes(key as never))
    return "MCPAdapter's `toolNames` option replaces it (choose it so every tool keeps its name)";
  if (HOOKS.includes(key))
    return "tool hooks are now a `createMiddleware({ wrapToolCall })` on the agent that runs the tools";
  // MCPAdapter keeps `onConnectionError`; only its "ignore" is now "skip".
  if (key === "onConnectionError" && literalValue(value) === "ignore")
    return 'MCPAdapter\'s onConnectionError says "skip" for "ignore"';
  return null;
}

/** What became of a server-entry key, or null. */
function serverAdvice(key: string): string | null {
  if (key in REMOVED_SERVER_OPTIONS) return `removed: ${REMOVED_SERVER_OPTIONS[key].why}`;
  if (key in CLIENT_LEVEL_SERVER_OPTIONS)
    return `an entry cannot carry it: give it to that server's \`new MCPClient(…, { ${CLIENT_LEVEL_SERVER_OPTIONS[key]} })\` in a \`ClientGroup\``;
  return null;
}

const isEntryLike = (object: any): boolean =>
  (object?.properties ?? []).some((p: any) => ["command", "url"].includes(keyName(p) ?? ""));

function alreadyMarked(ctx: SourceContext, path: any, key: string): boolean {
  const stmt = statementPath(ctx.j, path)?.node;
  return (stmt?.comments ?? []).some(
    (c: any) => String(c.value).includes(TODO_PREFIX) && String(c.value).includes(key),
  );
}

export function markOldOptionKeys(ctx: SourceContext, rule: string): void {
  const { j } = ctx;
  const mark = (p: any, key: string, advice: string, what = "an option of the old client") => {
    if (ctx.isIgnored(p.node) || alreadyMarked(ctx, p, key)) return;
    ctx.todo(p.node, rule, `\`${key}\` is ${what}: ${advice}`);
  };
  const index = treeIndex(ctx);
  // A literal another transform's marker already names (`the config spreads \`tuning\``).
  const named = index
    .nodes(j.Statement)
    .flatMap((st: any) => st.comments ?? [])
    .map((c: any) => String(c.value))
    .filter((c: string) => c.includes(TODO_PREFIX))
    .join("\n");
  // A config literal handed to constructions in other modules: its options move there
  // (`options`), or the constructions carry a marker saying they could not.
  const declared = new Set(declaredConfigsOf(ctx).map((d: any) => d.path.node));
  const keyed = [
    ...index.find(j.ObjectProperty),
    ...index.find(j.Property),
    ...index.find(j.ObjectMethod),
  ];
  for (const p of keyed) {
    const key = memberKeyName(p.node);
    if (key === null) continue;
    const owner = p.parent?.node;
    const holder = p.parent?.parent?.node;
    if (holder?.type === "VariableDeclarator" && named.includes(`\`${holder.id?.name}\``)) continue;
    if (declared.has(owner)) continue;
    const client = clientAdvice(key, p.node.value);
    if (client) mark(p, key, client);
    else if (owner?.type === "ObjectExpression" && isEntryLike(owner)) {
      const server = serverAdvice(key);
      if (server) mark(p, key, server, "a server option of the old client");
    }
  }
  // `opts.throwOnLoadError`, `config.defaultToolTimeout = 5000`
  for (const p of index.find(j.MemberExpression)) {
    const n = p.node;
    const key = n.computed ? literalValue(n.property) : n.property?.name;
    if (typeof key !== "string" || key === "onConnectionError") continue;
    const advice = clientAdvice(key, undefined);
    if (advice) mark(p, key, advice);
  }
}
