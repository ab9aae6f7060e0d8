/**
 * error-handling: code that tells the old package's errors apart.
 *
 * Runs before `imports` renames the old bindings:
 * - `e instanceof MCPClientError` → `e instanceof MCPConnectionError` (the runtime's transport
 *   and session failure), and `e.serverName` inside that branch → `e.server`;
 *   `e.name === "MCPClientError"` → `"MCPConnectionError"`. Reported: configuration problems
 *   now throw `MCPConfigError`;
 * - `e instanceof ToolException` and `e.name === "ToolException"` get a behaviour note: under an
 *   agent, a tool error reported by the server is now an error `ToolMessage`, not an
 *   exception; invoked directly, the tool still throws the runtime's `ToolException`.
 */
import {
  toJscodeshift,
  type SourceContext,
  type SourceMigration,
} from "../src/codemod/migration.js";
import { projectClients } from "./lib/project.js";
import { hasOldBindings, oldExportOf } from "./lib/old-package.js";
import { ensureTargetImport } from "./lib/target-import.js";
import { treeIndex } from "./lib/tree-index.js";
import { literalValue } from "./lib/ast.js";

const NAME = "error-handling";

const TOOL_EXCEPTION_NOTE =
  'a tool error the server reports (isError) no longer throws under createAgent/ToolNode: the agent receives a ToolMessage with status "error" and the server\'s message, so this branch no longer sees it; a tool invoked directly with plain arguments still throws the runtime\'s ToolException (name "ToolException"); transport failures throw MCPConnectionError';
const CLIENT_ERROR_NOTE =
  "MCPClientError checks now test the runtime's MCPConnectionError (a server that cannot be reached or whose connection died; `.server` replaces `.serverName`); an invalid configuration throws MCPConfigError instead";

export const migration: SourceMigration = {
  kind: "source",
  name: NAME,
  description:
    "Map MCPClientError checks to MCPConnectionError and flag ToolException branches that agents no longer reach",
  prepasses: [projectClients],
  mentions: ["MCPClientError", "ToolException"],
  run(ctx) {
    if (!hasOldBindings(ctx)) return;
    const { j } = ctx;
    treeIndex(ctx)
      .find(j.BinaryExpression)
      .forEach((p: any) => {
        const n = p.node;
        if (ctx.isIgnored(n)) return;
        if (n.operator === "instanceof") {
          if (oldExportOf(ctx, p.get("right"), n.right) === "MCPClientError") {
            const local = ensureTargetImport(ctx, "MCPConnectionError");
            n.right = j.identifier(local);
            renameServerName(ctx, p);
            ctx.note(n, `${NAME}/client-error`, CLIENT_ERROR_NOTE);
            ctx.changed();
          } else if (isToolExceptionClass(n.right)) {
            ctx.note(n, `${NAME}/tool-exception`, TOOL_EXCEPTION_NOTE);
          }
          return;
        }
        if (!["===", "==", "!==", "!="].includes(n.operator)) return;
        for (const side of ["left", "right"] as const) {
          const other = side === "left" ? n.right : n.left;
          const value = literalValue(n[side]);
          if (!isNameAccess(other)) continue;
          if (value === "MCPClientError") {
            n[side] = j.stringLiteral("MCPConnectionError");
            ctx.note(n, `${NAME}/client-error`, CLIENT_ERROR_NOTE);
            ctx.changed();
          } else if (value === "ToolException") {
            ctx.note(n, `${NAME}/tool-exception`, TOOL_EXCEPTION_NOTE);
          }
        }
      });
  },
};

/** `x.name` / `x?.name` */
function isNameAccess(n: any): boolean {
  return (
    (n?.type === "MemberExpression" || n?.type === "OptionalMemberExpression") &&
    !n.computed &&
    n.property.name === "name"
  );
}

/** `ToolException` or `x.ToolException`, whatever it is imported from (the check is by name). */
function isToolExceptionClass(n: any): boolean {
  if (n.type === "Identifier") return n.name === "ToolException";
  return (
    n.type === "MemberExpression" &&
    !n.computed &&
    n.property.type === "Identifier" &&
    n.property.name === "ToolException"
  );
}

/** In the branch that an `e instanceof MCPClientError` test guards, `e.serverName` → `e.server`. */
function renameServerName(ctx: SourceContext, test: any): void {
  const subject = test.node.left;
  if (subject.type !== "Identifier") return;
  const branches: any[] = [];
  let p = test;
  while (
    p.parent &&
    p.parent.node.type === "LogicalExpression" &&
    p.parent.node.operator === "&&"
  ) {
    // `e instanceof X && e.serverName === …`: the right operand is guarded too.
    if (p.parent.node.left === p.node) branches.push(p.parent.get("right"));
    p = p.parent;
  }
  const parent = p.parent?.node;
  let branch: any = null;
  if (parent?.type === "IfStatement" && parent.test === p.node) branch = p.parent.get("consequent");
  else if (parent?.type === "ConditionalExpression" && parent.test === p.node)
    branch = p.parent.get("consequent");
  else if (parent?.type === "LogicalExpression" && parent.left === p.node)
    branch = p.parent.get("right");
  if (branch) branches.push(branch);
  for (const b of branches) renameIn(ctx, b, subject.name);
}

function renameIn(ctx: SourceContext, branch: any, subject: string): void {
  const { j } = ctx;
  j(branch)
    .find(j.MemberExpression, {
      object: { type: "Identifier", name: subject },
      property: { type: "Identifier", name: "serverName" },
    })
    .forEach((m: any) => {
      if (m.node.computed) return;
      m.node.property = j.identifier("server");
    });
}

export default toJscodeshift(migration);
