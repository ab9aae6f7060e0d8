/**
 * A module's own exports, as the pre-pass reads them with the per-file client tracker: values,
 * functions (a client, its tools, a server's SDK client), classes, CommonJS, the old class
 * re-exported; with hooks when the client's construction had them.
 */
import { describe, expect, test } from "vitest";
import { ownExportsOf } from "../../../../transforms/lib/project/tracked-exports.js";
import { IMPORT_OLD, projectOf } from "./helpers.js";

const A = "/p/a.ts";
/** A client with hooks and a factory without, that rows may use. */
const LOCALS =
  "const client = new MultiServerMCPClient({ beforeToolCall });\nconst make = () => new MultiServerMCPClient({});";

/** name → kind (and `+hooks`), as the table says it. */
function exportsOf(source: string, file = A): string[] {
  const text = `${IMPORT_OLD}\n${LOCALS}\n${source}`;
  const own = ownExportsOf(projectOf({ [file]: text }))(file);
  return Object.entries(own).map(([k, f]) => `${k}: ${f.kind}${f.hooks ? "+hooks" : ""}`);
}

describe("ownExportsOf: ESM values, functions and classes", () => {
  test.each([
    ["export const c = new MultiServerMCPClient({});", ["c: instance"]],
    ["export const c = client as unknown as Client;", ["c: instance+hooks"]],
    ["export const c = (client satisfies object)!;", ["c: instance+hooks"]],
    ["export let c: MultiServerMCPClient;", ["c: instance"]],
    ["export default function () { return new MultiServerMCPClient({}); }", ["default: factory"]],
    [
      "export function f() { return new MultiServerMCPClient({ beforeToolCall }); }",
      ["f: factory+hooks"],
    ],
    ["export const f = () => client;", ["f: factory+hooks"]],
    ["export function f() { return make(); }", ["f: factory"]],
    ["export function f() { if (x) return 1; return client; }", ["f: factory+hooks"]],
    ["export async function f() { return (await client.getTools()); }", ["f: tools+hooks"]],
    ["export const f = () => client.listTools();", ["f: tools+hooks"]],
    ["export const f = () => make().getTools();", ["f: tools"]],
    ['export const f = async () => client.getClient("a")!;', ["f: server-client+hooks"]],
    ["export const f = () => client.getTools() as Tool[];", ["f: tools+hooks"]],
    [
      "export class Holder { c = new MultiServerMCPClient({ beforeToolCall }); }",
      ["Holder: class+hooks"],
    ],
    [
      "export default class Holder { m() { return new MultiServerMCPClient({}); } }",
      ["default: class"],
    ],
    ["export class App extends MultiServerMCPClient {}", ["App: subclass"]],
    ["export default class extends MultiServerMCPClient {}", ["default: subclass"]],
    ["export { client };", ["client: instance+hooks"]],
    ["export { client as default };", ["default: instance+hooks"]],
    ["export default client;", ["default: instance+hooks"]],
    ["export default () => client;", ["default: factory+hooks"]],
    ["export default (() => client) as () => unknown;", ["default: factory+hooks"]],
    ["export default (class extends MultiServerMCPClient {})!;", ["default: subclass"]],
    [
      'export { MultiServerMCPClient as ToolClient } from "@langchain/mcp-adapters";',
      ["ToolClient: old-class"],
    ],
    ['export * from "@langchain/mcp-adapters";', ["MultiServerMCPClient: old-class"]],
    ["export { MultiServerMCPClient as C };", ["C: old-class"]],
  ])("%s", (source, expected) => {
    expect(exportsOf(source)).toEqual(expected);
  });
});

describe("ownExportsOf: CommonJS", () => {
  test.each([
    ["module.exports = new MultiServerMCPClient({});", ["default: instance"]],
    ["module.exports = client;", ["default: instance+hooks"]],
    [
      "module.exports = { client, make: () => client };",
      ["client: instance+hooks", "make: factory+hooks"],
    ],
    ['module.exports = { "shared": client };', ["shared: instance+hooks"]],
    ["exports.client = client;", ["client: instance+hooks"]],
    ["module.exports.make = () => new MultiServerMCPClient({});", ["make: factory"]],
    ["exports.tools = async () => client.getTools();", ["tools: tools+hooks"]],
  ])("%s", (source, expected) => {
    expect(exportsOf(source, "/p/a.js")).toEqual(expected);
  });
});

describe("ownExportsOf: what is not an exported client", () => {
  test.each([
    "export class Plain { n = 1; }",
    "export const n = 1;",
    "export const { c } = other;",
    "class Holder { c = new MultiServerMCPClient({}); }",
    "export function f() { return tools; }",
    "export function f() { return { m() { return client; } }; }",
    "export function f() { return class { m() { return client; } }; }",
    "export function f() { function g() { return new MultiServerMCPClient({}); } return 1; }",
    "export function f() { return other.getTools(); }",
    "export function f() { return client.close(); }",
    "export function f() { return new Other({ beforeToolCall }); }",
    "export function f() { class MultiServerMCPClient {} return new MultiServerMCPClient(); }",
    'export * as ns from "@langchain/mcp-adapters";',
    'export type { MultiServerMCPClient } from "@langchain/mcp-adapters";',
    "export type { MultiServerMCPClient };",
    'export { loadMcpTools } from "@langchain/mcp-adapters";',
    'export { MultiServerMCPClient } from "other-mcp";',
    "export const client2 = new Other();\nexport { Other as Renamed };",
    "module.exports = { ...client };",
    "module.exports = { [key]: client };",
    "exports[name] = client;",
    "other.exports = client;",
    "function f() { module.exports = client; }",
  ])("%s", (source) => {
    expect(exportsOf(source)).toEqual([]);
  });
});
