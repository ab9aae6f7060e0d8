/** A module's own exports as a whole: declarations first, then export statements in order. */
import { describe, expect, test } from "vitest";
import { ownExports } from "../../../../../transforms/lib/project/own-exports/index.js";
import { fact, IMPORT_OLD, parse } from "../helpers.js";

const A = "/p/a.ts";

describe("ownExports", () => {
  test.each([
    [
      "const a = new MultiServerMCPClient({});\nconst b = new MultiServerMCPClient({ beforeToolCall });\nexport { a as c };\nexport { b as c };",
      { c: fact("instance", true, A) },
    ],
    [
      "export { client as shared };\nexport const client = new MultiServerMCPClient({});",
      { client: fact("instance", false, A), shared: fact("instance", false, A) },
    ],
    [
      'export * from "@langchain/mcp-adapters";\nexport default class App extends MultiServerMCPClient {}',
      { default: fact("subclass", false, A), MultiServerMCPClient: fact("old-class", false, A) },
    ],
    ["export const client = new Other();\nexport { Other as MultiServerMCPClient };", {}],
  ])("%s", (source, expected) => {
    const own = ownExports(A, parse(`${IMPORT_OLD}\n${source}`, A));
    expect(own).toEqual(expected);
    expect(Object.keys(own)).toEqual(Object.keys(expected));
  });
});
