/**
 * server-client: code that reads what `getClient(name)` returned.
 *
 * The old `getClient(name)` gave the SDK's `Client`; its rewrite `adapter.client(name)` gives
 * the runtime's `MCPClient`, whose methods take plain arguments and return plain lists. Runs
 * right after `methods` renamed the call, while the tracker still sees the old client, for
 * every use of that value (through a variable, a class field, `!`, `?.` or directly on the
 * awaited call):
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
import { clientTracker } from "./lib/clients.js";
import { declaratorOf } from "./lib/config.js";
import { hasOldBindings } from "./lib/old-package.js";
import { CLIENT_MEMBERS, memberList } from "./lib/runtime-api.js";
import { importFactsOf } from "./lib/import-facts.js";
import { projectClients } from "./lib/project.js";
import { lookup } from "./lib/scope.js";
import { parseExpression, sourceOf } from "./lib/text.js";
import { treeIndex } from "./lib/tree-index.js";
import { calleeName, enclosingFunction, keyName, unwrap } from "./lib/ast.js";

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

export const migration: SourceMigration = {
  kind: "source",
  name: NAME,
  description:
    "Adapt uses of getClient(name)'s result to the runtime's MCPClient (plain lists, plain arguments); mark what it does not have",
  prepasses: [projectClients],
  mentions: ["getClient"],
  run(ctx) {
    const imported = importFactsOf(ctx)
      .filter((f) => f.kind === "server-client")
      .map((f) => f.local);
    if (!hasOldBindings(ctx) && imported.length === 0) return;
    for (const p of serverClientCalls(ctx, imported)) {
      if (ctx.isIgnored(p.node)) continue;
      for (const use of usesOf(ctx, p)) adaptUse(ctx, use);
    }
  },
};

/**
 * The calls whose value is a server's MCPClient: `adapter.client(name)` on a tracked client,
 * and the calls of functions that return one: of this file (`return adapter.client(name)`),
 * or imported from another module (`imported`: the pre-pass's `server-client` facts).
 */
function serverClientCalls(ctx: SourceContext, imported: string[]): any[] {
  const { j } = ctx;
  const index = treeIndex(ctx);
  const tracker = clientTracker(ctx);
  const direct = index
    .find(
      j.CallExpression,
      (n: any) =>
        n.callee?.type === "MemberExpression" &&
        !n.callee.computed &&
        n.callee.property?.name === "client",
    )
    .filter((p: any) => tracker.isClient(p, p.node.callee.object));
  /** name → the scope that declares it, for the functions returning a server's client. */
  const factories = new Map<string, any>();
  for (const p of direct) {
    const f = returningFunction(p);
    if (f) factories.set(f.name, f.scope);
  }
  const program = imported.length ? index.find(j.Program)[0]?.scope : null;
  for (const local of imported) if (program) factories.set(local, program);
  if (factories.size === 0) return direct;
  const calls = index
    .find(
      j.CallExpression,
      (n: any) => n.callee?.type === "Identifier" && factories.has(n.callee.name),
    )
    .filter((p: any) => lookup(p.scope, p.node.callee.name) === factories.get(p.node.callee.name));
  return [...direct, ...calls];
}

/** The named function whose result is the value at `p` (`return x`, `() => x`), if any. */
function returningFunction(p: any): { name: string; scope: any } | null {
  let at = p;
  while (
    /^(AwaitExpression|ParenthesizedExpression|TSNonNullExpression)$/.test(at.parent?.node.type)
  )
    at = at.parent;
  const holder = at.parent;
  let fn: any = null;
  if (holder?.node.type === "ArrowFunctionExpression" && holder.node.body === at.node) fn = holder;
  else if (holder?.node.type === "ReturnStatement") fn = enclosingFunction(holder);
  if (!fn) return null;
  if (fn.node.type === "FunctionDeclaration" && fn.node.id)
    return { name: fn.node.id.name, scope: fn.parent.scope };
  const d = fn.parent?.node;
  if (d?.type === "VariableDeclarator" && d.init === fn.node && d.id.type === "Identifier")
    return { name: d.id.name, scope: fn.parent.scope };
  return null;
}

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
      .map((r: any) => callOn(r) ?? markHandedOn(ctx, r))
      .filter(Boolean);
  }
  // `this.sdk = adapter.client(name)`, `sdk = adapter.client(name)` as a class field: every
  // `this.sdk` of that class.
  const field = fieldHolder(value);
  if (field) {
    return treeIndex(ctx)
      .find(
        ctx.j.MemberExpression,
        (n: any) =>
          n.object?.type === "ThisExpression" &&
          !n.computed &&
          fieldName(n.property) === field.name,
      )
      .filter((r: any) => enclosingClassBody(r) === field.body)
      .map((r: any) => callOn(r) ?? markHandedOn(ctx, r))
      .filter(Boolean);
  }
  const direct = callOn(value) ?? markHandedOn(ctx, value);
  return direct ? [direct] : [];
}

