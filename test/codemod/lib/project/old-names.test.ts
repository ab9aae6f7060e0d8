/** How a module names the old class, and which constructions are old clients. */
import { describe, expect, test } from "vitest";
import { oldClientNames, requires } from "../../../../transforms/lib/project/old-names.js";
import { IMPORT_OLD, parse } from "./helpers.js";

describe("oldClientNames", () => {
  test.each([
    [IMPORT_OLD, ["MultiServerMCPClient"], []],
    ['import { MultiServerMCPClient as C } from "@langchain/mcp-adapters";', ["C"], []],
    ['import * as lib from "@langchain/mcp-adapters";', [], ["lib"]],
    [
      'import { MultiServerMCPClient } from "langchainjs-mcp-adapters";',
      ["MultiServerMCPClient"],
      [],
    ],
    ['const { MultiServerMCPClient: C } = require("@langchain/mcp-adapters");', ["C"], []],
    ['const lib = require("@langchain/mcp-adapters");', [], ["lib"]],
    // A class of the same name from another package, another export of the old package.
    ['import { MultiServerMCPClient } from "other-mcp";', [], []],
    ['const { MultiServerMCPClient } = require("other-mcp");', [], []],
    ['const lib = require("other-mcp");', [], []],
    ['import { loadMcpTools as MultiServerMCPClient } from "@langchain/mcp-adapters";', [], []],
    ['const { loadMcpTools } = require("@langchain/mcp-adapters");', [], []],
    // A `require` inside a function is no module binding.
    ['function f() { const lib = require("@langchain/mcp-adapters"); }', [], []],
  ])("%s", (source, direct, namespaces) => {
    const names = oldClientNames(parse(source));
    expect([...names.direct]).toEqual(direct);
    expect([...names.namespaces]).toEqual(namespaces);
  });
});

describe("requires", () => {
  test.each([
    ['const m = require("./m");', [["./m", "m"]]],
    [
      'const { a, b: c } = require("./m"), x = require("x");',
      [
        ["./m", "{ a, b: c }"],
        ["x", "x"],
      ],
    ],
    ["const m = require(name);", []],
    ['const m = require("./m", 2);', []],
    ['const m = load("./m");', []],
    ['if (x) { const m = require("./m"); }', []],
  ])("%s", (source, expected) => {
    const found = requires(parse(source, "/p/a.js")).map((r) => [r.spec, r.name.getText()]);
    expect(found).toEqual(expected);
  });
});
