/**
 * legacy-0x: APIs of 0.2/0.3 (and `langchainjs-mcp-adapters`) that mutate a client after
 * construction, and the 0.2 logger switches.
 *
 * Runs first: the servers it folds into the construction are then migrated like any other
 * entry by `client-config`.
 * - `await client.connectToServerViaStdio(name, command, args, env?, restart?)`,
 *   `connectToServerViaSSE(name, url, headers?, useNodeEventSource?, reconnect?)`,
 *   `addConnections(map)`, `addConfigFromFile(path)` as statements after the construction
 *   in the same block → entries of the construction's config (an `if/else` choosing between
 *   two `connectToServerVia*` calls for one server becomes a conditional entry); the last
 *   `connectToServerVia*` becomes `initializeConnections()` (eager connect, as before);
 *   anything it cannot move safely → TODO, and nothing of that client is folded;
 * - `enableLogging(…)` / `disableLogging()` statements → removed, with a note.
 */
import {
  toJscodeshift,
  type SourceContext,
  type SourceMigration,
} from "../src/codemod/migration.js";
import { projectClients } from "./lib/project.js";
import { clientTracker, type Construction } from "./lib/clients.js";
import { hasOldBindings, oldExportOf } from "./lib/old-package.js";
import { treeIndex } from "./lib/tree-index.js";
import { ensureTargetImport } from "./lib/target-import.js";
import { buildObject, parseExpression, sourceOf, type Member } from "./lib/text.js";
import { keyName, literalValue, propOf, unwrap } from "./lib/ast.js";

const NAME = "legacy-0x";
const MUTATORS = new Set([
  "connectToServerViaStdio",
  "connectToServerViaSSE",
  "addConnections",
  "addConfigFromFile",
]);

export const migration: SourceMigration = {
  kind: "source",
  name: NAME,
  description:
    "Fold 0.2/0.3 connectToServerVia*/addConnections/addConfigFromFile into the config; drop the 0.2 logging switches",
  prepasses: [projectClients],
  // Without one of these names there is nothing of 0.2/0.3 to fold or drop.
  mentions: [...MUTATORS, "enableLogging", "disableLogging"],
  run(ctx) {
    if (!hasOldBindings(ctx)) return;
    removeLoggingSwitches(ctx);
    foldMutators(ctx);
  },
};

function removeLoggingSwitches(ctx: SourceContext): void {
  const { j } = ctx;
  treeIndex(ctx)
    .find(j.ExpressionStatement)
    .forEach((p: any) => {
      const e = unwrap(p.node.expression);
      if (e?.type !== "CallExpression") return;
      const name = oldExportOf(ctx, p, e.callee);
      if (name !== "enableLogging" && name !== "disableLogging") return;
      if (ctx.isIgnored(p.node)) return;
      ctx.note(
        p.node,
        `${NAME}/logging`,
        `${name}() removed: the runtime has no logger switch; server log messages reach a logHandler, and warnings go through process warnings`,
      );
      const comments = p.node.comments;
      const body = p.parent.node.body;
      const i = Array.isArray(body) ? body.indexOf(p.node) : -1;
      p.prune();
      if (comments?.length && i >= 0 && body[i])
        body[i].comments = [...comments, ...(body[i].comments ?? [])];
      ctx.changed();
    });
}

interface Fold {
  /** The statement to remove or replace. */
  stmt: any;
  /** Entries (or spreads) to add to the server map. */
  members: Member[];
  /** Is this a connect (eager) call? */
  connects: boolean;
}

