/**
 * Test doubles that still name the old client's methods where `test-mocks` could not tie them
 * to the old class: a spy on a value it does not follow (`vi.spyOn(deps.client, "getTools")`),
 * a hand-made mock object (`{ getTools: vi.fn() }`, `mockReturnValue({ getClient: … })`), and
 * the assertions on such spies, or on a renamed `getTools` spy that still expects server names
 * (`listTools` takes `{ servers }`). The name sweep marks them, unless a marker on the same
 * statement already names the member (`test-mocks` marks the old class's mocked members that
 * have no counterpart).
 */
import type { SourceContext } from "../../src/codemod/migration.js";
import { OLD_METHOD_NAMES, alreadyMarked, counterpart } from "./old-members.js";
import { clientTracker, isClientClass } from "./clients.js";
import { hasOldBindings } from "./old-package.js";
import { isOwnMember } from "./own-members.js";
import { lookup } from "./scope.js";
import { calleeName, isStringLit, memberKeyName, unwrap } from "./ast.js";
import { treeIndex } from "./tree-index.js";

const SPY = /(^|\.)(spyOn|spy|stub)$/;
const MOCK_FN = /^(vi|jest|sinon|mock)\.(fn|stub|spy)$/;
const CALLED_WITH =
  /^(toHaveBeenCalledWith|toBeCalledWith|toHaveBeenLastCalledWith|lastCalledWith|toHaveBeenNthCalledWith|nthCalledWith)$/;

/** `vi.fn()`, `jest.fn().mockResolvedValue([])`: a chain that starts at a mock function. */
function isMockChain(node: any): boolean {
  let n = unwrap(node);
  while (/CallExpression$/.test(n?.type)) {
    if (MOCK_FN.test(calleeName(n.callee) ?? "")) return true;
    n = /MemberExpression$/.test(n.callee.type) ? unwrap(n.callee.object) : null;
  }
  return false;
}

/** Inside the arguments of a mock call (`mockReturnValue({ … })`, `vi.fn(() => ({ … }))`)? */
function inMockCall(path: any): boolean {
  for (let p = path.parent, depth = 0; p && depth < 6; p = p.parent, depth++) {
    const n = p.node;
    if (!/CallExpression$/.test(n.type)) continue;
    const name = calleeName(n.callee) ?? n.callee.property?.name ?? "";
    if (MOCK_FN.test(name) || /^mock[A-Z]/.test(n.callee.property?.name ?? "")) return true;
  }
  return false;
}

/**
 * The spy call behind an expression (`spy`, `vi.spyOn(…)`, `vi.spyOn(…).mockReturnValue(…)`),
 * with a path to read its names from (the spy variable's declarator, or the assertion's).
 */
function spyCall(path: any, node: any): { call: any; path: any } | null {
  let n = unwrap(node);
  let at = path;
  if (n?.type === "AwaitExpression") n = unwrap(n.argument);
  if (n?.type === "Identifier") {
    const decl = lookup(path.scope, n.name)?.getBindings()[n.name]?.[0]?.parent;
    n = decl?.node.type === "VariableDeclarator" ? unwrap(decl.node.init) : null;
    at = decl;
  }
  while (/CallExpression$/.test(n?.type)) {
    if (SPY.test(calleeName(n.callee) ?? "") && isStringLit(n.arguments[1]))
      return { call: n, path: at };
    n = /MemberExpression$/.test(n.callee.type) ? unwrap(n.callee.object) : null;
  }
  return null;
}

/**
 * Does the spy watch the old client (`vi.spyOn(MultiServerMCPClient.prototype, …)`, a tracked
 * client)? Those are the spies `test-mocks` renames (`"getTools"` → `"listTools"`): read from
 * the tree, which still has the old bindings (`imports` runs after the sweep), not from the
 * text at the spy's offsets, which need not be the file's (an earlier rewrite, a restyled input).
 */
function spiesOnOldClient(ctx: SourceContext, path: any, call: any): boolean {
  if (!hasOldBindings(ctx)) return false;
  const target = unwrap(call.arguments[0]);
  if (
    target?.type === "MemberExpression" &&
    !target.computed &&
    target.property.name === "prototype" &&
    isClientClass(ctx, path, target.object)
  )
    return true;
  return clientTracker(ctx).isClient(path, call.arguments[0]);
}

export function markOldDoubles(ctx: SourceContext, rule: string): void {
  const { j } = ctx;
  const index = treeIndex(ctx);
  const mark = (p: any, member: string, message: string) => {
    if (!ctx.isIgnored(p.node) && !alreadyMarked(ctx, p, `\`${member}\``))
      ctx.todo(p.node, rule, message);
  };
  for (const p of index.find(j.CallExpression, (n: any) => SPY.test(calleeName(n.callee) ?? ""))) {
    const [target, name] = p.node.arguments;
    if (!isStringLit(name) || !OLD_METHOD_NAMES.includes(name.value)) continue;
    if (isOwnMember(ctx, p, target, name.value)) continue;
    mark(
      p,
      name.value,
      `spies on \`${name.value}\` of a value the codemod cannot follow: if it is the old client, it is now an MCPAdapter, which has no \`${name.value}\`${counterpart(name.value)}`,
    );
  }
  const keyed = [
    ...index.find(j.ObjectProperty),
    ...index.find(j.Property),
    ...index.find(j.ObjectMethod),
  ];
  for (const p of keyed) {
    const key = memberKeyName(p.node);
    if (!key || !OLD_METHOD_NAMES.includes(key) || p.parent?.node.type !== "ObjectExpression")
      continue;
    if (!isMockChain(p.node.value) && !inMockCall(p)) continue;
    mark(
      p,
      key,
      `a test double with the old client's \`${key}\`: the migrated code calls MCPAdapter's methods${counterpart(key)}`,
    );
  }
  // `expect(spy).toHaveBeenCalledWith("math")`
  for (const p of index.find(
    j.CallExpression,
    (n: any) => CALLED_WITH.test(n.callee?.property?.name ?? "") && n.arguments.length > 0,
  )) {
    const subject = unwrap(p.node.callee.object);
    if (calleeName(subject?.callee) !== "expect") continue;
    const spy = spyCall(p, subject.arguments[0]);
    const member = spy?.call.arguments[1].value;
    if (OLD_METHOD_NAMES.includes(member))
      mark(
        p,
        member,
        `asserts the arguments of a spy on the old client's \`${member}\`${counterpart(member)}`,
      );
    else if (spy && member === "listTools" && spiesOnOldClient(ctx, spy.path ?? p, spy.call))
      if (p.node.arguments.some((a: any) => isStringLit(a) || a.type === "ArrayExpression"))
        mark(
          p,
          "getTools",
          'asserts the old `getTools` arguments (server names): `listTools` takes `{ servers: ["a", …] }`',
        );
  }
}
