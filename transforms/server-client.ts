/**
 * server-client: code that reads what `getClient(name)` returned.
 *
 * The old `getClient(name)` gave the SDK's `Client`; its rewrite `adapter.client(name)` gives
 * the runtime's `MCPClient`, whose methods take plain arguments and return plain lists. Runs
 * right after `methods` renamed the call, while the tracker still sees the old client, for
 * every use of that value (through a variable, `!`, `?.` or directly on the awaited call):
 * - `(await c.listTools()).tools` → `await c.listTools()` (also `listPrompts().prompts`,
 *   `listResources().resources`, `listResourceTemplates().resourceTemplates`);
 * - `callTool({ name, arguments })` → `callTool(name, arguments)`, `getPrompt({ name,
 *   arguments })` → `getPrompt(name, arguments)`, `readResource({ uri })` → `readResource(uri)`;
 * - a result read otherwise, `ping()`'s result (now `undefined`), and the SDK methods that
 *   MCPClient does not have are marked at the use.
 */
import {
  toJscodeshift,
  type SourceContext,
  type SourceMigration,
} from "../src/codemod/migration.js";
import { projectClients } from "./lib/project.js";
import { clientTracker } from "./lib/clients.js";
import { declaratorOf } from "./lib/config.js";
import { hasOldBindings } from "./lib/old-package.js";
import { parseExpression, sourceOf } from "./lib/text.js";
import { treeIndex } from "./lib/tree-index.js";
import { keyName, unwrap } from "./lib/ast.js";

const NAME = "server-client";

/** SDK list methods whose result wrapped the list in one key; MCPClient returns the list. */
const LISTS: Record<string, string> = {
  listTools: "tools",
  listPrompts: "prompts",
  listResources: "resources",
  listResourceTemplates: "resourceTemplates",
};

/** SDK methods that took one request object; MCPClient takes its fields as arguments. */
const REQUESTS: Record<string, string[]> = {
  callTool: ["name", "arguments"],
  getPrompt: ["name", "arguments"],
  readResource: ["uri"],
};

/** MCPClient's own methods (what the SDK client had under the same name, or kept). */
const KEPT = new Set(["connect", "close", "setLoggingLevel", "serverInfo"]);

export const migration: SourceMigration = {
  kind: "source",
  name: NAME,
  description:
    "Adapt uses of getClient(name)'s result to the runtime's MCPClient (plain lists, plain arguments); mark what it does not have",
  prepasses: [projectClients],
  mentions: ["getClient"],
  run(ctx) {
    if (!hasOldBindings(ctx)) return;
    const { j } = ctx;
    const tracker = clientTracker(ctx);
    const serverClients = treeIndex(ctx).find(
      j.CallExpression,
      (n: any) =>
        n.callee?.type === "MemberExpression" &&
        !n.callee.computed &&
        n.callee.property?.name === "client",
    );
    for (const p of serverClients) {
      if (!tracker.isClient(p, p.node.callee.object) || ctx.isIgnored(p.node)) continue;
      for (const use of usesOf(ctx, p)) adaptUse(ctx, use);
    }
  },
};

/**
 * The member calls made on the value of `adapter.client(name)` at `p`: directly on the
 * (awaited) call, or through the `const` it is stored in. Each is the path of the call.
 */
function usesOf(ctx: SourceContext, p: any): any[] {
  let value = p;
  while (
    /^(AwaitExpression|ParenthesizedExpression|TSNonNullExpression)$/.test(value.parent.node.type)
  )
    value = value.parent;
  const holder = value.parent.node;
  if (holder.type === "VariableDeclarator" && holder.id.type === "Identifier") {
    const decl = declaratorOf(value.parent, holder.id.name);
    if (!decl) return [];
    const scope = decl.scope;
    return treeIndex(ctx)
      .find(ctx.j.Identifier, (n: any) => n.name === holder.id.name && n !== holder.id)
      .filter((r: any) => r.scope?.lookup(holder.id.name) === scope && !isPropertyName(r))
      .map(callOn)
      .filter(Boolean);
  }
  const direct = callOn(value);
  return direct ? [direct] : [];
}

/** `x.m(…)`, `x!.m(…)`, `x?.m(…)`, `(x).m(…)` for the expression at `p`: the call's path. */
function callOn(p: any): any | null {
  let at = p;
  while (/^(ParenthesizedExpression|TSNonNullExpression)$/.test(at.parent?.node.type))
    at = at.parent;
  const member = at.parent;
  if (
    !/^(Optional)?MemberExpression$/.test(member?.node.type) ||
    member.node.object !== at.node ||
    member.node.computed
  )
    return null;
  const call = member.parent;
  if (!/^(Optional)?CallExpression$/.test(call?.node.type) || call.node.callee !== member.node)
    return null;
  return call;
}

function adaptUse(ctx: SourceContext, call: any): void {
  const method = call.node.callee.property.name as string;
  if (method in LISTS) return unwrapList(ctx, call, method, LISTS[method]);
  if (method in REQUESTS) return spreadRequest(ctx, call, method, REQUESTS[method]);
  if (method === "ping") {
    if (resultUsed(call))
      ctx.todo(
        call.node,
        `${NAME}/ping`,
        "MCPClient.ping() resolves to undefined (the SDK client's resolved to {}) and throws when the server does not answer: test it with try/catch",
      );
    return;
  }
  if (KEPT.has(method)) return;
  ctx.todo(
    call.node,
    `${NAME}/no-counterpart`,
    `MCPClient has no \`${method}\` (getClient(name) returned the SDK's Client; adapter.client(name) is the runtime's MCPClient: connect, listTools, callTool, listPrompts, getPrompt, listResources, readResource, listResourceTemplates, setLoggingLevel, ping, close)`,
  );
}

