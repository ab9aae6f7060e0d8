/**
 * Tool results read in the old shape. The old adapter put a result's non-text content in
 * `ToolMessage.artifact` as an array (`artifact[0]`, `artifact.map(…)`) and, without
 * `outputHandling`, structured content as JSON in the text (or under `mcp_structured_content`);
 * the runtime's artifact is `{ structuredContent }` and the text never holds it. Types cannot
 * see these reads (an artifact is `any`), so the name sweep marks them.
 */
import type { SourceContext } from "../../src/codemod/migration.js";
import { calleeName, isStringLit, unwrap } from "./ast.js";
import { treeIndex } from "./tree-index.js";

const ARTIFACT =
  "the tool's artifact is now `{ structuredContent }` (MCPToolArtifact), not the old array of content: read `artifact?.structuredContent`, and non-text content from `content` as standard blocks";
const IN_TEXT =
  "structured content is no longer JSON in the tool's text: invoke the tool with a ToolCall and read the ToolMessage's `artifact?.structuredContent`";

const isArtifact = (n: any) =>
  /MemberExpression$/.test(n?.type) && !n.computed && n.property?.name === "artifact";

/** `msg.content`, `block.text`, `await tool.invoke(…)`: what a tool gave, read as text. */
function isToolText(node: any): boolean {
  let n = unwrap(node);
  if (n?.type === "AwaitExpression") n = unwrap(n.argument);
  if (/MemberExpression$/.test(n?.type) && !n.computed)
    return ["content", "text"].includes(n.property?.name);
  const callee = /CallExpression$/.test(n?.type) ? unwrap(n.callee) : null;
  return (
    /MemberExpression$/.test(callee?.type) && ["invoke", "call"].includes(callee.property?.name)
  );
}

export function markOldResultReads(ctx: SourceContext, rule: string): void {
  const { j } = ctx;
  const source = ctx.file.source;
  const index = treeIndex(ctx);
  const mark = (p: any, message: string) => {
    if (!ctx.isIgnored(p.node)) ctx.todo(p.node, rule, message);
  };
  if (source.includes("artifact")) {
    // `msg.artifact[0]`, `msg.artifact.map(…)`, `.artifact.data`: anything but structuredContent.
    for (const p of index.find(j.MemberExpression, (n: any) => isArtifact(unwrap(n.object)))) {
      const n = p.node;
      if (!n.computed && n.property?.name === "structuredContent") continue;
      mark(p, ARTIFACT);
    }
    // `const [first] = msg.artifact`
    for (const p of index.find(
      j.VariableDeclarator,
      (n: any) => n.id?.type === "ArrayPattern" && isArtifact(unwrap(n.init)),
    ))
      mark(p, ARTIFACT);
  }
  if (source.includes("mcp_structured_content")) {
    const named = (n: any) =>
      (n.type === "Identifier" && n.name === "mcp_structured_content") ||
      (isStringLit(n) && n.value === "mcp_structured_content");
    for (const p of index.find(j.Node, named)) mark(p, IN_TEXT);
  }
  if (source.includes("JSON.parse")) {
    for (const p of index.find(j.CallExpression, (n: any) => calleeName(n.callee) === "JSON.parse"))
      if (isToolText(p.node.arguments[0])) mark(p, IN_TEXT);
  }
}
