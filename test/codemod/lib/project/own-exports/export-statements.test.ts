/** ESM export statements: a local client exported, `export default`, the old class re-exported. */
import { describe, expect, test } from "vitest";
import { declarationFacts } from "../../../../../transforms/lib/project/own-exports/declarations.js";
import { exportStatementFacts } from "../../../../../transforms/lib/project/own-exports/export-statements.js";
import { fact, IMPORT_OLD, readingOf } from "../helpers.js";

const A = "/p/a.ts";
const LOCAL_CLIENT = "const client = new MultiServerMCPClient({ beforeToolCall });";

describe("exportStatementFacts", () => {
  test.each([
    ["export { client };", { client: fact("instance", true, A) }],
    ["export { client as default };", { default: fact("instance", true, A) }],
    ["export default client;", { default: fact("instance", true, A) }],
    ["export default new MultiServerMCPClient({});", { default: fact("instance", false, A) }],
    ["export default () => client;", { default: fact("factory", true, A) }],
    ["export default (client as Client);", { default: fact("instance", true, A) }],
    [
      'export { MultiServerMCPClient as ToolClient } from "@langchain/mcp-adapters";',
      { ToolClient: fact("old-class", false, A) },
    ],
    [
      'export * from "@langchain/mcp-adapters";',
      { MultiServerMCPClient: fact("old-class", false, A) },
    ],
    ["export { MultiServerMCPClient as C };", { C: fact("old-class", false, A) }],
    // Not values, not the class, not the old package, not an ESM export.
    ['export * as ns from "@langchain/mcp-adapters";', {}],
    ['export type { MultiServerMCPClient } from "@langchain/mcp-adapters";', {}],
    ["export type { MultiServerMCPClient };", {}],
    ['export { loadMcpTools } from "@langchain/mcp-adapters";', {}],
    ['export { MultiServerMCPClient } from "other-mcp";', {}],
    ["export { other };", {}],
    ["export = client;", {}],
  ])("%s", (source, expected) => {
    const { sf, reading } = readingOf(`${IMPORT_OLD}\n${LOCAL_CLIENT}\n${source}`, A);
    declarationFacts(reading, sf);
    for (const st of sf.statements) exportStatementFacts(reading, st);
    expect(reading.exports).toEqual(expected);
  });
});
