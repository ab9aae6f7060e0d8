/** Which module a specifier names among the exporters, and how facts are added without repeats. */
import { describe, expect, test } from "vitest";
import type { ImportsByFile } from "../../../../transforms/lib/project/facts.js";
import {
  addExport,
  addImport,
  exportsNamedBy,
} from "../../../../transforms/lib/project/following.js";
import { namesModules } from "../../../../transforms/lib/project/text-filters.js";
import { fact, projectOf } from "./helpers.js";

const LIB = "/p/src/mcp/index.ts";
const CLIENT = "/p/src/client.ts";

describe("exportsNamedBy", () => {
  const exports = { [CLIENT]: { client: fact("instance") }, [LIB]: { make: fact("factory") } };
  const project = projectOf({ [CLIENT]: "", [LIB]: "", "/p/src/other.ts": "", "/p/src/a.ts": "" });
  const fl = { project, exports, imports: {}, names: namesModules(Object.keys(exports)) };
  test.each([
    ["./client.js", ["client"]],
    ["./client", ["client"]],
    ["./mcp", ["make"]],
    ["./mcp/index.js", ["make"]],
    ["../src/client.ts", ["client"]],
    ["./other.js", null],
    ["./missing.js", null],
    ["react", null],
  ])("%s from /p/src/a.ts", (spec, names) => {
    const theirs = exportsNamedBy(fl, "/p/src/a.ts", spec);
    expect(theirs && Object.keys(theirs)).toEqual(names);
  });
});

describe("addImport, addExport", () => {
  test("a local name is added once; a missing fact adds nothing", () => {
    const imports: ImportsByFile = {};
    const binding = { local: "c", specifier: "./client.js", imported: "client" };
    expect(addImport(imports, "/p/a.ts", fact("instance"), binding)).toBe(true);
    expect(addImport(imports, "/p/a.ts", fact("factory"), binding)).toBe(false);
    expect(addImport(imports, "/p/a.ts", undefined, { ...binding, local: "d" })).toBe(false);
    expect(imports["/p/a.ts"]).toEqual([{ ...fact("instance"), ...binding }]);
  });

  test("an exported name keeps its first fact", () => {
    const exports = {};
    expect(addExport(exports, "/p/a.ts", "c", fact("instance"))).toBe(true);
    expect(addExport(exports, "/p/a.ts", "c", fact("factory"))).toBe(false);
    expect(exports).toEqual({ "/p/a.ts": { c: fact("instance") } });
  });
});
