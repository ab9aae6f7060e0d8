/**
 * The safety net for the old client's members: after `methods` rewrote the calls it can, any
 * member of the old client that MCPAdapter does not have, still read on a tracked client (a
 * method taken as a value, `client["getTools"]`, a call no rule could rewrite), is marked at
 * its use. The member lists come from `runtime-api.ts`, which a test keeps equal to the
 * runtime's classes.
 */
import { TODO_PREFIX, type SourceContext } from "../../src/codemod/migration.js";
import { clientTracker, importedClients } from "./clients.js";
import { methodMappingFor } from "./names.js";
import { hasOldBindings } from "./old-package.js";
import { statementPath } from "./ast.js";
import { ADAPTER_MEMBERS, CLIENT_MEMBERS, OLD_ONLY_MEMBERS, memberList } from "./runtime-api.js";
import { treeIndex } from "./tree-index.js";

/** Members `methods` marks itself where it cannot rewrite them (one marker per place). */
const MARKED_BY_METHODS = new Set(["config", "getServerForTool"]);
/** The members this pass looks for. */
const CHECKED = [...OLD_ONLY_MEMBERS].filter((m) => !MARKED_BY_METHODS.has(m));

/** `x.name`, `x?.name`, `x["name"]`: the member's name, or null. */
function memberNameOf(node: any): string | null {
  if (!node.computed) return node.property?.type === "Identifier" ? node.property.name : null;
  const p = node.property;
  if (p?.type === "StringLiteral" || (p?.type === "Literal" && typeof p.value === "string"))
    return p.value;
  return null;
}

/** `{ name }`, `{ ["name"]: x }` in a pattern: the key's name, or null. */
const keyNameOf = (property: any): string | null =>
  memberNameOf({ computed: property.computed, property: property.key });

/** Does the statement holding `path` already carry a marker that names `member`? */
function alreadyMarked(ctx: SourceContext, path: any, member: string): boolean {
  const stmt = statementPath(ctx.j, path)?.node;
  return (stmt?.comments ?? []).some(
    (c: any) => String(c.value).includes(TODO_PREFIX) && String(c.value).includes(member),
  );
}

export function markOldMembers(ctx: SourceContext, rule: string): void {
  // A member's name appears in the text wherever it is read (`.getTools`, `["getTools"]`).
  if (!CHECKED.some((m) => ctx.file.source.includes(m))) return;
  if (!hasOldBindings(ctx) && importedClients(ctx).length === 0) return;
  const { j } = ctx;
  // Most files have none left once `methods` ran: the tracker is built only when one is.
  const reads = treeIndex(ctx).find(j.MemberExpression, (n: any) => {
    const name = memberNameOf(n);
    return name !== null && CHECKED.includes(name);
  });
  // `const { getTools } = client`: the method taken by destructuring.
  const taken = treeIndex(ctx).find(
    j.VariableDeclarator,
    (n: any) =>
      n.id?.type === "ObjectPattern" &&
      n.id.properties.some((q: any) => CHECKED.includes(keyNameOf(q) ?? "")),
  );
  if (reads.length === 0 && taken.length === 0) return;
  const tracker = clientTracker(ctx);
  for (const p of taken) {
    if (ctx.isIgnored(p.node) || !p.node.init || !tracker.isClient(p, p.node.init)) continue;
    for (const q of p.node.id.properties) {
      const name = keyNameOf(q);
      if (name === null || !CHECKED.includes(name) || alreadyMarked(ctx, p, name)) continue;
      ctx.todo(
        p.node,
        rule,
        `the old client's \`${name}\` is taken here by destructuring: MCPAdapter has no \`${name}\`${counterpart(name)} (its members: ${memberList(ADAPTER_MEMBERS)})`,
      );
    }
  }
  for (const p of reads) {
    const name = memberNameOf(p.node)!;
    if (ctx.isIgnored(p.node)) continue;
    if (!tracker.isClient(p, p.node.object)) {
      const holder = tracker.holderOf(p, p.node.object);
      if (holder && !alreadyMarked(ctx, p, name))
        ctx.todo(
          p.node,
          rule,
          `\`${name}\` may be read on an old client kept in \`${holder}\`, where the codemod cannot follow it: MCPAdapter has no \`${name}\`${counterpart(name)}`,
        );
      continue;
    }
    const origin = tracker.constructionOf(p, p.node.object);
    if (origin && ctx.isIgnored(origin.path.node)) continue;
    if (alreadyMarked(ctx, p, name)) continue;
    ctx.todo(
      p.node,
      rule,
      `the old client's \`${name}\` is read here where the codemod cannot rewrite it: MCPAdapter has no \`${name}\`${counterpart(name)} (its members: ${memberList(ADAPTER_MEMBERS)})`,
    );
  }
}

/** What an old member became, for a marker: `; its counterpart is …`, or nothing. */
function counterpart(name: string): string {
  const mapping = methodMappingFor(name);
  if (mapping?.kind === "rename") return `; its counterpart is \`${mapping.to}\``;
  return CLIENT_MEMBERS.includes(name)
    ? `; each server's client has it: \`client(name).${name}\``
    : "";
}
