/**
 * methods: calls on old clients, wherever the client is held (variables, class fields,
 * typed parameters, factories and lazy getters; see `lib/clients.ts`).
 *
 * Runs after the construction is migrated, before `imports`:
 * - `getTools()` → `listTools()`; server names → `listTools({ servers })`; 0.2/0.3's
 *   synchronous result gets an `await`; `Array.from(….values()).flat()` wrappers go away;
 * - `initializeConnections()` → `connect()`, or a per-server listing where its result is used;
 * - `getClient(name)` → `client(name)`;
 * - `listResources`, `listResourceTemplates`, `readResource`, `setLoggingLevel` → the same
 *   calls on `adapter.client(name)`, keeping the old result shapes;
 * - `close()` stays; `getServerForTool` and the `config` getter → TODO.
 * Calls on anything that is not an old client (a user's own `getTools()`) are left alone.
 */
import {
  toJscodeshift,
  type SourceContext,
  type SourceMigration,
} from "../src/codemod/migration.js";
import { projectClients } from "./lib/project.js";
import { clientTracker, importedClients, type ClientTracker } from "./lib/clients.js";
import { canAwait } from "./lib/context.js";
import { describe } from "./lib/config.js";
import { isTestedForAbsence } from "./lib/absence-check.js";
import { hasOldBindings } from "./lib/old-package.js";
import { freshIndex, treeIndex } from "./lib/tree-index.js";
import { versionBelow } from "./lib/tool-names.js";
import { indentUnit, parseExpression, sourceOf } from "./lib/text.js";
import { enclosingFunction, isSimpleRef, literalValue, unwrap } from "./lib/ast.js";

const NAME = "methods";

export const migration: SourceMigration = {
  kind: "source",
  name: NAME,
  description:
    "Rewrite calls on the old client: getTools → listTools, initializeConnections → connect, getClient → client, resources and logging on adapter.client(name)",
  prepasses: [projectClients],
  // The old methods it rewrites (`listResources` also covers `listResourceTemplates`).
  mentions: [
    "getTools",
    "initializeConnections",
    "getClient",
    "listResources",
    "readResource",
    "setLoggingLevel",
    "getServerForTool",
    ".config",
  ],
  run(ctx) {
    // A file without the old package can still call an old client imported from another module.
    if (!hasOldBindings(ctx) && importedClients(ctx).length === 0) return;
    const { j } = ctx;
    const tracker = clientTracker(ctx);
    // Innermost first, so `Array.from(c.getTools().values())` sees the call before its wrapper.
    const calls = treeIndex(ctx)
      .find(
        j.CallExpression,
        (n: any) =>
          MEMBER.test(n.callee?.type) &&
          n.callee.computed === false &&
          n.callee.property.type === "Identifier",
      )
      .reverse();
    for (const p of calls) {
      const callee = p.node?.callee;
      // A wrapper replaced by an earlier rewrite (`Array.from(….values()).flat()`) is gone.
      if (!MEMBER.test(callee?.type) || !callee.property) continue;
      if (!tracker.isClient(p, (callee as any).object)) continue;
      if (ctx.isIgnored(p.node)) continue;
      // A client whose construction is under `// mcp-migrate-ignore` stays an old client.
      const origin = tracker.constructionOf(p, (callee as any).object);
      if (origin && ctx.isIgnored(origin.path.node)) continue;
      rewriteCall(ctx, tracker, p);
    }
    // `client.config` (the getter that returned a clone of the config). The rewrites above said
    // they changed the tree, so this is a new walk when they did.
    treeIndex(ctx)
      .find(
        j.MemberExpression,
        (n: any) => n.property?.type === "Identifier" && n.property.name === "config",
      )
      .forEach((p: any) => {
        if (p.node.computed || !tracker.isClient(p, p.node.object)) return;
        if (p.parent.node.type === "CallExpression" && p.parent.node.callee === p.node) return;
        ctx.todo(
          p.node,
          `${NAME}/config-getter`,
          "MCPAdapter has no `config` getter: keep a reference to the config object you passed to it",
        );
      });
  },
};

/** `client.getTools()` and `client?.getTools()` (ast-types lists optional calls as calls). */
const MEMBER = /^(Optional)?MemberExpression$/;

