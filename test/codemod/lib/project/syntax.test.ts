/** `bare`: what an expression is under its wrappers; `bindingKey`: what a pattern takes. */
import { describe, expect, test } from "vitest";
import { bare, bindingKey } from "../../../../transforms/lib/project/syntax.js";
import { expressionOf, parse } from "./helpers.js";

describe("bare", () => {
  test.each([
    ["await client", "client"],
    ["(client)", "client"],
    ["client as any", "client"],
    ["client satisfies object", "client"],
    ["client!", "client"],
    ["<any>client", "client"],
    ["((await (client as any))!)", "client"],
    ["await make()", "make()"],
    // Not wrappers: a member, a call's argument, a comma.
    ["client.tools", "client.tools"],
    ["use(client as any)", "use(client as any)"],
    ["(a, client)", "a, client"],
  ])("%s → %s", (source, expected) => {
    expect(bare(expressionOf(`const v = ${source};`)).getText()).toBe(expected);
  });
});

describe("bindingKey", () => {
  test.each([
    ["{ client }", ["client"]],
    ["{ client: c }", ["client"]],
    ['{ "client": c }', ["client"]],
    ["{ [key]: c }", [null]],
    ["{ a, ...rest }", ["a", "rest"]],
  ])("const %s = m", (pattern, keys) => {
    const st: any = parse(`const ${pattern} = m;`).statements[0];
    const elements = st.declarationList.declarations[0].name.elements;
    expect(elements.map(bindingKey)).toEqual(keys);
  });
});