/** Is the call's (awaited) result used as a value? */
function resultUsed(call: any): boolean {
  let at = call;
  while (/^(AwaitExpression|ParenthesizedExpression)$/.test(at.parent?.node.type)) at = at.parent;
  return at.parent?.node.type !== "ExpressionStatement";
}

/** `(await c.listTools()).tools` → `await c.listTools()`; other reads are marked. */
function unwrapList(ctx: SourceContext, call: any, method: string, key: string): void {
  if (call.node.arguments.length > 0) {
    ctx.todo(
      call.node,
      `${NAME}/list-params`,
      `MCPClient.${method}() takes no parameters (it pages through the whole list itself)`,
    );
  }
  let at = call;
  if (at.parent?.node.type === "AwaitExpression") at = at.parent;
  let outer = at;
  while (outer.parent?.node.type === "ParenthesizedExpression") outer = outer.parent;
  const member = outer.parent?.node;
  if (
    /^(Optional)?MemberExpression$/.test(member?.type) &&
    member.object === outer.node &&
    !member.computed &&
    member.property.name === key
  ) {
    const needsParens = /MemberExpression|CallExpression/.test(outer.parent.parent?.node.type);
    const text = `${at === call ? "" : "await "}${sourceOf(ctx, call.node)}`;
    outer.parent.replace(parseExpression(ctx, needsParens ? `(${text})` : text));
    ctx.changed();
    return;
  }
  if (!resultUsed(call)) return;
  if (readsThroughConst(ctx, outer, key)) return;
  ctx.todo(
    call.node,
    `${NAME}/list-shape`,
    `MCPClient.${method}() resolves to the list itself (the SDK client's resolved to { ${key}: [...] }): read it as the list`,
  );
}

/**
 * `const r = await c.listPrompts(); … r.prompts …` → `… r …`, when every use of the (not
 * exported) `const` reads that key. False (nothing changed) otherwise.
 */
function readsThroughConst(ctx: SourceContext, value: any, key: string): boolean {
  const d = value.parent;
  if (d?.node.type !== "VariableDeclarator" || d.node.id.type !== "Identifier") return false;
  if (d.parent?.node.kind !== "const" || /^Export/.test(d.parent.parent?.node.type ?? ""))
    return false;
  const name = d.node.id.name;
  const scope = d.scope;
  const refs = treeIndex(ctx)
    .find(ctx.j.Identifier, (n: any) => n.name === name && n !== d.node.id)
    .filter((r: any) => r.scope?.lookup(name) === scope && !isPropertyName(r));
  const reads = refs.map((r: any) => {
    let at = r;
    while (/^(ParenthesizedExpression|TSNonNullExpression)$/.test(at.parent?.node.type))
      at = at.parent;
    const m = at.parent?.node;
    const isRead =
      /^(Optional)?MemberExpression$/.test(m?.type) &&
      m.object === at.node &&
      !m.computed &&
      m.property.name === key;
    return isRead ? at.parent : null;
  });
  if (refs.length === 0 || reads.some((r: any) => r === null)) return false;
  for (const [i, r] of reads.entries()) r.replace(refs[i].node);
  ctx.changed();
  return true;
}

/** `x.name` or `{ name: … }`: a name that is not a reference. */
function isPropertyName(r: any): boolean {
  const parent = r.parent?.node;
  if (/MemberExpression$/.test(parent?.type)) return parent.property === r.node && !parent.computed;
  if (/^(Object)?Property$/.test(parent?.type))
    return parent.key === r.node && !parent.computed && !parent.shorthand;
  return false;
}

/** `c.callTool({ name, arguments })` → `c.callTool(name, arguments)`. */
function spreadRequest(ctx: SourceContext, call: any, method: string, fields: string[]): void {
  const [request, ...rest] = call.node.arguments;
  const obj = unwrap(request);
  const why = `MCPClient.${method}(${fields.join(", ")}) takes the request's fields as arguments (the SDK client took { ${fields.join(", ")} })`;
  // Plain arguments are the runtime's shape already (a second run, or a value of either shape
  // that cannot be told apart here).
  if (obj?.type !== "ObjectExpression") return;
  if (rest.length > 0) return ctx.todo(call.node, `${NAME}/request-object`, why);
  const byKey = new Map<string, any>();
  for (const prop of obj.properties) {
    const k = keyName(prop);
    if (!k || !fields.includes(k)) return ctx.todo(call.node, `${NAME}/request-object`, why);
    byKey.set(k, prop.value);
  }
  if (!byKey.has(fields[0])) return ctx.todo(call.node, `${NAME}/request-object`, why);
  const args = fields.filter((f) => byKey.has(f)).map((f) => sourceOf(ctx, byKey.get(f)));
  call.node.arguments = args.map((a) => parseExpression(ctx, a));
  ctx.changed();
}

export default toJscodeshift(migration);
