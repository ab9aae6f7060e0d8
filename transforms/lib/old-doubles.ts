/**
 * Test doubles that still name the old client's methods where `test-mocks` could not tie them
 * to the old class: a spy on a value it does not follow (`vi.spyOn(deps.client, "getTools")`),
 * a hand-made mock object (`{ getTools: vi.fn() }`, `mockReturnValue({ getClient: … })`), and
 * the assertions on such spies, or on a renamed `getTools` spy that still expects server names
 * (`listTools` takes `{ servers }`). The name sweep marks them.
 */
import type { SourceContext } from "../../src/codemod/migration.js";
import { OLD_METHOD_NAMES, counterpart } from "./old-members.js";
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

/** The spy call behind an expression (`spy`, `vi.spyOn(…)`, `vi.spyOn(…).mockReturnValue(…)`). */
function spyCall(path: any, node: any): any | null {
  let n = unwrap(node);
  if (n?.type === "AwaitExpression") n = unwrap(n.argument);
  if (n?.type === "Identifier") {
    const decl = lookup(path.scope, n.name)?.getBindings()[n.name]?.[0]?.parent?.node;
    n = decl?.type === "VariableDeclarator" ? unwrap(decl.init) : null;
  }
  while (/CallExpression$/.test(n?.type)) {
    if (SPY.test(calleeName(n.callee) ?? "") && isStringLit(n.arguments[1])) return n;
    n = /MemberExpression$/.test(n.callee.type) ? unwrap(n.callee.object) : null;
  }
  return null;
}

export function markOldDoubles(ctx: SourceContext, rule: string): void {
  const { j } = ctx;
  const source = ctx.file.source;
  const index = treeIndex(ctx);
  const mark = (p: any, message: string) => {
    if (!ctx.isIgnored(p.node)) ctx.todo(p.node, rule, message);
  };
  // The text a node had before the transforms ran (renamed nodes keep their positions).
  const original = (n: any) => (typeof n?.start === "number" ? source.slice(n.start, n.end) : "");
  for (const p of index.find(j.CallExpression, (n: any) => SPY.test(calleeName(n.callee) ?? ""))) {
    const [target, name] = p.node.arguments;
    if (!isStringLit(name) || !OLD_METHOD_NAMES.includes(name.value)) continue;
    if (isOwnMember(ctx, p, target, name.value)) continue;
    mark(
      p,
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
    const member = spy?.arguments[1].value;
    if (OLD_METHOD_NAMES.includes(member))
      mark(
        p,
        `asserts the arguments of a spy on the old client's \`${member}\`${counterpart(member)}`,
      );
    else if (member === "listTools" && /getTools/.test(original(spy)))
      if (p.node.arguments.some((a: any) => isStringLit(a) || a.type === "ArrayExpression"))
        mark(
          p,
          'asserts the old `getTools` arguments (server names): `listTools` takes `{ servers: ["a", …] }`',
        );
  }
}
