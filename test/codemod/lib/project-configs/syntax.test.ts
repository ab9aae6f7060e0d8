/** The TypeScript syntax the config pre-pass shares (`project-configs/syntax.ts`). */
import type { ts as TsApi } from "ts-morph";
import { describe, expect, test } from "vitest";
import { bare, isShadowed } from "../../../../transforms/lib/project-configs/syntax.js";
import { parseModule, typescript } from "../../../../transforms/lib/typescript.js";

/** The last identifier `x` of `source`. */
function lastX(source: string): TsApi.Identifier {
  const ts = typescript();
  let last: TsApi.Identifier | undefined;
  const visit = (n: TsApi.Node): void => {
    if (ts.isIdentifier(n) && n.text === "x") last = n;
    ts.forEachChild(n, visit);
  };
  visit(parseModule("/p/a.ts", source));
  return last!;
}

describe("isShadowed: is `x` declared again between its use and the top level", () => {
  test.each([
    ["a parameter", "function f(x) { use(x); }", true],
    ["an arrow's parameter", "const f = (x) => use(x);", true],
    ["a block's const", "{ const x = 2; use(x); }", true],
    ["a function declared in a body", "function f() { function x() {} use(x); }", true],
    ["a class declared in a body", "function f() { class x {} use(x); }", true],
    ["a case clause's let", "switch (a) { case 1: let x; use(x); }", true],
    ["only at the top level", "const x = 1; use(x);", false],
    ["another parameter", "function f(y) { use(x); }", false],
    ["another block's const", "{ const x = 1; } { use(x); }", false],
    ["a sibling function's parameter", "function g(x) {} use(x);", false],
  ])("%s", (_, source, shadowed) => {
    expect(isShadowed(lastX(source), "x")).toBe(shadowed);
  });
});

describe("bare: the value under its wrappers", () => {
  test.each([
    ["parentheses, as, satisfies, !", "((x as any) satisfies object)!", "x"],
    ["nothing to take off", "x", "x"],
    ["not a call's callee", "(x as any)()", "(x as any)()"],
    ["not a member's object", "(x!).y", "(x!).y"],
  ])("%s", (_, value, expected) => {
    const ts = typescript();
    const st = parseModule("/p/a.ts", `const v = ${value};`).statements[0];
    const init = ts.isVariableStatement(st) && st.declarationList.declarations[0].initializer;
    expect(init && bare(init).getText()).toBe(expected);
  });
});
