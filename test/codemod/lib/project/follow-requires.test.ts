/** Following `require("./client")` of a client module. */
import { describe, expect, test } from "vitest";
import type { ExportsByFile, ImportsByFile } from "../../../../transforms/lib/project/facts.js";
import { followRequires } from "../../../../transforms/lib/project/follow-requires.js";
import { namesModules } from "../../../../transforms/lib/project/text-filters.js";
import { CLIENT, fact, importsSaid, projectOf } from "./helpers.js";

const A = "/p/a.js";

function follow(source: string, exported: ExportsByFile[string]) {
  const exports: ExportsByFile = { [CLIENT]: exported };
  const imports: ImportsByFile = {};
  const project = projectOf({ [CLIENT]: "", [A]: source });
  const grew = followRequires({ project, exports, imports, names: namesModules([CLIENT]) }, A);
  return { grew, imports: importsSaid(imports)[A] ?? [] };
}

const NAMED = { client: fact("instance"), make: fact("factory") };
const WHOLE = { default: fact("instance"), make: fact("factory") };

describe("followRequires", () => {
  test.each([
    ['const { client } = require("./client");', NAMED, ["client←client"]],
    ['const { client: c, make } = require("./client.js");', NAMED, ["c←client", "make←make"]],
    ['const { "client": c } = require("./client");', NAMED, ["c←client"]],
    ['const mcp = require("./client");', NAMED, ["mcp.client←client", "mcp.make←make"]],
    ['const mcp = require("./client");', WHOLE, ["mcp←default", "mcp.make←make"]],
    // A rest element, a name not exported, another module, a dynamic name, not at top level.
    ['const { ...rest } = require("./client");', NAMED, []],
    ['const { other } = require("./client");', NAMED, []],
    ['const { client } = require("./clients");', NAMED, []],
    ['const { client } = require(name + "/client");', NAMED, []],
    ['function f() { const { client } = require("./client"); }', NAMED, []],
  ])("%s", (source, exported, expected) => {
    const r = follow(source, exported);
    expect(r.imports).toEqual(expected);
    expect(r.grew).toBe(expected.length > 0);
  });
});