function foldMutators(ctx: SourceContext): void {
  const { j } = ctx;
  const tracker = clientTracker(ctx);
  /** construction → its mutator calls */
  const byConstruction = new Map<Construction, any[]>();
  const orphans: any[] = [];
  treeIndex(ctx)
    .find(
      j.CallExpression,
      (n: any) => n.callee?.type === "MemberExpression" && n.callee.computed === false,
    )
    .forEach((p: any) => {
      const m = p.node.callee.property.name;
      if (!MUTATORS.has(m) || !tracker.isClient(p, p.node.callee.object)) return;
      if (ctx.isIgnored(p.node)) return;
      const c = tracker.constructionOf(p, p.node.callee.object);
      if (!c || c.kind !== "new") orphans.push(p);
      else byConstruction.set(c, [...(byConstruction.get(c) ?? []), p]);
    });
  const todo = (p: any, why: string) =>
    ctx.todo(
      p.node,
      `${NAME}/connect-to-server`,
      `${p.node.callee.property.name} is gone (${why}): put this server in the config given to MCPAdapter ({ mcpServers: { name: { command, args } | { url, headers } } }, or loadMCPConfig(path) for a file)`,
    );
  for (const p of orphans) todo(p, "the client it changes is not constructed in this file");
  for (const [c, calls] of byConstruction) {
    const folds: Fold[] = [];
    let failed: string | null = null;
    const seen = new Set<any>();
    for (const p of calls) {
      const f = foldOf(ctx, c, p, seen);
      if (typeof f === "string") {
        failed = f;
        break;
      }
      if (f) folds.push(f);
    }
    if (failed || !addMembers(ctx, c, folds)) {
      for (const p of calls) todo(p, failed ?? "the config cannot be extended here");
      continue;
    }
    // Keep the eager connect of the last connectToServerVia* call.
    const lastConnect = [...folds].reverse().find((f) => f.connects);
    for (const f of folds) {
      if (f === lastConnect) {
        const stmt = f.stmt.node;
        f.stmt.replace(
          j.expressionStatement(
            parseExpression(ctx, `await ${sourceOf(ctx, clientExprOf(f))}.initializeConnections()`),
          ),
        );
        if (stmt.comments) f.stmt.node.comments = stmt.comments;
      } else {
        f.stmt.prune();
      }
    }
    ctx.changed();
  }
}

/** The client expression of a fold's (first) call. */
function clientExprOf(f: Fold): any {
  return (f as any).client;
}

/**
 * The entries one mutator statement contributes, null to skip, or a reason it cannot move.
 * `seen` collects statements already handled (an `if/else` holds two calls).
 */
function foldOf(ctx: SourceContext, c: Construction, p: any, seen: Set<any>): Fold | null | string {
  // The call must be a whole statement (awaited or not) whose result is unused…
  let up = p.parent;
  if (up.node.type === "AwaitExpression") up = up.parent;
  if (up.node.type !== "ExpressionStatement") return "its result is used";
  let stmt = up;
  // …possibly one arm of an `if/else` between two connect calls for the same server.
  let arms: any[] = [p.node];
  let test: any = null;
  const ifPath = enclosingIf(stmt);
  if (ifPath) {
    if (seen.has(ifPath.node)) return null;
    const other = otherArmCall(ifPath, stmt);
    if (!other) return "it runs conditionally";
    seen.add(ifPath.node);
    arms = [armCall(ifPath.node.consequent), armCall(ifPath.node.alternate)];
    test = ifPath.node.test;
    stmt = ifPath;
  }
  // The statement must follow the construction in the same block, with nothing it needs
  // declared in between.
  const decl = statementOf(c.path);
  if (!decl || decl.parent !== stmt.parent || !Array.isArray(decl.parent.node.body)) {
    return "it is not in the block that creates the client";
  }
  const body = decl.parent.node.body as any[];
  const from = body.indexOf(decl.node);
  const to = body.indexOf(stmt.node);
  if (from < 0 || to <= from) return "it is not after the construction";
  const between = new Set<string>();
  for (const s of body.slice(from, to)) for (const n of declaredNames(s)) between.add(n);
  for (const a of arms) {
    for (const arg of a.arguments) {
      for (const id of identifiersIn(ctx, arg))
        if (between.has(id)) return `\`${id}\` is declared after the client`;
    }
  }
  const members: Member[] = [];
  const entries = arms.map((a) => entryOf(ctx, a));
  if (entries.some((e) => typeof e === "string"))
    return entries.find((e) => typeof e === "string") as string;
  const es = entries as {
    key: string | null;
    value: string | null;
    spread?: string;
    connects: boolean;
  }[];
  if (arms.length === 2) {
    if (es[0].key === null || es[0].key !== es[1].key)
      return "the two branches add different servers";
    members.push({
      key: es[0].key,
      value: parseExpression(ctx, `${sourceOf(ctx, test)} ? ${es[0].value} : ${es[1].value}`),
    });
  } else if (es[0].spread) {
    members.push({ key: `...${es[0].spread}`, value: null } as any);
  } else {
    members.push({ key: es[0].key!, value: parseExpression(ctx, es[0].value!) });
  }
  const fold: Fold = { stmt, members, connects: es.some((e) => e.connects) };
  (fold as any).client = p.node.callee.object;
  return fold;
}

