/** The text filters: which files the pre-pass parses at all. */
import { describe, expect, test } from "vitest";
import { mayExportClient, namesModules } from "../../../../transforms/lib/project/text-filters.js";
import { IMPORT_OLD } from "./helpers.js";

describe("mayExportClient", () => {
  test.each([
    [`${IMPORT_OLD}\nexport const c = new MultiServerMCPClient({});`, true],
    [`${IMPORT_OLD}\nexport { MultiServerMCPClient as C };`, true],
    ['export * from "@langchain/mcp-adapters";', true],
    ['const { MultiServerMCPClient } = require("@langchain/mcp-adapters");\nexports.c = 1;', true],
    [
      `import {\n  MultiServerMCPClient,\n} from /* old */ "@langchain/mcp-adapters";\nexport class A extends MultiServerMCPClient {}`,
      true,
    ],
    // No export; the package only named in a string or comment; another package.
    [`${IMPORT_OLD}\nconst c = new MultiServerMCPClient({});`, false],
    ['// see "@langchain/mcp-adapters"\nexport const c = new MultiServerMCPClient({});', false],
    [
      'import { MultiServerMCPClient } from "other-mcp";\nexport const c = new MultiServerMCPClient();',
      false,
    ],
    // The old package, but not its client class.
    [
      'import { loadMcpTools } from "@langchain/mcp-adapters";\nexport const t = loadMcpTools();',
      false,
    ],
  ])("%s → %s", (text, expected) => {
    expect(mayExportClient(text)).toBe(expected);
  });
});

describe("namesModules", () => {
  test.each([
    [["/p/src/client.ts"], 'import { c } from "./client.js";', true],
    [["/p/src/client.ts"], 'import { c } from "../runtime/src/client";', true],
    [["/p/src/client.ts"], "const c = require('./client')", true],
    [["/p/src/mcp/index.ts"], 'import { c } from "./mcp";', true],
    [["/p/src/mcp/index.ts"], 'import { c } from "..";', true],
    [["/p/src/client.ts"], 'import { c } from "./my-client.js";', false],
    [["/p/src/client.ts"], 'import { c } from "./clients";', false],
    [["/p/src/client.ts"], 'import { c } from "client";', false],
    [["/p/src/client.ts"], 'import { c } from "..";', false],
    [[], 'import { c } from "./client.js";', false],
  ])("%j: %s → %s", (files, text, expected) => {
    expect(namesModules(files).test(text)).toBe(expected);
  });
});
