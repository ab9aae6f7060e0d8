/**
 * The pre-pass for configs declared in another module (`transforms/lib/project-configs/`):
 * which constructions it follows to which literal, and when the literal's options may move.
 * The whole flow through the CLI is in test/cli/cross-file.test.ts.
 */
import { describe, expect, test } from "vitest";
import { prepareConfigs } from "../../../../transforms/lib/project-configs/prepare.js";
import { consumer, readerOf, servers } from "./run.js";

const CONSUMER = "/p/agent.ts";
const DECLARING = "/p/config.ts";

/** The pre-pass over these files. */
const prepass = (files: Record<string, string>) =>
  prepareConfigs(Object.keys(files), readerOf(files));

/** The facts for a consumer constructing with `arg`, imported by `importLine`, and config.ts. */
function facts(
  config: string,
  arg = "mcpConfig",
  importLine = 'import { mcpConfig } from "./config.js";',
) {
  return prepass({
    [CONSUMER]: consumer(importLine, `export const client = new MultiServerMCPClient(${arg});`),
    [DECLARING]: config,
  });
}

describe("when the options of a declared config move", () => {
  test.each([
    [
      "booleans, numbers, strings",
      "throwOnLoadError: true, defaultToolTimeout: -1, additionalToolNamePrefix: 'x'",
      ["throwOnLoadError", "defaultToolTimeout", "additionalToolNamePrefix"],
    ],
    ["an object of literals", 'outputHandling: { text: "content" }', ["outputHandling"]],
    ["none", "", []],
  ])("they move: %s", (_, options, keys) => {
    const f = facts(`export const mcpConfig = { ${options}${options && ", "}${servers} };`);
    expect(f.imports[CONSUMER][0].options?.map((o) => o.key)).toEqual(keys);
    expect(f.declared[DECLARING]).toEqual({ mcpConfig: { moved: true, builder: false } });
  });

  test.each([
    ["a function", "onConnectionError: (e) => {}", "`onConnectionError` is computed there"],
    [
      "a name of that module",
      "defaultToolTimeout: TIMEOUT",
      "`defaultToolTimeout` is computed there",
    ],
    ["a key that is no old option", "retries: 3", "`retries` is not an option of the old client"],
    ["a spread", "...base", "it spreads other values in"],
    ["a computed key", '["throwOnLoadError"]: true', "it has a computed key"],
  ])("they stay: %s", (_, option, kept) => {
    const f = facts(`export const mcpConfig = { ${option}, ${servers} };`);
    expect(f.imports[CONSUMER][0]).toMatchObject({ options: null, kept });
    expect(f.declared[DECLARING]).toEqual({ mcpConfig: { moved: false, builder: false } });
  });
});

describe("options stay when the literal is used for more than a construction", () => {
  /** config.ts with an option, agent.ts constructing with it, and `other` as other.ts. */
  const withOther = (other: string) =>
    prepass({
      [CONSUMER]: consumer(
        'import { mcpConfig } from "./config.js";',
        "export const client = new MultiServerMCPClient(mcpConfig);",
        "export const servers = Object.keys(mcpConfig.mcpServers);",
        "export function make(mcpConfig: object) { return [mcpConfig]; }",
      ),
      [DECLARING]: `export const mcpConfig = { throwOnLoadError: true, ${servers} };`,
      "/p/other.ts": other,
    });

  test.each([
    [
      "spread into another config",
      'import { mcpConfig } from "./config.js";\nexport const c = { ...mcpConfig };',
      "other.ts:2",
    ],
    [
      "read for an option",
      'import * as ns from "./config.js";\n\nexpect(ns.mcpConfig.throwOnLoadError).toBe(true);',
      "other.ts:3",
    ],
    [
      "handed to a function",
      'import { mcpConfig as c } from "./config.js";\nsetup(c);',
      "other.ts:2",
    ],
    [
      "kept in an object (shorthand)",
      'import { mcpConfig } from "./config.js";\nexport const all = { mcpConfig };',
      "other.ts:2",
    ],
  ])("%s", (_, other, where) => {
    const f = withOther(other);
    expect(f.imports[CONSUMER][0]).toMatchObject({
      options: null,
      kept: `it is also used at ${where}`,
    });
    expect(f.declared[DECLARING].mcpConfig.moved).toBe(false);
  });

  test("not for its servers, a parameter of the same name, or a module that only names it", () => {
    const f = withOther('export const label = "mcpConfig";');
    expect(f.imports[CONSUMER][0].options).toEqual([{ key: "throwOnLoadError", value: "true" }]);
    expect(f.declared[DECLARING].mcpConfig.moved).toBe(true);
  });
});