function rewriteCall(ctx: SourceContext, tracker: ClientTracker, p: any): void {
  const { j } = ctx;
  const call = p.node;
  const method = call.callee.property.name as string;
  const client = call.callee.object;
  const args = call.arguments as any[];
  const rename = (to: string) => {
    call.callee.property = j.identifier(to);
    ctx.changed();
  };
  switch (method) {
    case "getTools": {
      rename("listTools");
      const servers = serversArg(ctx, p, args);
      const spread = args.length === 1 && unwrap(args[0]).type === "SpreadElement";
      call.arguments = !servers
        ? []
        : spread
          ? [spreadServersOption(ctx, p, servers)]
          : [parseExpression(ctx, `{ servers: ${sourceOf(ctx, servers)} }`)];
      unwrapLegacyMapShapes(ctx, p);
      addAwaitForSyncResult(ctx, findCurrent(ctx, call) ?? p);
      break;
    }
    case "initializeConnections":
      initializeConnections(ctx, p, client);
      break;
    case "getClient": {
      rename("client");
      if (args.length > 1) {
        ctx.todo(
          p.node,
          `${NAME}/per-call-options`,
          `per-call connection options (\`${describe(ctx, args[1])}\`) are gone: set "headers" on the server entry, or build the server as new MCPClient(target, { headers, auth })`,
        );
        call.arguments = [args[0]];
      }
      if (isTestedForAbsence(ctx, p))
        ctx.todo(
          call,
          `${NAME}/get-client-check`,
          "this tests whether getClient(name) found the server: the old one resolved to undefined for a server left out of the config or one that failed to connect; client(name) throws MCPConfigError for an unknown name and returns a client for a server that is down: test `adapter.serverNames.includes(name)`, or `await adapter.client(name).ping()` for a live connection",
        );
      ctx.note(
        call,
        `${NAME}/get-client`,
        "getClient(name) now returns the runtime's MCPClient: listPrompts/listResources/listResourceTemplates return arrays (not { prompts } / { resources }), readResource takes the URI string, callTool(name, args)",
      );
      break;
    }
    case "listResources":
    case "listResourceTemplates": {
      if (!isSimpleRef(client)) return notSimple(ctx, p, method);
      const servers = serversArg(ctx, p, args);
      const list = servers ? sourceOf(ctx, servers) : `${sourceOf(ctx, client)}.serverNames`;
      const asConst = isTs(ctx) ? " as const" : "";
      const expr = parseExpression(
        ctx,
        promiseAll(
          ctx,
          `${list}.map(async (server) => [server, await ${sourceOf(ctx, client)}.client(server).${method}()]${asConst})`,
          ".then((entries) => Object.fromEntries(entries))",
        ),
      );
      p.replace(expr);
      ctx.changed();
      break;
    }
    case "readResource": {
      if (args.length < 2) return;
      if (args.length > 2) {
        ctx.todo(
          p.node,
          `${NAME}/per-call-options`,
          `per-call connection options (\`${describe(ctx, args[2])}\`) are gone: set "headers" on the server entry, or build the server as new MCPClient(target, { headers, auth })`,
        );
      }
      const expr = parseExpression(
        ctx,
        `${sourceOf(ctx, client)}.client(${sourceOf(ctx, args[0])}).readResource(${sourceOf(ctx, args[1])}).then((result) => result.contents)`,
      );
      p.replace(expr);
      ctx.changed();
      break;
    }
    case "setLoggingLevel": {
      if (args.length === 2) {
        p.replace(
          parseExpression(
            ctx,
            `${sourceOf(ctx, client)}.client(${sourceOf(ctx, args[0])}).setLoggingLevel(${sourceOf(ctx, args[1])})`,
          ),
        );
        ctx.changed();
      } else if (args.length === 1) {
        if (!isSimpleRef(client)) return notSimple(ctx, p, method);
        const c = sourceOf(ctx, client);
        p.replace(
          parseExpression(
            ctx,
            `Promise.all(${c}.serverNames.map((server) => ${c}.client(server).setLoggingLevel(${sourceOf(ctx, args[0])}))).then(() => undefined)`,
          ),
        );
        ctx.changed();
      }
      break;
    }
    case "getServerForTool":
      ctx.todo(
        p.node,
        `${NAME}/get-server-for-tool`,
        "getServerForTool is gone: read the server from the tool itself, `tool.metadata?.mcp?.server?.name` (the server's own name), or list tools per server with listTools({ servers: [name] })",
      );
      break;
    default:
      break;
  }
}

