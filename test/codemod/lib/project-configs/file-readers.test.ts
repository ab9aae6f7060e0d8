/** What a module's transform reads of the config facts (`project-configs/file-readers.ts`). */
import jscodeshift from "jscodeshift";
import { describe, expect, test } from "vitest";
import { createSourceContext, type FactsOf } from "../../../../src/codemod/migration.js";
import type {
  ConfigFacts,
  DeclaredConfig,
  ImportedConfig,
} from "../../../../transforms/lib/project-configs/facts.js";
import {
  declaredConfigsOf,
  importedConfigOf,
} from "../../../../transforms/lib/project-configs/file-readers.js";

/** The context of `/p/<file>` holding `source`, with these facts of the pre-pass. */
function context(file: string, source: string, facts: ConfigFacts) {
  const j = jscodeshift.withParser("ts");
  const options = { targetModule: "langchain-mcp-bridge", adoptPrefixes: false };
  const factsOf = (() => facts) as FactsOf;
  const info = { path: `/p/${file}`, source };
  return createSourceContext(j, j(source), info, options, () => {}, undefined, factsOf);
}

const moved: DeclaredConfig = { moved: true, builder: false };
const builder: DeclaredConfig = { moved: true, builder: true };

describe("declaredConfigsOf: the literals of this module's declared configs", () => {
  test.each([
    ["a const", "export const c = { a: 1 };", { c: moved }, ["{ a: 1 }"]],
    ["a const under `as`", "const c = ({ a: 1 }) as X;", { c: moved }, ["{ a: 1 }"]],
    [
      "options that stay",
      "export const c = { a: 1 };",
      { c: { ...moved, moved: false } },
      ["kept { a: 1 }"],
    ],
    ["a builder", "export function c() { return { a: 1 }; }", { c: builder }, ["{ a: 1 }"]],
    ["an arrow builder", "export const c = () => ({ a: 1 });", { c: builder }, ["{ a: 1 }"]],
    ["an anonymous default", "export default { a: 1 };", { default: moved }, ["{ a: 1 }"]],
    [
      "an anonymous default builder",
      "export default function () { const f = () => { return 2; }; return { a: 1 }; }",
      { default: builder },
      ["{ a: 1 }"],
    ],
    ["not a `let`", "export let c = { a: 1 };", { c: moved }, []],
    ["not a const in a function", "function f() { const c = { a: 1 }; }", { c: moved }, []],
    ["not another name", "export const d = { a: 1 };", { c: moved }, []],
    [
      "not a builder's two returns",
      "function c(x) { if (x) return { a: 1 }; return {}; }",
      { c: builder },
      [],
    ],
    [
      "not a named default for `default`",
      "export default function make() { return {}; }",
      { default: builder },
      [],
    ],
  ])("%s", (_, source, declared, expected) => {
    const ctx = context("config.ts", source, {
      imports: {},
      declared: { "/p/config.ts": declared },
    });
    const found = declaredConfigsOf(ctx).map(
      (x) => `${x.moved ? "" : "kept "}${source.slice(x.path.node.start, x.path.node.end)}`,
    );
    expect(found).toEqual(expected);
  });

  test("not a module the facts do not name", () => {
    const ctx = context("other.ts", "export const c = { a: 1 };", {
      imports: {},
      declared: { "/p/config.ts": { c: moved } },
    });
    expect(declaredConfigsOf(ctx)).toEqual([]);
  });
});

describe("importedConfigOf: the imported config a construction's argument stands for", () => {
  const named: ImportedConfig = { local: "c", specifier: "./config.js", options: [] };
  const called: ImportedConfig = { ...named, called: true };
  const member: ImportedConfig = { ...named, local: "ns.c" };

  test.each([
    ["a named import", 'import { c } from "./config.js";', "new M(c)", [named], "c"],
    [
      "a default import under `as`",
      'import c from "./config.js";',
      "new M(c as any)",
      [named],
      "c",
    ],
    ["a namespace member", 'import * as ns from "./config.js";', "new M(ns.c)", [member], "ns.c"],
    ["a builder's call", 'import { c } from "./config.js";', "new M(c())", [named, called], "c()"],
    ["not a local const", "const c = {};", "new M(c)", [named], null],
    ["not a call of a config", 'import { c } from "./config.js";', "new M(c())", [named], null],
    [
      "not a parameter of the same name",
      'import { c } from "./config.js";',
      "((c) => new M(c))",
      [named],
      null,
    ],
    [
      "not a computed member",
      'import * as ns from "./config.js";',
      'new M(ns["c"])',
      [member],
      null,
    ],
    ["not without facts for the file", 'import { c } from "./config.js";', "new M(c)", [], null],
  ])("%s", (_, importLine, construction, imports, expected) => {
    const facts = { imports: { "/p/agent.ts": imports }, declared: {} };
    const ctx = context("agent.ts", `${importLine}\nexport const x = ${construction};`, facts);
    const at = ctx.root.find(ctx.j.NewExpression).paths()[0];
    const found = importedConfigOf(ctx, at, at.node.arguments[0]);
    expect(found && `${found.local}${found.called ? "()" : ""}`).toBe(expected);
  });
});