function enclosingIf(stmt: any): any | null {
  let p = stmt.parent;
  if (p?.node.type === "BlockStatement" && p.node.body.length === 1) p = p.parent;
  if (p?.node.type === "IfStatement" && p.node.alternate) return p;
  return null;
}

function armCall(node: any): any | null {
  let n = node;
  if (n?.type === "BlockStatement") {
    if (n.body.length !== 1) return null;
    n = n.body[0];
  }
  if (n?.type !== "ExpressionStatement") return null;
  let e = unwrap(n.expression);
  if (e?.type === "AwaitExpression") e = unwrap(e.argument);
  return e?.type === "CallExpression" ? e : null;
}

function otherArmCall(ifPath: any, _stmt: any): any | null {
  const a = armCall(ifPath.node.consequent);
  const b = armCall(ifPath.node.alternate);
  if (!a || !b) return null;
  const isConnect = (c: any) =>
    /^connectToServerVia(Stdio|SSE)$/.test(c.callee?.property?.name ?? "");
  return isConnect(a) && isConnect(b) ? b : null;
}

function statementOf(path: any): any | null {
  let p = path;
  while (
    p &&
    p.parent &&
    !(Array.isArray(p.parent.node.body) && p.parent.node.body.includes(p.node))
  )
    p = p.parent;
  return p?.parent ? p : null;
}

function declaredNames(stmt: any): string[] {
  if (stmt.type === "VariableDeclaration") {
    const out: string[] = [];
    for (const d of stmt.declarations) collectPatternNames(d.id, out);
    return out;
  }
  if ((stmt.type === "FunctionDeclaration" || stmt.type === "ClassDeclaration") && stmt.id)
    return [stmt.id.name];
  return [];
}

function collectPatternNames(n: any, out: string[]): void {
  if (!n) return;
  if (n.type === "Identifier") out.push(n.name);
  else if (n.type === "ObjectPattern")
    for (const p of n.properties) collectPatternNames(p.value ?? p.argument, out);
  else if (n.type === "ArrayPattern") for (const e of n.elements) collectPatternNames(e, out);
  else if (n.type === "AssignmentPattern") collectPatternNames(n.left, out);
  else if (n.type === "RestElement") collectPatternNames(n.argument, out);
}

function identifiersIn(ctx: SourceContext, node: any): string[] {
  const out: string[] = [];
  ctx
    .j(node)
    .find(ctx.j.Identifier)
    .forEach((q: any) => {
      const parent = q.parent?.node;
      if (parent?.type === "MemberExpression" && parent.property === q.node && !parent.computed)
        return;
      if (
        (parent?.type === "ObjectProperty" || parent?.type === "Property") &&
        parent.key === q.node &&
        !parent.computed
      )
        return;
      out.push(q.node.name);
    });
  if (unwrap(node)?.type === "Identifier") out.push(unwrap(node).name);
  return out;
}

/** Key text for a server name. */
function keyText(ctx: SourceContext, node: any): string | null {
  const v = literalValue(node);
  if (typeof v === "string") return /^[A-Za-z_$][\w$]*$/.test(v) ? v : JSON.stringify(v);
  return `[${sourceOf(ctx, node)}]`;
}

