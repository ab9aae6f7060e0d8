/**
 * The forms an old client takes on its way from a construction to a use: one table, read by
 * both trackers that answer "is this an old client?" — the per-file tracker (`clients.ts`, over
 * jscodeshift's tree) and the cross-file pre-pass (`project.ts`, over TypeScript's). A form that
 * one of them follows and the other does not is a place where a client goes unmigrated and
 * unmarked; `test/codemod/lib/forms.test.ts` runs both on every row and asserts they agree.
 *
 * A row is a small project. Its promise: every receiver of `.getTools()` in it is an old client
 * (the per-file tracker must say so, in every file, with the pre-pass's facts), and `exports`
 * lists what the pre-pass must report each module exporting. `negative` rows promise the
 * opposite: no receiver is an old client, and nothing is exported.
 */
import type { ExportKind } from "./project/facts.js";

export type FormId =
  | "instance"
  | "instance-cast"
  | "instance-conditional"
  | "instance-from-container"
  | "instance-assigned-later"
  | "instance-assigned-in-catch"
  | "factory"
  | "factory-async"
  | "factory-of-local"
  | "factory-typed-return"
  | "factory-parameter"
  | "factory-promise-resolve"
  | "class-field"
  | "class-getter"
  | "subclass"
  | "default-export"
  | "commonjs-exports"
  | "commonjs-module-exports"
  | "namespace-import"
  | "dynamic-import"
  | "barrel-export-star"
  | "renamed-reexport"
  | "old-class-reexported"
  | "container-element"
  | "callback-parameter";

export interface Form {
  id: FormId;
  /** What the form is, in a user's words. */
  says: string;
  /** Absolute path → text. The old package is imported as `@langchain/mcp-adapters`. */
  files: Record<string, string>;
  /** Module → export name → what the pre-pass must report (other modules: nothing). */
  exports: Record<string, Record<string, ExportKind>>;
}

const OLD = `import { MultiServerMCPClient } from "@langchain/mcp-adapters";\n`;
const CONFIG = `{ mcpServers: { math: { command: "node", args: ["math.js"] } } }`;
const NEW = `new MultiServerMCPClient(${CONFIG})`;
/** A consumer module that uses `value` (a client) from `./mcp.js`. */
const USE = `import { value } from "./mcp.js";\nexport const tools = await value.getTools();\n`;
/** …and one that calls `value()` for a client. */
const USE_CALL = `import { value } from "./mcp.js";\nexport const tools = await (await value()).getTools();\n`;

