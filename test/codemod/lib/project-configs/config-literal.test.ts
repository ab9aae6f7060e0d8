/** Reading a config literal (`project-configs/config-literal.ts`). */
import { describe, expect, test } from "vitest";
import { literalOf, optionsOf } from "../../../../transforms/lib/project-configs/config-literal.js";
import { parseModule, typescript } from "../../../../transforms/lib/typescript.js";
import { servers } from "./run.js";

/** The value the first statement declares: a `const`'s initializer, or the function itself. */
function valueOf(source: string) {
  const ts = typescript();
  const st = parseModule("/p/config.ts", source).statements[0];
  return ts.isVariableStatement(st) ? st.declarationList.declarations[0].initializer : st;
}

describe("literalOf: the literal a value holds, or (called) a builder returns", () => {
  test.each([
    ["an object", "const c = { a: 1 };", false, "{ a: 1 }"],
    ["an object under wrappers", "const c = ({ a: 1 } as const)!;", false, "{ a: 1 }"],
    ["an arrow's expression body", "const c = () => ({ a: 1 });", true, "{ a: 1 }"],
    [
      "a function expression's return",
      "const c = function () { return { a: 1 }; };",
      true,
      "{ a: 1 }",
    ],
    [
      "a function's one return (a nested function's are its own)",
      "function c() { const f = () => { return 2; }; return { a: 1 }; }",
      true,
      "{ a: 1 }",
    ],
    ["not an array", "const c = [1];", false, null],
    ["not a builder, uncalled", "const c = () => ({ a: 1 });", false, null],
    ["not an object, called", "const c = { a: 1 };", true, null],
    ["not two returns", "function c(x) { if (x) return { a: 1 }; return { a: 2 }; }", true, null],
    ["not a return of something else", "function c() { return make(); }", true, null],
    ["not a function without a body", "declare function c(): object;", true, null],
  ])("%s", (_, source, called, expected) => {
    expect(literalOf(valueOf(source), called)?.getText() ?? null).toBe(expected);
  });
});

describe("optionsOf: the old options that can move, or why they stay", () => {
  test.each([
    ["no options", `{ ${servers} }`, { options: [] }],
    [
      "literal values",
      `{ throwOnLoadError: true, defaultToolTimeout: -1, ${servers} }`,
      {
        options: [
          { key: "throwOnLoadError", value: "true" },
          { key: "defaultToolTimeout", value: "-1" },
        ],
      },
    ],
    [
      "an object of literals, quoted keys",
      `{ "outputHandling": { text: "content" }, "mcpServers": {} }`,
      { options: [{ key: "outputHandling", value: '{ text: "content" }' }] },
    ],
    ["a spread", `{ ...base, ${servers} }`, { options: null, kept: "it spreads other values in" }],
    ["a computed key", `{ [k]: 1, ${servers} }`, { options: null, kept: "it has a computed key" }],
    [
      "a key the old client did not take",
      `{ retries: 3, ${servers} }`,
      { options: null, kept: "`retries` is not an option of the old client" },
    ],
    [
      "a name of the module",
      `{ defaultToolTimeout: TIMEOUT, ${servers} }`,
      { options: null, kept: "`defaultToolTimeout` is computed there" },
    ],
    [
      "a shorthand",
      `{ throwOnLoadError, ${servers} }`,
      { options: null, kept: "`throwOnLoadError` is computed there" },
    ],
    [
      "a method",
      `{ onConnectionError() {}, ${servers} }`,
      { options: null, kept: "`onConnectionError` is computed there" },
    ],
    ["not a config: no mcpServers", '{ a: { command: "node" } }', null],
    ["not a config: a computed mcpServers", '{ ["mcpServers"]: {} }', null],
  ])("%s", (_, literal, expected) => {
    const value = literalOf(valueOf(`const c = ${literal};`), false);
    expect(value && optionsOf(value)).toEqual(expected);
  });
});
