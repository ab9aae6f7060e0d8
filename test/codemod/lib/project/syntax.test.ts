/** `bindingKey`: what a pattern takes. */
import { describe, expect, test } from "vitest";
import { bindingKey } from "../../../../transforms/lib/project/syntax.js";
import { parse } from "./helpers.js";

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
