/**
 * Test doubles of the old package: the mock-framework calls that name a module
 * (`vi.mock("<old>", factory)`, `jest.requireActual("<old>")`, …) and the objects a mock
 * factory returns. Shared by `imports` (module names, export keys) and `test-mocks` (the
 * mocked client's method set).
 */
import { isOldSource } from "./old-package.js";
import { isStringLit, unwrap } from "./ast.js";

/** Mock-framework calls whose first argument is a module name. */
const MODULE_CALLS: Record<string, Set<string>> = {
  vi: new Set(["mock", "doMock", "unmock", "doUnmock", "importActual", "importMock"]),
  jest: new Set([
    "mock",
    "doMock",
    "unmock",
    "dontMock",
    "requireActual",
    "requireMock",
    "createMockFromModule",
  ]),
  // Bun's `mock.module("<old>", () => ({ … }))`
  mock: new Set(["module"]),
};

/** `vi.mock("<old>", …)`, `jest.requireActual("<old>")`, … (the call node). */
export function isOldModuleMockCall(call: any): boolean {
  const callee = call?.callee;
  if (callee?.type !== "MemberExpression" || callee.computed) return false;
  const object = unwrap(callee.object);
  if (object?.type !== "Identifier" || !MODULE_CALLS[object.name]?.has(callee.property?.name))
    return false;
  const source = call.arguments[0];
  return isStringLit(source) && isOldSource(source.value);
}

/** The object literals a mock factory returns (`() => ({ … })`, `return { … }`). */
export function returnedObjects(factory: any): any[] {
  const f = unwrap(factory);
  if (f?.type !== "ArrowFunctionExpression" && f?.type !== "FunctionExpression") return [];
  const body = unwrap(f.body);
  if (body.type === "ObjectExpression") return [body];
  if (body.type !== "BlockStatement") return [];
  return body.body
    .filter(
      (s: any) => s.type === "ReturnStatement" && unwrap(s.argument)?.type === "ObjectExpression",
    )
    .map((s: any) => unwrap(s.argument));
}
