/**
 * tool-types: the listed tools' type. The old client's tools were `DynamicStructuredTool`s;
 * the runtime's are `MCPStructuredTool`s (a `StructuredTool` without `func`), which satisfy
 * `StructuredToolInterface`. Runs after `methods`, while the tracker sees the old client:
 * where a `DynamicStructuredTool` type (from `@langchain/core/tools`) holds what an old client
 * listed (`const tools: DynamicStructuredTool[] = await client.listTools()`, `… as
 * DynamicStructuredTool[]`, a function returning the listing typed
 * `Promise<DynamicStructuredTool[]>`) it becomes `StructuredToolInterface`, imported next to
 * it. Other uses of `DynamicStructuredTool` (your own tools) stay.
 */
import {
  toJscodeshift,
  type SourceContext,
  type SourceMigration,
} from "../src/codemod/migration.js";
import { projectClients } from "./lib/project.js";
import { clientTracker, type ClientTracker } from "./lib/clients.js";
import { hasOldBindings } from "./lib/old-package.js";
import { treeIndex } from "./lib/tree-index.js";
import { unwrap } from "./lib/ast.js";

const NAME = "tool-types";
const CORE_TOOLS = "@langchain/core/tools";
const OLD_TYPE = "DynamicStructuredTool";
const NEW_TYPE = "StructuredToolInterface";

export const migration: SourceMigration = {
  kind: "source",
  name: NAME,
  description:
    "Type the listed tools as StructuredToolInterface where they were typed DynamicStructuredTool",
  prepasses: [projectClients],
  mentions: [OLD_TYPE],
  run(ctx) {
    if (!hasOldBindings(ctx)) return;
    const { j } = ctx;
    const imported = coreImport(ctx);
    if (!imported) return;
    const tracker = clientTracker(ctx);
    const index = treeIndex(ctx);
    const types: any[] = [];
    index.find(j.VariableDeclarator).forEach((p: any) => {
      if (p.node.init && isListing(tracker, p, p.node.init)) types.push(p.node.id.typeAnnotation);
    });
    index.find(j.TSAsExpression).forEach((p: any) => {
      if (isListing(tracker, p, p.node.expression)) types.push(p.node.typeAnnotation);
    });
    index.find(j.Function).forEach((p: any) => {
      if (!p.node.returnType) return;
      const body = p.node.body;
      const returned =
        body.type === "BlockStatement"
          ? j(p.get("body"))
              .find(j.ReturnStatement)
              .paths()
              .some((r: any) => r.node.argument && isListing(tracker, r, r.node.argument))
          : isListing(tracker, p, body);
      if (returned) types.push(p.node.returnType);
    });
    let renamed = 0;
    for (const t of types) {
      if (!t) continue;
      j(t)
        .find(j.Identifier, (n: any) => n.name === imported.local)
        .forEach((p: any) => {
          if (p.parent?.node.type !== "TSTypeReference") return;
          p.replace(j.identifier(NEW_TYPE));
          renamed++;
        });
    }
    if (!renamed) return;
    addSpecifier(ctx, imported);
    ctx.changed();
  },
};

/** `await client.listTools(…)` (or `getTools`) on an old client, through wrappers. */
function isListing(tracker: ClientTracker, path: any, node: any): boolean {
  let n = unwrap(node);
  if (n?.type === "AwaitExpression") n = unwrap(n.argument);
  if (n?.type !== "CallExpression" || n.callee.type !== "MemberExpression") return false;
  if (!["listTools", "getTools"].includes(n.callee.property?.name)) return false;
  return tracker.isClient(path, n.callee.object);
}

interface CoreImport {
  decl: any;
  spec: any;
  local: string;
}

/** `import { DynamicStructuredTool } from "@langchain/core/tools"` (the specifier and its local). */
function coreImport(ctx: SourceContext): CoreImport | null {
  for (const stmt of ctx.root.get().node.program.body) {
    if (stmt.type !== "ImportDeclaration" || stmt.source.value !== CORE_TOOLS) continue;
    for (const spec of stmt.specifiers ?? []) {
      if (spec.type === "ImportSpecifier" && spec.imported.name === OLD_TYPE)
        return { decl: stmt, spec, local: spec.local?.name ?? OLD_TYPE };
    }
  }
  return null;
}

/**
 * `StructuredToolInterface` next to `DynamicStructuredTool` in its import; the old specifier
 * goes when nothing references it any more.
 */
function addSpecifier(ctx: SourceContext, imported: CoreImport): void {
  const { j } = ctx;
  const { decl, spec, local } = imported;
  const has = decl.specifiers.some(
    (s: any) => s.type === "ImportSpecifier" && s.imported.name === NEW_TYPE,
  );
  // The tree changed since the shared index was taken: read the current one.
  const stillUsed =
    ctx.root
      .find(j.Identifier, { name: local })
      .filter((p: any) => p.node !== spec.local && p.node !== spec.imported)
      .size() > 0;
  const added = j.importSpecifier(j.identifier(NEW_TYPE));
  // An interface: a type-only specifier unless the whole declaration is `import type`.
  if (decl.importKind !== "type") (added as any).importKind = "type";
  const rest = decl.specifiers.filter((s: any) => stillUsed || s !== spec);
  decl.specifiers = has ? rest : [...rest, added];
}

export default toJscodeshift(migration);