/** `Promise.all(arg)tail`, with the argument on its own line when the whole is long. */
function promiseAll(ctx: SourceContext, arg: string, tail: string): string {
  const one = `Promise.all(${arg})${tail}`;
  if (one.length <= 90) return one;
  const comma = /,\s*\n\s*[)}\]]/.test(ctx.file.source) ? "," : "";
  return `Promise.all(\n${indentUnit(ctx)}${arg}${comma}\n)${tail}`;
}

function isTs(ctx: SourceContext): boolean {
  return /\.(c|m)?tsx?$/.test(ctx.file.path);
}

function notSimple(ctx: SourceContext, p: any, method: string): void {
  ctx.todo(
    p.node,
    `${NAME}/${method}`,
    `${method} now lives on each server's client: hold the adapter in a variable and call adapter.client(name).${method}() per server`,
  );
}

/**
 * The server-name argument of getTools/listResources as one array expression:
 * `("a", "b")` → `["a", "b"]`, `(["a"])` → as is, `(names)` → `[names].flat()` (a name or a
 * list of names, whichever it was), `()` → undefined. Per-call options get a TODO.
 */
function serversArg(ctx: SourceContext, p: any, args: any[]): any | undefined {
  const { j } = ctx;
  if (args.length === 0) return undefined;
  const first = unwrap(args[0]);
  if (args.length === 1 && first.type === "SpreadElement") return first.argument;
  const isName = (a: any) =>
    typeof literalValue(a) === "string" || unwrap(a).type === "TemplateLiteral";
  if (args.every(isName)) return j.arrayExpression(args);
  if (first.type === "ArrayExpression" || (args.length === 2 && !isName(args[1]))) {
    if (args.length === 2) {
      ctx.todo(
        p.node,
        `${NAME}/per-call-options`,
        `per-call connection options (\`${describe(ctx, args[1])}\`) are gone: set "headers" on the server entry, or build the server as new MCPClient(target, { headers, auth })`,
      );
    }
    if (first.type === "ArrayExpression" || versionBelow(ctx.options.oldVersion, 0, 4))
      return args[0];
    return parseExpression(ctx, `[${sourceOf(ctx, args[0])}].flat()`);
  }
  if (args.length === 1) {
    if (versionBelow(ctx.options.oldVersion, 0, 4)) return args[0];
    return parseExpression(ctx, `[${sourceOf(ctx, args[0])}].flat()`);
  }
  return j.arrayExpression(args);
}

/**
 * `{ servers: … }` for `getTools(...list)`. With an empty list getTools() listed every
 * server's tools; listTools({ servers: [] }) lists none, so the list is passed only when it
 * has names (or, when it cannot be read twice, the place is marked).
 */
function spreadServersOption(ctx: SourceContext, p: any, list: any): any {
  const text = sourceOf(ctx, list);
  if (isSimpleRef(unwrap(list)))
    return parseExpression(ctx, `{ servers: ${text}.length > 0 ? ${text} : undefined }`);
  ctx.todo(
    p.node,
    `${NAME}/empty-servers`,
    "listTools({ servers: [] }) lists no tool, where getTools() with no server named listed all of them: pass `servers` only when the list has names",
  );
  return parseExpression(ctx, `{ servers: ${text} }`);
}

/** `Array.from(X.values()).flat()` and `[...X.values()].flat()` around a tool list → the list. */
function unwrapLegacyMapShapes(_ctx: SourceContext, p: any): any {
  // p: the call (maybe under an await added later)
  let inner = p;
  if (inner.parent?.node.type === "AwaitExpression") inner = inner.parent;
  const value = inner.node;
  while (inner.parent?.node.type === "ParenthesizedExpression") inner = inner.parent;
  const values = inner.parent;
  if (
    values?.node.type !== "MemberExpression" ||
    values.node.property?.name !== "values" ||
    values.parent?.node.type !== "CallExpression"
  )
    return null;
  const valuesCall = values.parent;
  const holder = valuesCall.parent;
  let arrayExpr: any = null;
  if (
    holder.node.type === "CallExpression" &&
    holder.node.callee.type === "MemberExpression" &&
    holder.node.callee.object.name === "Array" &&
    holder.node.callee.property.name === "from"
  )
    arrayExpr = holder;
  else if (holder.node.type === "SpreadElement" && holder.parent.node.type === "ArrayExpression")
    arrayExpr = holder.parent;
  if (!arrayExpr) return null;
  const flatMember = arrayExpr.parent;
  if (
    flatMember?.node.type === "MemberExpression" &&
    flatMember.node.property.name === "flat" &&
    flatMember.parent.node.type === "CallExpression"
  ) {
    flatMember.parent.replace(value);
    return flatMember.parent;
  }
  arrayExpr.replace(value);
  return arrayExpr;
}

