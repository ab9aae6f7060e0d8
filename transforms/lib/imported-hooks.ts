/**
 * The old client's hooks, seen from a module that imports its client or its tools: the origin
 * module exports the hooks as `mcpToolHooks` middleware (hooks-to-middleware), and here each
 * `createAgent({ tools })` that provably gets that client's tools imports it and adds it. Every
 * other place that takes those tools (another consumer, a spread, a helper's argument) gets a
 * marker: without the middleware the hooks no longer run there, and nothing else would say so.
 */
import nodePath from "node:path";
import type { SourceContext } from "../../src/codemod/migration.js";
import { attachMiddleware } from "./agent-consumers.js";
import { isRead, keyName, unwrap } from "./ast.js";
import { declaratorOf } from "./config.js";
import { ensureModuleImport } from "./module-import.js";
import type { ImportFact, ProjectFacts } from "./project.js";
import { lookup } from "./scope.js";
import { treeIndex } from "./tree-index.js";
import { TOOLS_METHODS } from "./names.js";

const NAME = "hooks-to-middleware";

export function attachImportedHooks(ctx: SourceContext, project: ProjectFacts): void {
  const me = nodePath.resolve(ctx.file.path);
  const facts = (project.imports[me] ?? []).filter((f) => f.hooks && f.kind !== "class");
  if (!facts.length) return;
  const byLocal = new Map(facts.map((f) => [f.local, f]));
  const attached = attachToAgents(ctx, me, byLocal);
  markUnattached(ctx, byLocal, attached);
}

/** Where the hooked tools in `expr` (seen at `at`) come from: an array's elements, one variable. */
interface ToolsSource {
  fact: ImportFact;
  /** The expression that yields them (an imported name, a call). */
  node: any;
}

function toolsSource(byLocal: Map<string, ImportFact>, expr: any, at: any): ToolsSource | null {
  let n = unwrap(expr);
  if (n?.type === "AwaitExpression") n = unwrap(n.argument);
  if (n?.type === "ArrayExpression") {
    for (const e of n.elements) {
      const found = e && toolsSource(byLocal, e.type === "SpreadElement" ? e.argument : e, at);
      if (found) return found;
    }
    return null;
  }
  if (n?.type === "Identifier") {
    const f = importedAt(byLocal, at, n.name);
    if (f) return f.kind === "tool-list" ? { fact: f, node: n } : null;
    const d = declaratorOf(at, n.name);
    return d?.node.init ? toolsSource(byLocal, d.node.init, d) : null;
  }
  const f = n?.type === "CallExpression" ? toolsCallFact(byLocal, n, at) : null;
  return f ? { fact: f, node: n } : null;
}

/** `tools()`, `client.getTools()`, `make().getTools()` of an imported binding. */
function toolsCallFact(byLocal: Map<string, ImportFact>, call: any, at: any): ImportFact | null {
  const callee = call.callee;
  if (callee.type === "Identifier") {
    const f = importedAt(byLocal, at, callee.name);
    return f?.kind === "tools" ? f : null;
  }
  if (callee.type !== "MemberExpression" || callee.computed) return null;
  if (!TOOLS_METHODS.includes(callee.property.name)) return null;
  const o = unwrap(callee.object);
  if (o?.type === "CallExpression" && o.callee.type === "Identifier") {
    const f = importedAt(byLocal, at, o.callee.name);
    return f?.kind === "factory" ? f : null;
  }
  if (o?.type === "Identifier") {
    const f = importedAt(byLocal, at, o.name);
    return f?.kind === "instance" ? f : null;
  }
  return null;
}

/** The fact of `name` when, seen at `at`, it is the module's imported binding (not shadowed). */
function importedAt(byLocal: Map<string, ImportFact>, at: any, name: string): ImportFact | null {
  const f = byLocal.get(name);
  if (!f) return null;
  const scope = lookup(at.scope, name);
  return scope === null || scope.isGlobal || scope.path?.node?.type === "Program" ? f : null;
}

/** Adds the origin's middleware to each createAgent fed those tools; returns those calls and sources. */
function attachToAgents(
  ctx: SourceContext,
  me: string,
  byLocal: Map<string, ImportFact>,
): Set<any> {
  const { j } = ctx;
  const attached = new Set<any>();
  const agentNames = new Set<string>();
  const index = treeIndex(ctx);
  index
    .find(j.ImportDeclaration, (n: any) => n.source?.value === "langchain")
    .forEach((p: any) => {
      for (const s of p.node.specifiers ?? [])
        if (s.type === "ImportSpecifier" && s.imported.name === "createAgent")
          agentNames.add(s.local?.name ?? "createAgent");
    });
  index.find(j.CallExpression).forEach((p: any) => {
    if (p.node.callee.type !== "Identifier" || !agentNames.has(p.node.callee.name)) return;
    const obj = unwrap(p.node.arguments[0]);
    if (obj?.type !== "ObjectExpression") return;
    const tools = obj.properties.find((q: any) => keyName(q) === "tools");
    const source = tools ? toolsSource(byLocal, tools.value, p) : null;
    if (!source) return;
    const { fact } = source;
    const local = ensureModuleImport(ctx, originSpecifier(me, fact), "mcpToolHooks");
    attachMiddleware(ctx, { kind: "createAgent", path: p }, local);
    attached.add(p.node).add(source.node);
    ctx.note(
      p.node,
      `${NAME}/attached-cross-file`,
      `the old beforeToolCall/afterToolCall hooks of the client from "${fact.specifier}" now run as its module's \`mcpToolHooks\` middleware, added to this createAgent`,
    );
  });
  return attached;
}

/** The origin module as this module names it (its extension style kept). */
function originSpecifier(me: string, fact: ImportFact): string {
  let spec = nodePath.relative(nodePath.dirname(me), fact.origin).replace(/\\/g, "/");
  if (!spec.startsWith(".")) spec = `./${spec}`;
  return /\.[cm]?[jt]sx?$/.test(fact.specifier)
    ? spec.replace(/\.([cm]?)tsx?$/, ".$1js")
    : spec.replace(/\.[cm]?[jt]sx?$/, "");
}

/**
 * Every other place this module takes the hooked client's tools: a tool list imported as it is,
 * a call of an imported tools function, `getTools()`/`listTools()` of an imported client, outside
 * a createAgent that got the middleware.
 */
function markUnattached(ctx: SourceContext, byLocal: Map<string, ImportFact>, attached: Set<any>) {
  const { j } = ctx;
  const inAttached = (p: any) => {
    for (let q = p; q; q = q.parent) if (attached.has(q.node)) return true;
    return false;
  };
  const mark = (p: any, fact: ImportFact) => {
    if (inAttached(p) || ctx.isIgnored(p.node)) return;
    ctx.todo(
      p.node,
      `${NAME}/unattached-cross-file`,
      `these tools come from the client in "${fact.specifier}", whose beforeToolCall/afterToolCall hooks now run only as that module's \`mcpToolHooks\` middleware: add it to the agent (createAgent's \`middleware\`) that runs these tools`,
    );
  };
  const index = treeIndex(ctx);
  index.find(j.CallExpression).forEach((p: any) => {
    const fact = toolsCallFact(byLocal, p.node, p);
    if (fact) mark(p, fact);
  });
  index.find(j.Identifier).forEach((p: any) => {
    const fact = importedAt(byLocal, p, p.node.name);
    if (fact?.kind !== "tool-list" || !isRead(p)) return;
    mark(p, fact);
  });
}
