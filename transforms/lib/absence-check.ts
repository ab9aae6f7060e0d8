/**
 * Is a call's result tested for absence (`if (!c)`, `c === undefined`, `c ?? …`, `c?.x`,
 * `c ? … : …`)? The old `getClient(name)` resolved to `undefined` for a server left out of the
 * config or one that failed to connect; the runtime's `client(name)` throws for an unknown
 * name and returns a client for a server that is down, so such a test no longer tells.
 */
import type { SourceContext } from "../../src/codemod/migration.js";
import { lookup } from "./scope.js";
import { treeIndex } from "./tree-index.js";

/** The call at `p` (or its `await`), directly or through the `const` it initializes. */
export function isTestedForAbsence(ctx: SourceContext, p: any): boolean {
  let at = p;
  while (
    ["AwaitExpression", "ParenthesizedExpression", "TSNonNullExpression"].includes(
      at.parent?.node.type,
    )
  )
    at = at.parent;
  if (testsValue(at)) return true;
  const decl = at.parent?.node;
  if (decl?.type !== "VariableDeclarator" || decl.init !== at.node || decl.id.type !== "Identifier")
    return false;
  const name = decl.id.name;
  const scope = lookup(at.parent.scope, name);
  let tested = false;
  treeIndex(ctx)
    .find(ctx.j.Identifier, (n: any) => n.name === name)
    .forEach((ref: any) => {
      if (!tested && ref.node !== decl.id && lookup(ref.scope, name) === scope && testsValue(ref))
        tested = true;
    });
  return tested;
}

/** Does the parent of the expression at `p` test it for being there? */
function testsValue(p: any): boolean {
  const parent = p.parent?.node;
  const node = p.node;
  if (!parent) return false;
  switch (parent.type) {
    case "UnaryExpression":
      return parent.operator === "!";
    case "BinaryExpression":
      return /^[!=]==?$/.test(parent.operator) && [parent.left, parent.right].some(isNothing);
    case "LogicalExpression":
      return parent.left === node;
    case "IfStatement":
    case "ConditionalExpression":
    case "WhileStatement":
      return parent.test === node;
    case "OptionalMemberExpression":
    case "OptionalCallExpression":
      return parent.object === node && parent.optional === true;
    case "MemberExpression":
      return parent.object === node && parent.optional === true;
    default:
      return false;
  }
}

function isNothing(n: any): boolean {
  return (
    (n.type === "Identifier" && n.name === "undefined") ||
    n.type === "NullLiteral" ||
    (n.type === "Literal" && n.value === null)
  );
}
