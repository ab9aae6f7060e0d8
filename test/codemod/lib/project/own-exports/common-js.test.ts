/** CommonJS exports: `module.exports = …`, `module.exports = { … }`, `exports.name = …`. */
import { describe, expect, test } from "vitest";
import { commonJsFacts } from "../../../../../transforms/lib/project/own-exports/common-js.js";
import { declarationFacts } from "../../../../../transforms/lib/project/own-exports/declarations.js";
import { fact, readingOf } from "../helpers.js";

const A = "/p/a.js";
const PRELUDE = [
  'const { MultiServerMCPClient } = require("@langchain/mcp-adapters");',
  "const client = new MultiServerMCPClient({ afterToolCall });",
].join("\n");

describe("commonJsFacts", () => {
  test.each([
    ["module.exports = new MultiServerMCPClient({});", { default: fact("instance", false, A) }],
    ["module.exports = client;", { default: fact("instance", true, A) }],
    [
      "module.exports = { client, make: () => client };",
      { client: fact("instance", true, A), make: fact("factory", true, A) },
    ],
    ['module.exports = { "shared": client };', { shared: fact("instance", true, A) }],
    ["exports.client = client;", { client: fact("instance", true, A) }],
    [
      "module.exports.make = () => new MultiServerMCPClient({});",
      { make: fact("factory", false, A) },
    ],
    ["exports.tools = async () => client.getTools();", { tools: fact("tools", true, A) }],
    // Not a static export of a client.
    ["module.exports = { ...client };", {}],
    ["module.exports = { [key]: client };", {}],
    ["exports[name] = client;", {}],
    ["exports.n = 1;", {}],
    ["other.exports = client;", {}],
    ["module.exports ||= client;", {}],
    ["function f() { module.exports = client; }", {}],
  ])("%s", (source, expected) => {
    const { sf, reading } = readingOf(`${PRELUDE}\n${source}`, A);
    declarationFacts(reading, sf);
    for (const st of sf.statements) commonJsFacts(reading, st);
    expect(reading.exports).toEqual(expected);
  });
});