/**
 * 0.2/0.3 (and `langchainjs-mcp-adapters` 0.x) returned the tools synchronously; listTools()
 * returns a Promise. Where the old result was used as the array, add the `await` when one may
 * be added there, else mark the place. Never on a known 0.4+ version (it was a Promise
 * already), and never a version-specific edit when the version is unknown: a marker then.
 */
function addAwaitForSyncResult(ctx: SourceContext, p: any): void {
  const { j } = ctx;
  const path = p;
  const parent = path.parent?.node;
  if (!parent) return;
  if (parent.type === "AwaitExpression") return;
  if (
    parent.type === "MemberExpression" &&
    ["then", "catch", "finally"].includes(parent.property?.name)
  )
    return;
  const version = ctx.options.oldVersion;
  if (version && !versionBelow(version, 0, 4)) return;
  const returned = parent.type === "ReturnStatement" || parent.type === "ArrowFunctionExpression";
  // An async function's callers awaited its result already: a Promise of the list is the same.
  if (returned && enclosingFunction(path)?.node.async) return;
  if (!version) {
    ctx.todo(
      path.node,
      `${NAME}/sync-get-tools-unknown-version`,
      "the old package's version is unknown: listTools() returns a Promise; if this code was written for 0.2/0.3 (synchronous getTools()), await it here",
    );
    return;
  }
  if (returned || !canAwait(ctx, path)) {
    const where = returned
      ? "this function now returns a Promise of the tools: make it async and await it where it is called"
      : "await it, in an async function";
    ctx.todo(
      path.node,
      `${NAME}/sync-get-tools`,
      `listTools() returns a Promise (getTools() was synchronous in 0.2/0.3): ${where}`,
    );
    return;
  }
  const awaited = j.awaitExpression(path.node);
  const needsParens = parent.type === "MemberExpression" && parent.object === path.node;
  path.replace(needsParens ? j.parenthesizedExpression(awaited) : awaited);
  ctx.changed();
}

/** After a wrapper was replaced, the call lives at a new path: find it. */
function findCurrent(ctx: SourceContext, node: any): any | null {
  return freshIndex(ctx).find(ctx.j.CallExpression, (n: any) => n === node)[0] ?? null;
}

function initializeConnections(ctx: SourceContext, p: any, client: any): void {
  const { j } = ctx;
  const outer = p.parent?.node.type === "AwaitExpression" ? p.parent : p;
  const used = !(outer.parent?.node.type === "ExpressionStatement");
  if (!used) {
    p.node.callee.property = j.identifier("connect");
    ctx.changed();
    return;
  }
  // 0.2/0.3: `Array.from((await c.initializeConnections()).values()).flat()` is every tool.
  const replaced = unwrapLegacyMapShapes(ctx, p);
  if (replaced) {
    p.node.callee.property = j.identifier("listTools");
    ctx.changed();
    return;
  }
  if (!isSimpleRef(client)) return notSimple(ctx, p, "initializeConnections");
  const c = sourceOf(ctx, client);
  const map = versionBelow(ctx.options.oldVersion, 0, 4);
  if (!ctx.options.oldVersion) {
    ctx.note(
      p.node,
      `${NAME}/assumed-connections-shape`,
      "the installed @langchain/mcp-adapters version is unknown: initializeConnections() is taken to return a record of tools per server (0.4 and later); in 0.2–0.3 it returned a Map",
    );
  }
  const arg = `${c}.serverNames.map(async (server) => [server, await ${c}.listTools({ servers: [server] })]${isTs(ctx) ? " as const" : ""})`;
  const text = promiseAll(
    ctx,
    arg,
    map
      ? ".then((entries) => new Map(entries))"
      : ".then((entries) => Object.fromEntries(entries))",
  );
  p.replace(parseExpression(ctx, text));
  ctx.changed();
}

export default toJscodeshift(migration);