/** Callees that only look at a value (logging, assertions, serialising). */
const INSPECTORS = /^(console\.\w+|expect|assert(\.\w+)?|JSON\.stringify|String|Boolean)$/;

/**
 * The server's client at `p` handed to another function as an argument: what that function
 * reads from it (the SDK client's `{ tools }`, `ping()`'s result, SDK-only methods) is not
 * followed, so the place is marked. Always null (no call to adapt here).
 */
function markHandedOn(ctx: SourceContext, p: any): null {
  let at = p;
  while (
    /^(AwaitExpression|ParenthesizedExpression|TSNonNullExpression|TSAsExpression)$/.test(
      at.parent?.node.type,
    )
  )
    at = at.parent;
  const call = at.parent?.node;
  if (!/^(Optional)?(Call|New)Expression$/.test(call?.type) || call.callee === at.node) return null;
  if (!call.arguments.includes(at.node) || INSPECTORS.test(calleeName(call.callee) ?? ""))
    return null;
  ctx.todo(
    at.node,
    `${NAME}/handed-on`,
    `the server's client is handed on here: it is now the runtime's MCPClient (list methods resolve to the list, callTool(name, args), ping() resolves to undefined); the code that receives it is not migrated (MCPClient's members: ${memberList(CLIENT_MEMBERS)})`,
  );
  return null;
}

/** `x` or `#x` for a field key. */
function fieldName(key: any): string | null {
  if (key?.type === "Identifier") return key.name;
  if (key?.type === "PrivateName") return `#${key.id.name}`;
  return null;
}

/** The class body a path is in (arrows keep `this`; other functions inside methods do not). */
function enclosingClassBody(path: any): any | null {
  for (let p = path.parent; p; p = p.parent) {
    if (p.node.type === "ClassBody") return p.node;
    if (
      /^Function(Declaration|Expression)$/.test(p.node.type) &&
      !/Method/.test(p.parent?.node.type)
    )
      return null;
  }
  return null;
}

/** The class field that the value at `value` is stored in, with its class body. */
function fieldHolder(value: any): { name: string; body: any } | null {
  const holder = value.parent?.node;
  if (/^Class(Private)?Property$/.test(holder?.type) && holder.value === value.node) {
    const name = fieldName(holder.key);
    return name && !holder.computed ? { name, body: value.parent.parent.node } : null;
  }
  if (holder?.type === "AssignmentExpression" && holder.right === value.node) {
    const left = holder.left;
    if (left.type !== "MemberExpression" || left.computed || left.object.type !== "ThisExpression")
      return null;
    const name = fieldName(left.property);
    const body = enclosingClassBody(value.parent);
    return name && body ? { name, body } : null;
  }
  return null;
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
  // MCPClient's own members (what the SDK client had under the same name) stay.
  if (method === "connect" && call.node.arguments.length > 0) {
    ctx.todo(
      call.node,
      `${NAME}/connect-transport`,
      "MCPClient.connect() takes no transport (the SDK client's connect(transport) did): the runtime's client opens its own server's connection; remove the argument",
    );
    return;
  }
  if (CLIENT_MEMBERS.includes(method)) return;
  ctx.todo(
    call.node,
    `${NAME}/no-counterpart`,
    `MCPClient has no \`${method}\` (getClient(name) returned the SDK's Client; adapter.client(name) is the runtime's MCPClient: ${memberList(CLIENT_MEMBERS)})`,
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
  if (readsThroughConst(ctx, outer, key) || destructuresKey(ctx, outer, key)) return;
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

/**
 * `const { prompts } = await c.listPrompts()` → `const prompts = await c.listPrompts()` (also
 * `{ prompts: list }` → `list`), when the pattern takes that key alone, untyped, without a
 * default. False (nothing changed) otherwise.
 */
function destructuresKey(ctx: SourceContext, value: any, key: string): boolean {
  const d = value.parent?.node;
  if (d?.type !== "VariableDeclarator" || d.init !== value.node) return false;
  const pattern = d.id;
  if (pattern.type !== "ObjectPattern" || pattern.typeAnnotation) return false;
  if (pattern.properties.length !== 1) return false;
  const [prop] = pattern.properties;
  if (!/^(Object)?Property$/.test(prop.type) || prop.computed || keyName(prop) !== key)
    return false;
  if (prop.value.type !== "Identifier") return false;
  d.id = ctx.j.identifier(prop.value.name);
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
