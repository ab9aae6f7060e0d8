/** The shared transform context: markers once, ignore comments in each documented position. */
import jscodeshift from "jscodeshift";
import { describe, expect, test } from "vitest";
import {
  createSourceContext,
  type ManualStep,
  type MigrationOptions,
} from "../../src/codemod/migration.js";

const options: MigrationOptions = { targetModule: "langchain-mcp-bridge", adoptPrefixes: false };

function context(source: string, path = "a.ts") {
  const j = jscodeshift.withParser("ts");
  const root = j(source);
  const steps: ManualStep[] = [];
  const ctx = createSourceContext(j, root, { path, source }, options, (s) => steps.push(s));
  return { j, root, ctx, steps };
}

const calls = (c: ReturnType<typeof context>) => c.root.find(c.j.CallExpression).nodes();

describe("isIgnored", () => {
  test.each([
    ["a trailing comment on the line", "x(); // mcp-migrate-ignore\ny();\n", [true, false]],
    ["a comment on the line above", "// mcp-migrate-ignore\nx();\ny();\n", [true, false]],
    [
      "above, among other comment lines",
      "// mcp-migrate-ignore\n// why: vendored\nx();\ny();\n",
      [true, false],
    ],
    ["a block comment", "x(); /* mcp-migrate-ignore */\ny();\n", [true, false]],
    [
      "the last line of a multi-line statement",
      "x(\n  1,\n); // mcp-migrate-ignore\ny();\n",
      [true, false],
    ],
    ["no comment", "x();\ny();\n", [false, false]],
    [
      "a comment two lines up with code between",
      "// mcp-migrate-ignore\nz();\nx();\n",
      [true, false],
    ],
  ])("%s", (_name, source, expected) => {
    const c = context(source);
    expect(calls(c).map((n) => c.ctx.isIgnored(n))).toEqual(expected);
  });

  test("a nested construct is ignored through its statement", () => {
    const c = context("const a = f(g(1)); // mcp-migrate-ignore\nconst b = f(g(2));\n");
    const inner = c.root.find(c.j.CallExpression, { callee: { name: "g" } }).nodes();
    expect(inner.map((n) => c.ctx.isIgnored(n))).toEqual([true, false]);
  });
});

describe("todo", () => {
  test("puts one marker on the statement, reports the step with its position, and never twice", () => {
    const c = context("const a = 1;\nconst client = make(x);\n");
    const call = calls(c)[0];
    c.ctx.todo(call, "t/rule", "do the thing");
    c.ctx.todo(call, "t/rule", "do the thing");
    expect(c.ctx.isChanged()).toBe(true);
    const out = c.root.toSource();
    expect(out).toBe("const a = 1;\n// TODO(mcp-migrate): do the thing\nconst client = make(x);\n");
    expect(c.steps[0]).toEqual({
      kind: "todo",
      rule: "t/rule",
      message: "do the thing",
      file: "a.ts",
      line: 2,
      column: 16,
    });

    // On the migrated output, a new context sees the marker and adds none.
    const again = context(out);
    again.ctx.todo(calls(again)[0], "t/rule", "do the thing");
    expect(again.ctx.isChanged()).toBe(false);
    expect(again.steps).toEqual([]);
    expect(again.root.toSource()).toBe(out);
  });

  test("note reports a behaviour change without touching the code", () => {
    const c = context("f();\n");
    c.ctx.note(calls(c)[0], "t/note", "now async");
    expect(c.ctx.isChanged()).toBe(false);
    expect(c.steps).toEqual([
      {
        kind: "behavior-change",
        rule: "t/note",
        message: "now async",
        file: "a.ts",
        line: 1,
        column: 1,
      },
    ]);
  });
});
