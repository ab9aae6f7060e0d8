/**
 * Who receives a client's tools in the same file: `createAgent({ tools })` (langchain),
 * `createReactAgent({ tools })` and `new ToolNode(tools)` (LangGraph prebuilt). The tools are
 * followed from `client.getTools()` / `listTools()` directly or through one variable.
 */
import type { SourceContext } from "../../src/codemod/migration.js";
import { treeIndex, type TreeIndex } from "./tree-index.js";
import type { OptionsSite } from "./callback-options.js";
import type { ClientTracker } from "./clients.js";
import { declaratorOf, keyName } from "./config.js";
import { unwrap } from "./old-package.js";
import { parseExpression, sourceOf } from "./text.js";

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
  const { j } = ctx;
  // Read-only below: one index serves every lookup.
  const index = treeIndex(ctx);
  const imports = consumerImports(ctx, index);
  if (!imports.size) return [];
  const direct = new Set<any>();
  /** Variables holding the tools: name and the AST node of the declaring scope (paths differ per traversal). */
  const vars: { name: string; scope: any }[] = [];
  index.find(j.CallExpression).forEach((p: any) => {
    const callee = p.node.callee;
    if (callee.type !== "MemberExpression" || callee.computed) return;
    if (!["getTools", "listTools"].includes(callee.property.name)) return;
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
    return Boolean(v && q.scope?.lookup(q.node.name)?.node === v.scope);
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
      if (!mentions(p.get("init"))) return;
      vars.push({ name: p.node.id.name, scope: p.scope?.node });
      grew = true;
    });
    if (!grew) break;
  }
  const out: Consumer[] = [];
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
  index.find(j.CallExpression).forEach(visit);
  index.find(j.NewExpression).forEach(visit);
  return out;
}

/**
 * Add `text` (one `key: value` member) at the end of the object literal at `path`, keeping the
 * object's layout: a one-line object stays on one line; a multi-line one gets a new line with
 * the last member's indentation, and a trailing comma when the object had one.
 */
export function addProperty(ctx: SourceContext, path: any, text: string): void {
  const obj = path.node;
  const lines = obj.loc?.lines;
  const last = obj.properties[obj.properties.length - 1];
  if (!lines || !last?.loc || last.loc.lines !== lines) {
    obj.properties.push(parseExpression(ctx, `{ ${text} }`).properties[0]);
    ctx.changed();
    return;
  }
  const full = lines.toString() as string;
  const offset = (pos: { line: number; column: number }) => {
    let o = 0;
    for (let l = 1; l < pos.line; l++) o = full.indexOf("\n", o) + 1;
    return o + pos.column;
  };
  const start = offset(obj.loc.start);
  const end = offset(obj.loc.end);
  const lastEnd = offset(last.loc.end) - start;
  const source = full.slice(start, end);
  if (sourceOf(ctx, obj) !== dedent(source, full, start)) {
    // Something inside was already rewritten: let recast print the new member.
    obj.properties.push(parseExpression(ctx, `{ ${text} }`).properties[0]);
    ctx.changed();
    return;
  }
  const after = source.slice(lastEnd);
  const comma = /^\s*,/.test(after);
  let out: string;
  if (!source.includes("\n")) {
    out = `${source.slice(0, lastEnd)}, ${text}${source.slice(lastEnd).replace(/^\s*,/, "")}`;
  } else {
    const lastLine = full.slice(0, offset(last.loc.start)).split("\n").pop() ?? "";
    const indent = /^[ \t]*/.exec(lastLine)![0];
    const base = /^[ \t]*/.exec(full.slice(0, start).split("\n").pop() ?? "")![0];
    const rel = indent.startsWith(base) ? indent.slice(base.length) : indent;
    const insertAt = comma ? lastEnd + after.indexOf(",") + 1 : lastEnd;
    out = `${source.slice(0, insertAt)}${comma ? "" : ","}\n${rel}${text}${comma ? "," : ""}${source.slice(insertAt)}`;
    out = out
      .split("\n")
      .map((l, i) => (i > 0 && l.startsWith(base) ? l.slice(base.length) : l))
      .join("\n");
  }
  path.replace(parseExpression(ctx, out));
  ctx.changed();
}

/** The original text of a node starting at `start`, tail lines made relative to its line's indent. */
function dedent(source: string, full: string, start: number): string {
  const base = /^[ \t]*/.exec(full.slice(0, start).split("\n").pop() ?? "")![0];
  return source
    .split("\n")
    .map((l, i) => (i > 0 && l.startsWith(base) ? l.slice(base.length) : l))
    .join("\n");
}
