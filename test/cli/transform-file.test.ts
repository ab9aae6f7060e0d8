/**
 * `transformFile`, the single-file entry point, with tiny migrations written to a temp dir
 * (the loader takes an explicit transforms dir) for what the real transforms never do: throw,
 * print garbage, edit JSON. The real `imports` transform covers the parser choices.
 */
import { afterAll, describe, expect, test } from "vitest";
import { transformFile } from "../../src/engine/transform-file.js";
import { OLD, cleanup, legacy, tree } from "./helpers.js";

afterAll(cleanup);

const source = (name: string, order: number, body: string) =>
  `exports.migration = { kind: "source", name: ${JSON.stringify(name)}, description: "test", order: ${order}, run(ctx) { ${body} } };\n`;

const dir = tree({
  // Runs second: sees the first one's edit on the same tree.
  "b-second.cjs": source(
    "second",
    20,
    `ctx.root.find(ctx.j.ImportDeclaration).forEach((p) => { if (p.node.source.value === "first") { p.node.source.value = "second"; ctx.changed(); } });`,
  ),
  "a-first.cjs": source(
    "first",
    10,
    `ctx.root.find(ctx.j.ImportDeclaration).forEach((p) => { if (p.node.source.value === ${JSON.stringify(OLD)} && !ctx.isIgnored(p.node)) { p.node.source.value = "first"; ctx.changed(); ctx.todo(p.node, "first/marker", "check " + ctx.options.targetModule); } });`,
  ),
  "throws.cjs": source(
    "throws",
    30,
    `if (ctx.file.source.includes("BOOM")) throw new Error("kaput");`,
  ),
  "garbage.cjs": source(
    "garbage",
    40,
    `if (ctx.file.source.includes("GARBAGE")) { ctx.root.find(ctx.j.ImportDeclaration).forEach((p) => { p.node.source = ctx.j.identifier("@@@"); }); ctx.changed(); }`,
  ),
  "helper.cjs": `exports.notAMigration = 1;\n`,
  "json.cjs": `exports.migration = { kind: "text", name: "json", description: "servers -> mcpServers", order: 50,
    matches: (p) => p.endsWith("mcp.json"),
    run: (text, ctx) => { if (!text.includes('"servers"')) return null; ctx.report({ kind: "todo", rule: "json/x", message: "renamed", line: 1, column: 1 }); return text.replace('"servers"', '"mcpServers"'); } };\n`,
  "badjson.cjs": `exports.migration = { kind: "text", name: "badjson", description: "breaks JSON", order: 60,
    matches: (p) => p.endsWith("broken.json"), run: (text) => text + "}" };\n`,
});
const opts = { transformsDir: dir };

