/**
 * Who receives a client's tools in the same file: `createAgent({ tools })` (langchain),
 * `createReactAgent({ tools })` and `new ToolNode(tools)` (LangGraph prebuilt). The tools are
 * followed from `client.getTools()` / `listTools()` directly or through one variable.
 */
import type { SourceContext } from "../../src/codemod/migration.js";
import { treeIndex, type TreeIndex } from "./tree-index.js";
import { isTypeScript, type OptionsSite } from "./callback-options.js";
import { addProperty, parseExpression, sourceOf } from "./text.js";
import type { ClientTracker } from "./clients.js";
import { declaratorOf } from "./config.js";
import { lookup } from "./scope.js";
import { isRead, keyName, unwrap } from "./ast.js";
import { TOOLS_METHODS } from "./names.js";

export interface Consumer {
  kind: "createAgent" | "createReactAgent" | "ToolNode";
  /** Path of the call (or `new`) expression. */
  path: any;
}

const SOURCES: Record<string, { kind: Consumer["kind"]; modules: string[] }> = {
  createAgent: { kind: "createAgent", modules: ["langchain"] },
  createReactAgent: { kind: "createReactAgent", modules: ["@langchain/langgraph/prebuilt"] },
  ToolNode: { kind: "ToolNode", modules: ["@langchain/langgraph/prebuilt", "langchain"] },
};

/** Local name → consumer kind, from this file's imports. */
function consumerImports(ctx: SourceContext, index: TreeIndex): Map<string, Consumer["kind"]> {
  const { j } = ctx;
  const out = new Map<string, Consumer["kind"]>();
  index.find(j.ImportDeclaration).forEach((p: any) => {
    for (const s of p.node.specifiers ?? []) {
      if (s.type !== "ImportSpecifier") continue;
      const known = SOURCES[s.imported.name];
      if (known && known.modules.includes(p.node.source.value))
        out.set(s.local?.name ?? s.imported.name, known.kind);
    }
  });
  // const { createAgent } = require("langchain")
  index
    .find(j.VariableDeclarator, (n: any) => n.id?.type === "ObjectPattern")
    .forEach((p: any) => {
      const init = p.node.init;
      if (init?.type !== "CallExpression" || init.callee.name !== "require") return;
      const module = init.arguments[0]?.value;
      for (const prop of p.node.id.properties) {
        const key = keyName(prop);
        const known = key ? SOURCES[key] : undefined;
        if (known && known.modules.includes(module) && prop.value?.type === "Identifier")
          out.set(prop.value.name, known.kind);
      }
    });
  return out;
}

/** Is this expression (seen at `path`) the client of `site`? */
function isSiteClient(site: OptionsSite, tracker: ClientTracker, path: any, node: any): boolean {
  const n = unwrap(node);
  if (n === site.owner.node) return true;
  if (n?.type === "Identifier") {
    const d = declaratorOf(path, n.name);
    let init = unwrap(d?.node.init);
    if (init?.type === "AwaitExpression") init = unwrap(init.argument);
    if (init === site.owner.node) return true;
  }
  return Boolean(site.construction && tracker.constructionOf(path, node) === site.construction);
}

/** Every consumer of the site's tools in this file. */
export function consumersOf(
  ctx: SourceContext,
  site: OptionsSite,
  tracker: ClientTracker,
): Consumer[] {
  return toolsFlow(ctx, site, tracker).consumers;
}

/**
 * The places that hold the site's tools outside `consumers` (a call's argument, a return, an
 * export, a property): the hooks do not reach what happens to the tools there.
 */
export function strayToolsOf(
  ctx: SourceContext,
  site: OptionsSite,
  tracker: ClientTracker,
  consumers: readonly Consumer[],
): any[] {
  const { j } = ctx;
  const flow = toolsFlow(ctx, site, tracker);
  const inside = new Set(consumers.map((c) => c.path.node));
  const handled = (p: any) => {
    for (let q = p.parent; q; q = q.parent) {
      if (inside.has(q.node)) return true;
      // `const all = [...tools]`: `all` is followed in turn.
      if (q.node.type === "VariableDeclarator" && flow.isToolsVar(q)) return true;
    }
    return false;
  };
  const strays: any[] = [];
  treeIndex(ctx)
    .find(j.Node)
    .forEach((p: any) => {
      if (flow.isToolsNode(p) && isRead(p) && !handled(p)) strays.push(p.node);
    });
  return strays;
}

