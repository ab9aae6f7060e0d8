/**
 * The whole pre-pass over a project's files: the client modules, their importers, and the files
 * to visit although they do not name the old package.
 */
import { describe, expect, test } from "vitest";
import { prepareProject } from "../../../../transforms/lib/project/prepare.js";
import { CLIENT, IMPORT_OLD, importsSaid } from "./helpers.js";

const CLIENT_MODULE = `${IMPORT_OLD}\nexport const client = new MultiServerMCPClient({ beforeToolCall });`;

function prepass(files: Record<string, string>) {
  const texts = new Map(Object.entries(files));
  return prepareProject([...texts.keys()], (f) => {
    if (!texts.has(f)) throw new Error(`ENOENT ${f}`);
    return texts.get(f)!;
  });
}

describe("prepareProject", () => {
  test.each([
    [
      "an ESM importer is visited",
      { [CLIENT]: CLIENT_MODULE, "/p/a.ts": 'import { client } from "./client.js";' },
      { "/p/a.ts": ["client←client"] },
      ["/p/a.ts"],
    ],
    [
      "through a barrel, by `require`",
      {
        [CLIENT]: CLIENT_MODULE,
        "/p/index.ts": 'export * from "./client.js";',
        "/p/b.cjs": 'const { client } = require("./index");',
      },
      { "/p/b.cjs": ["client←client"] },
      ["/p/b.cjs"],
    ],
    [
      "an importer that names the old package itself is visited anyway",
      {
        [CLIENT]: CLIENT_MODULE,
        "/p/a.ts": `${IMPORT_OLD}\nimport { client } from "./client.js";`,
      },
      { "/p/a.ts": ["client←client"] },
      [],
    ],
    [
      "a declaration file and a non-source file are not read",
      {
        "/p/client.d.ts": CLIENT_MODULE,
        "/p/notes.md": CLIENT_MODULE,
        "/p/a.ts": 'import { client } from "./client.js";',
      },
      {},
      [],
    ],
    [
      "a class of the same name from another package",
      {
        [CLIENT]:
          'import { MultiServerMCPClient } from "other-mcp";\nexport const client = new MultiServerMCPClient({});',
        "/p/a.ts": 'import { client } from "./client.js";',
      },
      {},
      [],
    ],
  ])("%s", (_, files, imports, visits) => {
    const facts = prepass(files);
    expect(importsSaid(facts.imports)).toEqual(imports);
    expect(facts.files).toEqual(visits);
    // Independent of the order of the files.
    expect(prepass(Object.fromEntries(Object.entries(files).reverse()))).toEqual(facts);
  });

  test("the client module's facts", () => {
    expect(prepass({ [CLIENT]: CLIENT_MODULE }).exports).toEqual({
      [CLIENT]: { client: { kind: "instance", hooks: true, origin: CLIENT } },
    });
  });
});