describe("transformFile", () => {
  test("runs source migrations in order over one tree, prints once, reports steps", async () => {
    const r = await transformFile("a.ts", `import x from "${OLD}";\nconst  keep   =  <T>x;\n`, {
      ...opts,
      targetModule: "tm",
    });
    expect(r.error).toBeUndefined();
    expect(r.output).toBe(
      `// TODO(mcp-migrate): check tm\nimport x from "second";\nconst  keep   =  <T>x;\n`,
    );
    expect(r.steps).toEqual([
      { kind: "todo", rule: "first/marker", message: "check tm", file: "a.ts", line: 1, column: 1 },
    ]);
  });

  test("unchanged and unrelated files return null output; nothing mentioning the old package is parsed", async () => {
    expect(await transformFile("a.ts", "import x from 'other';\n", opts)).toEqual({
      output: null,
      steps: [],
    });
    // Would not parse, but is never parsed: the text pre-filter skips it.
    expect(await transformFile("a.ts", "this is not ( code", opts)).toEqual({
      output: null,
      steps: [],
    });
  });

  test("--transform subset, and an unknown name", async () => {
    const r = await transformFile("a.ts", `import x from "${OLD}";\n`, {
      ...opts,
      migrations: ["second"],
    });
    expect(r.output).toBeNull();
    const bad = await transformFile("a.ts", `import x from "${OLD}";\n`, {
      ...opts,
      migrations: ["nope"],
    });
    expect(bad.error).toMatch(/unknown transform: nope/);
  });

  test("parse errors, throwing transforms and unparsable output leave the file alone with a reason", async () => {
    expect(
      (await transformFile("a.ts", `import x from "${OLD}";\nconst = ;\n`, opts)).error,
    ).toMatch(/^cannot parse: .*\(2:6\)/);
    expect(await transformFile("a.ts", `import x from "${OLD}"; // BOOM\n`, opts)).toEqual({
      output: null,
      steps: [],
      error: 'transform "throws" threw: kaput',
    });
    const g = await transformFile("a.ts", `import x from "${OLD}"; // GARBAGE\n`, opts);
    expect(g.output).toBeNull();
    expect(g.error).toMatch(/^refused: the transformed code does not parse/);
  });

  test("CRLF, BOM, no final newline and single quotes are kept", async () => {
    const r = await transformFile("a.ts", `\uFEFFimport x from '${OLD}';\r\nf();`, opts);
    expect(r.output).toBe(
      `\uFEFF// TODO(mcp-migrate): check langchain-mcp-bridge\r\nimport x from 'second';\r\nf();`,
    );
  });

  test("parser by extension: <T>x in .ts, JSX in .tsx/.js, ambient .d.ts", async () => {
    const imp = `import x from "${OLD}";\n`;
    for (const [path, rest] of [
      ["a.mts", "const y = <number>x;\nconst id = <T,>(v: T) => v;\n"],
      ["a.cts", "const y = <number>x;\n"],
      ["a.tsx", "const el = <div>{x}</div>;\n"],
      ["a.jsx", "const el = <div>{x}</div>;\n"],
      ["a.js", "const el = <div>{x}</div>;\n"],
      ["a.d.ts", "export default function f(a: string): void;\nexport function g(): void;\n"],
    ]) {
      const r = await transformFile(path, imp + rest, opts);
      expect({ path, error: r.error }).toEqual({ path, error: undefined });
      expect(r.output).toContain(rest);
    }
  });

  test("JSON goes through the text migrations that match it, and must still parse", async () => {
    const r = await transformFile("conf/mcp.json", `{\r\n  "servers": {}\r\n}\r\n`, opts);
    expect(r.output).toBe(`{\r\n  "mcpServers": {}\r\n}\r\n`);
    expect(r.steps).toEqual([
      {
        kind: "todo",
        rule: "json/x",
        message: "renamed",
        line: 1,
        column: 1,
        file: "conf/mcp.json",
      },
    ]);
    expect((await transformFile("other.json", `{"servers": {}}`, opts)).output).toBeNull();
    const broken = await transformFile("broken.json", `{"servers": {}}`, opts);
    expect(broken.output).toBeNull();
    expect(broken.error).toMatch(/refused: the transformed JSON does not parse/);
  });

  test("with the real transforms (default dir), the old import is rewritten", async () => {
    const r = await transformFile("a.ts", legacy(), { migrations: ["imports"] });
    expect(r.output).toContain('import { MCPAdapter } from "langchain-mcp-bridge";');
  });
});

test("a migration's `mentions` pre-filter: it runs only on files that contain one of them", async () => {
  const only = tree({
    "picky.cjs": `exports.migration = { kind: "source", name: "picky", description: "t", order: 1, mentions: ["getTools"],
      run(ctx) { ctx.root.find(ctx.j.Identifier, { name: "getTools" }).forEach((p) => { p.node.name = "listTools"; }); ctx.changed(); } };\n`,
  });
  const skip = await transformFile("a.ts", `import x from "${OLD}";\nx.other();\n`, {
    transformsDir: only,
  });
  expect(skip).toEqual({ output: null, steps: [] });
  const run = await transformFile("a.ts", `import x from "${OLD}";\nx.getTools();\n`, {
    transformsDir: only,
  });
  expect(run.output).toBe(`import x from "${OLD}";\nx.listTools();\n`);
});
