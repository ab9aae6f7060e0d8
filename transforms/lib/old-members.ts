/**
 * The safety net for the old client's members: after `methods` rewrote the calls it can, any
 * member of the old client that MCPAdapter does not have, still read on a tracked client (a
 * method taken as a value, `client["getTools"]`, a call no rule could rewrite), is marked at
 * its use. In the modules the name sweep reads (`transforms/sweep.ts`), the old client's own
 * method names (`getTools`, `getClient`, …) are marked on any other receiver too (a parameter,
 * a field, a destructured value), unless the file's own code clearly declares them
 * (`own-members.ts`). The member lists come from `runtime-api.ts`, which a test keeps equal to
 * the runtime's classes.
 */
import { TODO_PREFIX, type SourceContext } from "../../src/codemod/migration.js";
import { clientTracker, importedClients } from "./clients.js";
import { methodMappingFor } from "./names.js";
import { hasOldBindings } from "./old-package.js";
import { isOwnMember } from "./own-members.js";
import { statementPath } from "./ast.js";
import {
  ADAPTER_MEMBERS,
  CLIENT_MEMBERS,
  OLD_ONLY_MEMBERS,
  adapterLacks,
  memberList,
} from "./runtime-api.js";
import { treeIndex } from "./tree-index.js";

/** Members `methods` marks itself where it cannot rewrite them (one marker per place). */
const MARKED_BY_METHODS = new Set(["config", "getServerForTool"]);
/**
 * The old client's own method names, looked for on any receiver: not `config` (a common
 * property) nor the members each server's MCPClient has (`listResources`, …).
 */
export const OLD_METHOD_NAMES = [...OLD_ONLY_MEMBERS].filter(
  (m) => m !== "config" && !CLIENT_MEMBERS.includes(m),
);
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
export function alreadyMarked(ctx: SourceContext, path: any, member: string): boolean {
  const stmt = statementPath(ctx.j, path)?.node;
  return (stmt?.comments ?? []).some(
    (c: any) => String(c.value).includes(TODO_PREFIX) && String(c.value).includes(member),
  );
}

export function markOldMembers(ctx: SourceContext, rule: string): void {
  // A member's name appears in the text wherever it is read (`.getTools`, `["getTools"]`).
  if (![...CHECKED, ...OLD_METHOD_NAMES].some((m) => ctx.file.source.includes(m))) return;
  const { j } = ctx;
  // Most files have none left once `methods` ran: the tracker is built only when one is.
  const reads = treeIndex(ctx).find(j.MemberExpression, (n: any) => {
    const name = memberNameOf(n);
    return name !== null && (CHECKED.includes(name) || OLD_METHOD_NAMES.includes(name));
  });
  // `const { getTools } = client`: the method taken by destructuring.
  const taken = treeIndex(ctx).find(
    j.VariableDeclarator,
    (n: any) =>
      n.id?.type === "ObjectPattern" &&
      n.id.properties.some((q: any) => CHECKED.includes(keyNameOf(q) ?? "")),
  );
  if (reads.length === 0 && taken.length === 0) return;
  const tracked = hasOldBindings(ctx) || importedClients(ctx).length > 0;
  const tracker = tracked ? clientTracker(ctx) : null;
  for (const p of taken) {
    if (ctx.isIgnored(p.node) || !p.node.init || !tracker?.isClient(p, p.node.init)) continue;
    for (const q of p.node.id.properties) {
      const name = keyNameOf(q);
      if (name === null || !CHECKED.includes(name) || alreadyMarked(ctx, p, name)) continue;
      ctx.todo(
        p.node,
        rule,
        `the old client's \`${name}\` is taken here by destructuring: ${adapterLacks(name)}${counterpart(name)} (its members: ${memberList(ADAPTER_MEMBERS)})`,
      );
    }
  }
  for (const p of reads) {
    const name = memberNameOf(p.node)!;
    if (ctx.isIgnored(p.node)) continue;
    if (!tracker?.isClient(p, p.node.object)) {
      const holder = tracker?.holderOf(p, p.node.object);
      if (alreadyMarked(ctx, p, name)) continue;
      if (holder)
        ctx.todo(
          p.node,
          rule,
          `\`${name}\` may be read on an old client kept in \`${holder}\`, where the codemod cannot follow it: ${adapterLacks(name)}${counterpart(name)}`,
        );
      else if (OLD_METHOD_NAMES.includes(name) && !isOwnMember(ctx, p, p.node.object, name))
        ctx.todo(
          p.node,
          rule,
          `\`${name}\` is read on a value the codemod cannot follow (a parameter, a field, a destructured value): if it is the old client, it is now an MCPAdapter, which has no \`${name}\`${counterpart(name)}`,
        );
      continue;
    }
    if (!CHECKED.includes(name)) continue;
    const origin = tracker!.constructionOf(p, p.node.object);
    if (origin && ctx.isIgnored(origin.path.node)) continue;
    if (alreadyMarked(ctx, p, name)) continue;
    ctx.todo(
      p.node,
      rule,
      `the old client's \`${name}\` is read here where the codemod cannot rewrite it: ${adapterLacks(name)}${counterpart(name)} (its members: ${memberList(ADAPTER_MEMBERS)})`,
    );
  }
}

/** What an old member became, for a marker: `; its counterpart is …`, or nothing. */
export function counterpart(name: string): string {
  const mapping = methodMappingFor(name);
  if (mapping?.kind === "rename") return `; its counterpart is \`${mapping.to}\``;
  if (mapping?.kind === "none") return ` (${mapping.why})`;
  if (CLIENT_MEMBERS.includes(name))
    return `; each server's client has it: \`client(name).${name}\``;
  // The 0.x builders: their servers now go in the config.
  return OLD_METHOD_NAMES.includes(name)
    ? "; put the server in the config given to `new MCPAdapter(config)`"
    : "";
}