/** Where the site's tools go in this file: calls that make them, variables holding them. */
function toolsFlow(ctx: SourceContext, site: OptionsSite, tracker: ClientTracker) {
  const { j } = ctx;
  // Read-only below: one index serves every lookup.
  const index = treeIndex(ctx);
  const imports = consumerImports(ctx, index);
  const direct = new Set<any>();
  /** Variables holding the tools: name and the AST node of the declaring scope (paths differ per traversal). */
  const vars: { name: string; scope: any }[] = [];
  index.find(j.CallExpression).forEach((p: any) => {
    const callee = p.node.callee;
    if (callee.type !== "MemberExpression" || callee.computed) return;
    if (!TOOLS_METHODS.includes(callee.property.name)) return;
    if (!isSiteClient(site, tracker, p.get("callee", "object"), callee.object)) return;
    let h = p;
    while (
      h.parent &&
      [
        "AwaitExpression",
        "TSAsExpression",
        "ParenthesizedExpression",
        "TSNonNullExpression",
      ].includes(h.parent.node.type)
    )
      h = h.parent;
    const d = h.parent?.node;
    if (d?.type === "VariableDeclarator" && d.init === h.node && d.id.type === "Identifier") {
      vars.push({ name: d.id.name, scope: h.parent.scope?.node });
    } else {
      direct.add(p.node);
    }
  });
  const isToolsNode = (q: any): boolean => {
    if (direct.has(q.node)) return true;
    if (q.node.type !== "Identifier") return false;
    const v = vars.find((x) => x.name === q.node.name);
    return Boolean(v && lookup(q.scope, q.node.name)?.node === v.scope);
  };
  /** Does the expression at `path` (itself or inside) hold this client's tools? */
  const mentions = (path: any): boolean => {
    if (isToolsNode(path)) return true;
    let found = false;
    j(path)
      .find(j.Node)
      .forEach((q: any) => {
        if (!found && isToolsNode(q)) found = true;
      });
    return found;
  };
  // `const all = [...tools, extra]`: variables built from the tools hold them too.
  for (let round = 0; round < 3; round++) {
    let grew = false;
    index.find(j.VariableDeclarator).forEach((p: any) => {
      if (p.node.id.type !== "Identifier" || !p.node.init) return;
      if (vars.some((v) => v.name === p.node.id.name && v.scope === p.scope?.node)) return;
      // `const agent = createAgent({ tools })` holds an agent, not the tools.
      if (isConsumerCall(p.node.init) || !mentions(p.get("init"))) return;
      vars.push({ name: p.node.id.name, scope: p.scope?.node });
      grew = true;
    });
    if (!grew) break;
  }
  const out: Consumer[] = [];
  function isConsumerCall(init: any): boolean {
    let n = unwrap(init);
    if (n?.type === "AwaitExpression") n = unwrap(n.argument);
    const callee = /^(Call|New)Expression$/.test(n?.type ?? "") ? n.callee : null;
    return callee?.type === "Identifier" && imports.has(callee.name);
  }
  const visit = (p: any) => {
    const callee = p.node.callee;
    if (callee.type !== "Identifier") return;
    const kind = imports.get(callee.name);
    if (!kind || (kind === "ToolNode") !== (p.node.type === "NewExpression")) return;
    const arg0 = p.get("arguments", 0);
    if (!arg0?.node) return;
    if (kind === "ToolNode") {
      if (mentions(arg0)) out.push({ kind, path: p });
      return;
    }
    const obj = unwrap(arg0.node);
    if (obj?.type !== "ObjectExpression") return;
    const i = obj.properties.findIndex((q: any) => keyName(q) === "tools");
    if (i < 0) return;
    const objPath = obj === arg0.node ? arg0 : null;
    const toolsPath = objPath ? objPath.get("properties", i, "value") : null;
    const tools = obj.properties[i];
    // Shorthand `{ tools }`: the key is the reference.
    if (toolsPath ? mentions(toolsPath) : false) out.push({ kind, path: p });
    else if (tools.shorthand && vars.some((v) => v.name === tools.key.name))
      out.push({ kind, path: p });
  };
  if (imports.size) {
    index.find(j.CallExpression).forEach(visit);
    index.find(j.NewExpression).forEach(visit);
  }
  const isToolsVar = (d: any): boolean =>
    d.node.id.type === "Identifier" &&
    vars.some((v) => v.name === d.node.id.name && v.scope === d.scope?.node);
  return { consumers: out, isToolsNode, isToolsVar };
}

/** Append the middleware to the createAgent call's `middleware` (created if absent). */
export function attachMiddleware(ctx: SourceContext, agent: Consumer, mw: string): void {
  const { j } = ctx;
  const argPath = agent.path.get("arguments", 0);
  const obj = unwrap(argPath.node);
  const prop = obj.properties.find((p: any) => keyName(p) === "middleware");
  if (!prop) {
    addProperty(ctx, argPath, `middleware: [${mw}]`);
    return;
  }
  const value = unwrap(prop.value);
  if (value.type === "ArrayExpression") {
    if (value.elements.some((e: any) => e?.type === "Identifier" && e.name === mw)) return;
    value.elements.push(j.identifier(mw));
  } else {
    // `as const`: createAgent infers its types from a tuple; a widened array matches no overload.
    const spread = `[...${sourceOf(ctx, prop.value)}, ${mw}]`;
    prop.value = parseExpression(ctx, isTypeScript(ctx) ? `${spread} as const` : spread);
    prop.shorthand = false;
  }
  ctx.changed();
}
