/** The imported configs a module constructs the old client with (`project-configs/constructions.ts`). */
import { expect, test } from "vitest";
import { configsConstructedIn } from "../../../../transforms/lib/project-configs/constructions.js";
import { consumer, runOf, servers, where } from "./run.js";

const CONFIG = `export const mcpConfig = { ${servers} };
export function make() { return { ${servers} }; }
export const notConfig = { a: 1 };`;
const IMPORT = 'import { mcpConfig, make, notConfig } from "./config.js";';

/** agent.ts with these lines after its import of the old client, config.ts and mcp.json. */
function constructed(...lines: string[]) {
  const run = runOf({
    "/p/agent.ts": consumer(...lines),
    "/p/config.ts": CONFIG,
    "/p/mcp.json": `{ ${servers.replace(/(\w+):/g, '"$1":')} }`,
  });
  return configsConstructedIn("/p/agent.ts", run).map(
    (c) => `${c.local}${c.called ? "()" : ""} → ${where(c.origin ?? null) ?? c.specifier}`,
  );
}

test.each([
  [
    "a named import",
    [IMPORT, "new MultiServerMCPClient(mcpConfig);"],
    ["mcpConfig → config.ts:mcpConfig"],
  ],
  [
    "a renamed import",
    ['import { mcpConfig as c } from "./config.js";', "new MultiServerMCPClient(c);"],
    ["c → config.ts:mcpConfig"],
  ],
  [
    "a namespace member",
    ['import * as ns from "./config.js";', "new MultiServerMCPClient(ns.mcpConfig);"],
    ["ns.mcpConfig → config.ts:mcpConfig"],
  ],
  ["a builder's call", [IMPORT, "new MultiServerMCPClient(make());"], ["make() → config.ts:make"]],
  [
    "under `as`",
    [IMPORT, "new MultiServerMCPClient(mcpConfig as any);"],
    ["mcpConfig → config.ts:mcpConfig"],
  ],
  [
    "a JSON module's default",
    ['import config from "./mcp.json" with { type: "json" };', "new MultiServerMCPClient(config);"],
    ["config → ./mcp.json"],
  ],
  [
    "each construction, inner first",
    [IMPORT, "new MultiServerMCPClient(mcpConfig, new MultiServerMCPClient(make()));"],
    ["make() → config.ts:make", "mcpConfig → config.ts:mcpConfig"],
  ],
  [
    "not a local const",
    ["const mcpConfig = { mcpServers: {} };", "new MultiServerMCPClient(mcpConfig);"],
    [],
  ],
  ["not a literal argument", [IMPORT, `new MultiServerMCPClient({ ${servers} });`], []],
  ["not another class", [IMPORT, "new Other(mcpConfig);"], []],
  ["not a builder uncalled", [IMPORT, "new MultiServerMCPClient(make);"], []],
  ["not a literal without mcpServers", [IMPORT, "new MultiServerMCPClient(notConfig);"], []],
  [
    "not a parameter of the same name",
    [IMPORT, "function f(mcpConfig) { return new MultiServerMCPClient(mcpConfig); }"],
    [],
  ],
  [
    "not a type-only import",
    ['import type { mcpConfig } from "./config.js";', "new MultiServerMCPClient(mcpConfig);"],
    [],
  ],
  [
    "not a JSON module's named import",
    ['import { mcpServers } from "./mcp.json";', "new MultiServerMCPClient(mcpServers);"],
    [],
  ],
])("%s", (_, lines, expected) => {
  expect(constructed(...lines)).toEqual(expected);
});

test("not without an import of the old module", () => {
  const run = runOf({
    "/p/agent.ts": `${IMPORT}\nnew MultiServerMCPClient(mcpConfig);`,
    "/p/config.ts": CONFIG,
  });
  expect(configsConstructedIn("/p/agent.ts", run)).toEqual([]);
});
