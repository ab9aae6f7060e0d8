/** Following ESM imports and re-exports of a client module, to a fixed point. */
import { describe, expect, test } from "vitest";
import type { ExportsByFile, ImportsByFile } from "../../../../transforms/lib/project/facts.js";
import { followImports } from "../../../../transforms/lib/project/follow-imports.js";
import { CLIENT, fact, importsSaid, projectOf } from "./helpers.js";

/** `/p/client.ts` exports `client` (with hooks) and `make`; these files are followed. */
function follow(files: Record<string, string>) {
  const exports: ExportsByFile = {
    [CLIENT]: { client: fact("instance", true), make: fact("factory") },
  };
  const imports: ImportsByFile = {};
  followImports(projectOf({ [CLIENT]: "", ...files }), exports, imports);
  const { [CLIENT]: _, ...learnt } = exports;
  return { imports, exports: learnt };
}

const A = "/p/a.ts";
const B = "/p/b.ts";

describe("followImports", () => {
  test.each([
    ['import { client } from "./client.js";', { [A]: ["client←client"] }, {}],
    ['import { client as c, make } from "./client";', { [A]: ["c←client", "make←make"] }, {}],
    ['import * as mcp from "./client.js";', { [A]: ["mcp.client←client", "mcp.make←make"] }, {}],
    [
      'import { client } from "./client.js";\nexport { client as shared };',
      { [A]: ["client←client"] },
      { [A]: ["shared"] },
    ],
    ['export { client as c } from "./client.js";', {}, { [A]: ["c"] }],
    ['export * from "./client.js";', {}, { [A]: ["client", "make"] }],
    // A type-only import, a name it does not export, no default, another module, a package.
    ['import type { client } from "./client.js";', {}, {}],
    ['import { other } from "./client.js";', {}, {}],
    ['import client from "./client.js";', {}, {}],
    ['import { client } from "./clients.js";', {}, {}],
    ['import { client } from "client";', {}, {}],
    ['const { client } = load("./client.js");', {}, {}],
  ])("%s", (source, imports, exports) => {
    const r = follow({ [A]: source });
    expect(importsSaid(r.imports)).toEqual(imports);
    expect(
      Object.fromEntries(Object.entries(r.exports).map(([f, e]) => [f, Object.keys(e)])),
    ).toEqual(exports);
  });

  test.each([
    ['export { client as c } from "./client.js";', 'import { c } from "./a.js";', ["c←c"]],
    [
      'export * from "./client.js";',
      'import * as all from "./a";',
      ["all.client←client", "all.make←make"],
    ],
    [
      'import { client } from "./client.js";\nexport { client };',
      'import { client as x } from "./a.js";',
      ["x←client"],
    ],
    ['export { make } from "./client.js";', 'import { client } from "./a.js";', []],
  ])("through a re-export: %s", (a, b, expected) => {
    const r = follow({ [A]: a, [B]: b });
    expect(importsSaid(r.imports)[B] ?? []).toEqual(expected);
    // The facts are the client module's: its origin, its hooks.
    for (const x of r.imports[B] ?? []) expect(x.origin).toBe(CLIENT);
  });
});
