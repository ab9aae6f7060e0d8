/** How a module names the old class, and which constructions are old clients. */
import { describe, expect, test } from "vitest";
import {
  oldClientNames,
  oldConstruction,
  requires,
} from "../../../../transforms/lib/project/old-names.js";
import { expressionOf, IMPORT_OLD, parse } from "./helpers.js";

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

describe("oldConstruction", () => {
  const prelude = `${IMPORT_OLD}\nimport * as lib from "@langchain/mcp-adapters";\n`;
  test.each([
    ["new MultiServerMCPClient({})", { hooks: false }],
    ["new lib.MultiServerMCPClient({})", { hooks: false }],
    ["new MultiServerMCPClient({ beforeToolCall: f })", { hooks: true }],
    ["new MultiServerMCPClient({ ...base, afterToolCall })", { hooks: true }],
    ["await new MultiServerMCPClient(config)", { hooks: false }],
    ["new MultiServerMCPClient(config) as Client", { hooks: false }],
    ["new MultiServerMCPClient(config)!", { hooks: false }],
    ["new lib.loadMcpTools({})", null],
    ["new Other({ beforeToolCall: f })", null],
    ["make(new MultiServerMCPClient({}))", null],
  ])("%s", (source, expected) => {
    const sf = parse(`${prelude}const v = ${source};`);
    const st: any = sf.statements[2];
    const names = oldClientNames(sf);
    expect(oldConstruction(st.declarationList.declarations[0].initializer, names)).toEqual(
      expected,
    );
  });

  test("a local class of that name is no old client", () => {
    const sf = parse("class MultiServerMCPClient {}\nconst v = new MultiServerMCPClient();");
    expect(oldConstruction(expressionOf("new MultiServerMCPClient()"), oldClientNames(sf))).toBe(
      null,
    );
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