/** `{ key, value }` text of the entry one call adds, or a reason it cannot. */
function entryOf(
  ctx: SourceContext,
  call: any,
): { key: string | null; value: string | null; spread?: string; connects: boolean } | string {
  const m = call.callee.property.name;
  const a = call.arguments as any[];
  if (a.some((x) => x.type === "SpreadElement")) return "its arguments are spread";
  const fields = (pairs: [string, any][]) =>
    sourceOf(
      ctx,
      buildObject(
        ctx,
        pairs.filter(([, v]) => v !== undefined).map(([key, value]) => ({ key, value })),
      ),
    );
  if (m === "connectToServerViaStdio") {
    if (a.length < 3) return "it is missing arguments";
    const [name, command, args, env, restart] = a;
    return {
      key: keyText(ctx, name),
      value: fields([
        ["transport", parseExpression(ctx, '"stdio"')],
        ["command", command],
        ["args", args],
        ["env", env],
        ["restart", restart],
      ]),
      connects: true,
    };
  }
  if (m === "connectToServerViaSSE") {
    if (a.length < 2) return "it is missing arguments";
    const [name, url, headers, useNodeEventSource, reconnect] = a;
    return {
      key: keyText(ctx, name),
      value: fields([
        ["transport", parseExpression(ctx, '"sse"')],
        ["url", url],
        ["headers", headers],
        ["useNodeEventSource", useNodeEventSource],
        ["reconnect", reconnect],
      ]),
      connects: true,
    };
  }
  if (m === "addConnections") {
    if (a.length !== 1) return "it has no connections argument";
    return { key: null, value: null, spread: sourceOf(ctx, a[0]), connects: false };
  }
  if (m === "addConfigFromFile") {
    if (a.length !== 1) return "it has no path argument";
    const loader = ensureTargetImport(ctx, "loadMCPConfig");
    return {
      key: null,
      value: null,
      spread: `${loader}(${sourceOf(ctx, a[0])}).mcpServers`,
      connects: false,
    };
  }
  return "unknown call";
}

/** Add the folded members to the construction's server map; false when it cannot. */
function addMembers(ctx: SourceContext, c: Construction, folds: Fold[]): boolean {
  const members = folds.flatMap((f) => f.members);
  if (!members.length) return true;
  const toText = (m: any) =>
    "prop" in m
      ? sourceOf(ctx, m.prop)
      : m.value === null
        ? m.key
        : `${m.key}: ${sourceOf(ctx, m.value)}`;
  const objectText = (existing: any[], more: any[]) => {
    const items = [...existing.map((prop) => ({ prop })), ...more];
    const texts = items.map(toText);
    return buildObjectFromTexts(ctx, texts);
  };
  const config = c.config ? unwrap(c.config) : null;
  if (!config) {
    c.path.node.arguments = [parseExpression(ctx, objectText([], members))];
    ctx.note(
      c.path.node,
      `${NAME}/default-mcp-json`,
      "the old client was created without a config, so it also read ./mcp.json when present; the folded servers are now its whole config",
    );
    return true;
  }
  if (config.type !== "ObjectExpression") return false;
  const servers = propOf(config, "mcpServers");
  if (servers) {
    const map = unwrap(servers.value);
    if (map?.type !== "ObjectExpression") return false;
    servers.value = parseExpression(ctx, objectText(map.properties, members));
    return true;
  }
  if (config.properties.some((p: any) => !keyName(p) && p.type !== "SpreadElement")) return false;
  c.path.node.arguments[0] = parseExpression(ctx, objectText(config.properties, members));
  return true;
}

function buildObjectFromTexts(ctx: SourceContext, texts: string[]): string {
  const one = `{ ${texts.join(", ")} }`;
  if (!texts.some((t) => t.includes("\n")) && one.length <= 60) return one;
  const unit = /\n(\t| {4}| {2})\S/.exec(ctx.file.source)?.[1] ?? "  ";
  const body = texts.map((t) => unit + t.split("\n").join(`\n${unit}`)).join(",\n");
  const trailing = /,\s*\n\s*[}\]]/.test(ctx.file.source) ? "," : "";
  return `{\n${body}${trailing}\n}`;
}

export default toJscodeshift(migration);