describe("what is followed", () => {
  test.each([
    [
      "a default export",
      "export default { " + servers + " };",
      "cfg",
      'import cfg from "./config.js";',
      "default",
    ],
    [
      "a namespace member",
      `export const mcpConfig = { ${servers} };`,
      "ns.mcpConfig",
      'import * as ns from "./config.js";',
      "mcpConfig",
    ],
    [
      "an `export { … }` of a const",
      `const inner = { ${servers} } satisfies object;\nexport { inner as mcpConfig };`,
      "mcpConfig",
      undefined,
      "inner",
    ],
    [
      "a builder's one return",
      `export function mcpConfig() {\n  const f = () => { return 1; };\n  return { ${servers} };\n}`,
      "mcpConfig()",
      undefined,
      "mcpConfig",
    ],
  ])("%s", (_, config, arg, importLine, binding) => {
    const f = facts(config, arg, importLine);
    expect(f.imports[CONSUMER]).toHaveLength(1);
    expect(Object.keys(f.declared[DECLARING])).toEqual([binding]);
  });

  test.each([
    ["a `let`", `export let mcpConfig = { ${servers} };`],
    ["no mcpServers (a bare server map)", 'export const mcpConfig = { a: { command: "node" } };'],
    [
      "a builder with two returns",
      `export function mcpConfig(x) { if (x) return { ${servers} }; return { ${servers} }; }`,
    ],
    ["a value computed at run time", "export const mcpConfig = JSON.parse(process.env.C!);"],
  ])("not: %s", (_, config) => {
    const arg = config.includes("function") ? "mcpConfig(1)" : "mcpConfig";
    expect(facts(config, arg)).toEqual({ imports: {}, declared: {} });
  });

  test("not: a parameter of the same name", () => {
    const f = prepass({
      [CONSUMER]: consumer(
        'import { mcpConfig } from "./config.js";',
        "export function make(mcpConfig: any) { return new MultiServerMCPClient(mcpConfig); }",
      ),
      [DECLARING]: `export const mcpConfig = { ${servers} };`,
    });
    expect(f).toEqual({ imports: {}, declared: {} });
  });

  test("a JSON module only when it holds nothing but mcpServers", () => {
    const json = (text: string) => {
      const files: Record<string, string> = {
        [CONSUMER]: consumer(
          'import config from "./mcp.json" with { type: "json" };',
          "export const client = new MultiServerMCPClient(config);",
        ),
        "/p/mcp.json": text,
      };
      // The JSON module is read, not listed: it is no source file of the run.
      return prepareConfigs([CONSUMER], (f) => files[f]).imports[CONSUMER];
    };
    expect(json('{ "mcpServers": { "a": { "transport": "stdio", "command": "x" } } }')).toEqual([
      { local: "config", specifier: "./mcp.json", options: [] },
    ]);
    expect(json('{ "mcpServers": {}, "prefixToolNameWithServerName": true }')).toBeUndefined();
    expect(
      json('{ "mcpServers": { "a": { "transport": "websocket", "url": "ws://x" } } }'),
    ).toBeUndefined();
    expect(json("{ // JSONC\n }")).toBeUndefined();
  });
});