export const FORMS: readonly Form[] = [
  {
    id: "instance",
    says: "a module-level constant holding a construction",
    files: {
      "/p/mcp.ts": `${OLD}export const value = ${NEW};\nawait value.getTools();\n`,
      "/p/use.ts": USE,
    },
    exports: { "/p/mcp.ts": { value: "instance" } },
  },
  {
    id: "instance-cast",
    says: "a construction seen through `as`, `satisfies`, `!` and parentheses",
    files: {
      "/p/mcp.ts": `${OLD}export const value = (${NEW} as MultiServerMCPClient)!;\nawait value.getTools();\n`,
      "/p/use.ts": USE,
    },
    exports: { "/p/mcp.ts": { value: "instance" } },
  },
  {
    id: "instance-conditional",
    says: "one of two constructions, chosen at run time",
    files: {
      "/p/mcp.ts": `${OLD}export const value = process.env.A ? ${NEW} : ${NEW};\nawait value.getTools();\n`,
      "/p/use.ts": USE,
    },
    exports: { "/p/mcp.ts": { value: "instance" } },
  },
  {
    id: "instance-from-container",
    says: "a client read out of a record of clients",
    files: {
      "/p/mcp.ts": `${OLD}const clients = { main: ${NEW} };\nexport const value = clients.main;\nawait value.getTools();\n`,
      "/p/use.ts": USE,
    },
    exports: { "/p/mcp.ts": { value: "instance" } },
  },
  {
    id: "instance-assigned-later",
    says: "a binding declared empty and assigned a construction later",
    files: {
      "/p/mcp.ts": `${OLD}export let value: MultiServerMCPClient;\nvalue = ${NEW};\nawait value.getTools();\n`,
      "/p/use.ts": USE,
    },
    exports: { "/p/mcp.ts": { value: "instance" } },
  },
  {
    id: "instance-assigned-in-catch",
    says: "a client built again in a `catch` block (a retry after an auth failure)",
    files: {
      "/p/mcp.ts": `${OLD}export let value = ${NEW};\ntry {\n  await value.getTools();\n} catch {\n  value = ${NEW};\n  await value.getTools();\n}\n`,
      "/p/use.ts": USE,
    },
    exports: { "/p/mcp.ts": { value: "instance" } },
  },
  {
    id: "factory",
    says: "a function returning a construction",
    files: {
      "/p/mcp.ts": `${OLD}export function value() {\n  return ${NEW};\n}\nawait value().getTools();\n`,
      "/p/use.ts": USE_CALL,
    },
    exports: { "/p/mcp.ts": { value: "factory" } },
  },
  {
    id: "factory-async",
    says: "an async function returning a client it connected first (a promise of a client)",
    files: {
      "/p/mcp.ts": `${OLD}export async function value() {\n  const c = ${NEW};\n  await c.getTools();\n  return c;\n}\n`,
      "/p/use.ts": USE_CALL,
    },
    exports: { "/p/mcp.ts": { value: "factory" } },
  },
  {
    id: "factory-of-local",
    says: "an arrow returning a module-level client (a lazy singleton)",
    files: {
      "/p/mcp.ts": `${OLD}let cached: MultiServerMCPClient | undefined;\nexport const value = () => (cached ??= ${NEW});\nawait value().getTools();\n`,
      "/p/use.ts": USE_CALL,
    },
    exports: { "/p/mcp.ts": { value: "factory" } },
  },
  {
    id: "factory-typed-return",
    says: "a function whose declared return type is the old class",
    files: {
      "/p/mcp.ts": `${OLD}declare function build(): any;\nexport function value(): Promise<MultiServerMCPClient> {\n  return build();\n}\nawait (await value()).getTools();\n`,
      "/p/use.ts": USE_CALL,
    },
    exports: { "/p/mcp.ts": { value: "factory" } },
  },
  {
    id: "factory-parameter",
    says: "a function that takes a client as a typed parameter and hands it back",
    files: {
      "/p/mcp.ts": `${OLD}export function value(c: MultiServerMCPClient = ${NEW}) {\n  void c.getTools();\n  return c;\n}\n`,
      "/p/use.ts": USE_CALL,
    },
    exports: { "/p/mcp.ts": { value: "factory" } },
  },
  {
    id: "factory-promise-resolve",
    says: "a function returning `Promise.resolve(client)`",
    files: {
      "/p/mcp.ts": `${OLD}const c = ${NEW};\nexport function value() {\n  return Promise.resolve(c);\n}\n`,
      "/p/use.ts": USE_CALL,
    },
    exports: { "/p/mcp.ts": { value: "factory" } },
  },
  {
    id: "class-field",
    says: "a class (a NestJS service) that holds a client in a field",
    files: {
      "/p/mcp.ts": `${OLD}export class value {\n  private client = ${NEW};\n  tools() {\n    return this.client.getTools();\n  }\n}\n`,
    },
    exports: { "/p/mcp.ts": { value: "class" } },
  },
  {
    id: "class-getter",
    says: "a class whose getter makes the client on first use and keeps it in a private field",
    files: {
      "/p/mcp.ts": `${OLD}export class value {\n  #client?: MultiServerMCPClient;\n  get client() {\n    this.#client ??= ${NEW};\n    return this.#client;\n  }\n  tools() {\n    return this.client.getTools();\n  }\n}\n`,
    },
    exports: { "/p/mcp.ts": { value: "class" } },
  },
  {
    id: "subclass",
    says: "a class that extends the old class: its instances are clients",
    files: {
      "/p/mcp.ts": `${OLD}export class value extends MultiServerMCPClient {}\nawait new value(${CONFIG}).getTools();\n`,
      "/p/use.ts": `import { value } from "./mcp.js";\nawait new value(${CONFIG}).getTools();\n`,
    },
    exports: { "/p/mcp.ts": { value: "subclass" } },
  },
  {
    id: "default-export",
    says: "`export default` of a construction, imported under any name",
    files: {
      "/p/mcp.ts": `${OLD}export default ${NEW};\n`,
      "/p/use.ts": `import mcp from "./mcp.js";\nawait mcp.getTools();\n`,
    },
    exports: { "/p/mcp.ts": { default: "instance" } },
  },
  {
    id: "commonjs-exports",
    says: "`exports.value = …` required by destructuring",
    files: {
      "/p/mcp.js": `const { MultiServerMCPClient } = require("@langchain/mcp-adapters");\nexports.value = ${NEW};\n`,
      "/p/use.js": `const { value } = require("./mcp");\nvalue.getTools();\n`,
    },
    exports: { "/p/mcp.js": { value: "instance" } },
  },
  {
    id: "commonjs-module-exports",
    says: "`module.exports = { value }` required as a module object",
    files: {
      "/p/mcp.js": `const { MultiServerMCPClient } = require("@langchain/mcp-adapters");\nconst value = ${NEW};\nmodule.exports = { value };\n`,
      "/p/use.js": `const mcp = require("./mcp");\nmcp.value.getTools();\n`,
    },
    exports: { "/p/mcp.js": { value: "instance" } },
  },
  {
    id: "namespace-import",
    says: "`import * as mcp` and a member read",
    files: {
      "/p/mcp.ts": `${OLD}export const value = ${NEW};\n`,
      "/p/use.ts": `import * as mcp from "./mcp.js";\nawait mcp.value.getTools();\n`,
    },
    exports: { "/p/mcp.ts": { value: "instance" } },
  },
  {
    id: "dynamic-import",
    says: "`await import()` of the module, then a member read",
    files: {
      "/p/mcp.ts": `${OLD}export const value = ${NEW};\n`,
      "/p/use.ts": `const mod = await import("./mcp.js");\nawait mod.value.getTools();\n`,
    },
    exports: { "/p/mcp.ts": { value: "instance" } },
  },
  {
    id: "barrel-export-star",
    says: "a barrel `export *` between the module and its consumer",
    files: {
      "/p/mcp.ts": `${OLD}export const value = ${NEW};\n`,
      "/p/index.ts": `export * from "./mcp.js";\n`,
      "/p/use.ts": `import { value } from "./index.js";\nawait value.getTools();\n`,
    },
    exports: { "/p/mcp.ts": { value: "instance" }, "/p/index.ts": { value: "instance" } },
  },
  {
    id: "renamed-reexport",
    says: "a re-export under another name",
    files: {
      "/p/mcp.ts": `${OLD}export const value = ${NEW};\n`,
      "/p/index.ts": `export { value as client } from "./mcp.js";\n`,
      "/p/use.ts": `import { client } from "./index.js";\nawait client.getTools();\n`,
    },
    exports: { "/p/mcp.ts": { value: "instance" }, "/p/index.ts": { client: "instance" } },
  },
  {
    id: "old-class-reexported",
    says: "the old class itself re-exported by a shim under another name, then constructed",
    files: {
      "/p/shim.ts": `export { MultiServerMCPClient as ToolClient } from "@langchain/mcp-adapters";\n`,
      "/p/use.ts": `import { ToolClient } from "./shim.js";\nawait new ToolClient(${CONFIG}).getTools();\n`,
    },
    exports: { "/p/shim.ts": { ToolClient: "old-class" } },
  },
  {
    id: "container-element",
    says: "an element of an array of clients, in a `for … of` loop",
    files: {
      "/p/mcp.ts": `${OLD}const all = [${NEW}, ${NEW}];\nfor (const c of all) await c.getTools();\n`,
    },
    exports: {},
  },
  {
    id: "callback-parameter",
    says: "a callback's parameter: `.map`, `.then` over clients",
    files: {
      "/p/mcp.ts": `${OLD}const all = [${NEW}];\nawait Promise.all(all.map((c) => c.getTools()));\nawait Promise.resolve(${NEW}).then((c) => c.getTools());\n`,
    },
    exports: {},
  },
];

/** Look-alikes: no receiver is an old client and no module exports one. */
export const NOT_FORMS: readonly { says: string; files: Record<string, string> }[] = [
  {
    says: "a class of the same name from another package",
    files: {
      "/p/mcp.ts": `import { MultiServerMCPClient } from "other-mcp";\nexport const value = ${NEW};\nawait value.getTools();\n`,
      "/p/use.ts": USE,
    },
  },
  {
    says: "a local class that shadows the imported name",
    files: {
      "/p/mcp.ts": `${OLD}export function value() {\n  class MultiServerMCPClient {\n    getTools() {\n      return [];\n    }\n  }\n  return new MultiServerMCPClient();\n}\nvalue().getTools();\n`,
    },
  },
  {
    says: "a type-only import of the class, and a value that is not a client",
    files: {
      "/p/mcp.ts": `import type { MultiServerMCPClient } from "@langchain/mcp-adapters";\nexport const value = { getTools: () => [] };\nvalue.getTools();\n`,
      "/p/use.ts": USE,
    },
  },
];
