/** `await import("./client.js")`: the module object's client exports. */
import { describe, expect, test } from "vitest";
import { followDynamicImports } from "../../../../transforms/lib/project/dynamic-imports.js";
import type { ExportsByFile, ImportsByFile } from "../../../../transforms/lib/project/facts.js";
import { CLIENT, fact, projectOf } from "./helpers.js";

const A = "/p/a.ts";

describe("followDynamicImports", () => {
  test.each([
    ['const m = await import("./client.js");', ["import(./client.js).client"]],
    [
      'async function f() { const { client } = await import("./client"); }',
      ["import(./client).client"],
    ],
    [
      'const a = await import("./client.js");\nconst b = await import("./client.js");',
      ["import(./client.js).client"],
    ],
    // Another module, a computed specifier, a `require`, a static import.
    ['const m = await import("./clients.js");', []],
    ['const m = await import(dir + "/client.js");', []],
    ['const m = require("./client.js"); import("x");', []],
    ['import { client } from "./client.js";', []],
  ])("%s", (source, expected) => {
    const exports: ExportsByFile = { [CLIENT]: { client: fact("instance", true) } };
    const imports: ImportsByFile = {};
    followDynamicImports(projectOf({ [CLIENT]: "", [A]: source }), exports, imports);
    const found = imports[A] ?? [];
    expect(found.map((x) => x.local)).toEqual(expected);
    for (const x of found) {
      expect(x).toMatchObject({ kind: "instance", hooks: true, imported: "client", dynamic: true });
      expect(x.local).toBe(`import(${x.specifier}).client`);
    }
  });
});
