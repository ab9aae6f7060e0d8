/**
 * test-mocks: the test doubles of the old package follow the code they stand in for.
 *
 * Runs after `methods`, before `imports` rewrites the import sources, so the old
 * bindings and the client tracker still see the old package:
 * - in a mock factory of the old module (`vi.mock("<old>", () => ({ … }))`, `jest.mock`; the
 *   module name and the export names are `imports`' part), the mocked client's method set
 *   (`getTools`, `initializeConnections`, `getClient`) becomes the runtime's methods;
 * - `X.mockImplementation(…)` / `vi.mocked(X).mockReturnValue(…)` on the old class: the same
 *   method set inside;
 * - method-name strings of spies on the old class's prototype or on an old client
 *   (`vi.spyOn(MultiServerMCPClient.prototype, "getTools")`) name the runtime's method.
 * A mocked or spied method with no counterpart (`getServerForTool`) is marked.
 */
import {
  toJscodeshift,
  type SourceContext,
  type SourceMigration,
} from "../src/codemod/migration.js";
import { projectClients } from "./lib/project.js";
import { CLIENT_CLASS, clientTracker, isClientClass } from "./lib/clients.js";
import { hasOldBindings } from "./lib/old-package.js";
import { methodMappingFor } from "./lib/names.js";
import { treeIndex } from "./lib/tree-index.js";
import { isOldModuleMockCall, returnedObjects } from "./lib/test-doubles.js";
import { isStringLit, memberKeyName, unwrap } from "./lib/ast.js";

const NAME = "test-mocks";

/** Mock methods whose arguments build the mocked instance. */
const IMPLEMENTATIONS = new Set([
  "mockImplementation",
  "mockImplementationOnce",
  "mockReturnValue",
  "mockReturnValueOnce",
]);

export const migration: SourceMigration = {
  kind: "source",
  name: NAME,
  description:
    "Point vi.mock/jest.mock/requireActual of the old module at the target, and rename mocked and spied client methods",
  prepasses: [projectClients],
  mentions: ["mock", "Mock", "spyOn", "requireActual", "importActual"],
  run(ctx) {
    if (!hasOldBindings(ctx)) return;
    const { j } = ctx;
    const tracker = clientTracker(ctx);
    const calls = treeIndex(ctx).find(
      j.CallExpression,
      (n: any) => n.callee?.type === "MemberExpression" && !n.callee.computed,
    );
    for (const p of calls) {
      const call = p.node;
      if (ctx.isIgnored(call)) continue;
      const object = unwrap(call.callee.object);
      const method = call.callee.property?.name;
      if (isOldModuleMockCall(call)) {
        // `imports` points the call at the target and renames the exports; the client's
        // methods are renamed here, while the tracker still knows the old class.
        const factory = call.arguments[1];
        if (!factory) continue;
        for (const o of returnedObjects(factory)) {
          for (const prop of o.properties)
            if (memberKeyName(prop) === CLIENT_CLASS) renameMethodKeys(ctx, p, prop.value ?? prop);
        }
      } else if (IMPLEMENTATIONS.has(method) && isMockOfClass(ctx, p, object)) {
        for (const a of call.arguments) renameMethodKeys(ctx, p, a);
      } else if (method === "spyOn" && call.arguments.length >= 2) {
        const [target, name] = call.arguments;
        if (!isStringLit(name)) continue;
        const t = unwrap(target);
        const onPrototype =
          t?.type === "MemberExpression" &&
          !t.computed &&
          t.property.name === "prototype" &&
          isClientClass(ctx, p, t.object);
        if (onPrototype || tracker.isClient(p, target)) renameMethodString(ctx, p, call, 1);
      }
    }
  },
};

/** `vi.mocked(X)`, `(X as Mock)`, `X` where X is the old class. */
function isMockOfClass(ctx: SourceContext, p: any, node: any): boolean {
  const n = unwrap(node);
  if (
    n?.type === "CallExpression" &&
    n.callee.type === "MemberExpression" &&
    n.callee.property?.name === "mocked"
  )
    return isMockOfClass(ctx, p, n.arguments[0]);
  return isClientClass(ctx, p, n);
}

function setKey(ctx: SourceContext, prop: any, to: string): void {
  if (prop.shorthand && prop.value) prop.value = ctx.j.identifier(memberKeyName(prop)!);
  prop.key = prop.key.type === "Identifier" ? ctx.j.identifier(to) : ctx.j.stringLiteral(to);
  prop.shorthand = false;
  ctx.changed();
}

/** Every member of an object literal or class under `node` named as an old client method. */
function renameMethodKeys(ctx: SourceContext, p: any, node: any): void {
  const { j } = ctx;
  const members = [
    ...j(node).find(j.Property).nodes(),
    ...j(node).find(j.ObjectProperty).nodes(),
    ...j(node).find(j.ObjectMethod).nodes(),
    ...j(node).find(j.ClassMethod).nodes(),
    ...j(node).find(j.ClassProperty).nodes(),
    ...j(node).find(j.MethodDefinition).nodes(),
  ];
  for (const member of members) {
    const key = memberKeyName(member);
    if (!key) continue;
    const m = methodMappingFor(key);
    if (!m) continue;
    if (m.kind === "rename") setKey(ctx, member, m.to);
    else ctx.todo(p.node, `${NAME}/no-counterpart`, `mocked ${m.why}`);
  }
}

/** The method-name string of a spy: `"getTools"` → `"listTools"`. */
function renameMethodString(ctx: SourceContext, p: any, call: any, at: number): void {
  const m = methodMappingFor(call.arguments[at].value);
  if (!m) return;
  if (m.kind === "none") {
    ctx.todo(p.node, `${NAME}/no-counterpart`, `spied ${m.why}`);
    return;
  }
  call.arguments[at] = ctx.j.stringLiteral(m.to);
  ctx.changed();
}

export default toJscodeshift(migration);
