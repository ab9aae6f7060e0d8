/**
 * Where the safety net's markers go: above the line they speak of, or the nearest line above
 * it where a line comment is a comment (not inside a template, a block comment, JSX text).
 */
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { insertMarkers } from "../../../src/cli/typecheck/markers.js";
import type { Ts } from "../../../src/cli/typecheck/program.js";

const M = "TODO(mcp-migrate):";

/** The text with one mark at the line holding `at`, and the line the marker landed on. */
function mark(file: string, text: string, at: string) {
  const line = text.split("\n").findIndex((l) => l.includes(at)) + 1;
  expect(line).toBeGreaterThan(0);
  const r = insertMarkers(ts as unknown as Ts, file, text, [{ line, message: "fix it" }]);
  const lines = r.text.split(/\r?\n/);
  return { ...r, lines, markerLine: lines.findIndex((l) => l.includes(M)) + 1 };
}

describe("insertMarkers", () => {
  const cases: { name: string; file: string; text: string; at: string; above: string }[] = [
    {
      name: "a statement: right above it, with its indentation",
      file: "a.ts",
      text: "function f(c: any) {\n  const t = c.getTools();\n  return t;\n}\n",
      at: "getTools",
      above: "  const t = c.getTools();",
    },
    {
      name: "inside a multi-line template literal: above the line the template starts on",
      file: "a.ts",
      text: "const s = `first\nsecond ${x.getTools()}\nthird`;\n",
      at: "second",
      above: "const s = `first",
    },
    {
      name: "inside a block comment that began above: above the comment",
      file: "a.ts",
      text: "/*\n * getTools here\n */\nconst a = 1;\n",
      at: "getTools here",
      above: "/*",
    },
    {
      name: "inside a JSDoc comment of a JavaScript file: above the comment",
      file: "a.js",
      text: "/**\n * @param {typeof Old} client\n */\nfunction f(client) {}\n",
      at: "@param",
      above: "/**",
    },
    {
      name: "JSX children: above the element, in JavaScript",
      file: "a.tsx",
      text: "export const A = () => (\n  <div>\n    {tools.length}\n  </div>\n);\n",
      at: "tools.length",
      above: "  <div>",
    },
    {
      name: "an arrow body inside a JSX attribute is JavaScript again",
      file: "a.jsx",
      text: "const A = () => (\n  <button\n    onClick={() => {\n      client.getTools();\n    }}\n  />\n);\n",
      at: "client.getTools",
      above: "      client.getTools();",
    },
    {
      name: "a continuation line of a call: right above it",
      file: "a.js",
      text: "const x = foo(\n  client.getTools(),\n);\n",
      at: "client.getTools",
      above: "  client.getTools(),",
    },
  ];
  for (const c of cases) {
    it(c.name, () => {
      const { lines, markerLine, text } = mark(c.file, c.text, c.at);
      expect(lines[markerLine]).toBe(c.above);
      expect(lines[markerLine - 1]).toBe(`${/^\s*/.exec(c.above)![0]}// ${M} fix it`);
      // What was there is all still there, in order.
      expect(text.replace(/^.*TODO\(mcp-migrate\).*\n/m, "")).toBe(c.text);
      // The result still parses as the same kind of file, with no new syntax error.
      const sf = ts.createSourceFile(c.file, text, ts.ScriptTarget.Latest, true);
      expect((sf as unknown as { parseDiagnostics: unknown[] }).parseDiagnostics).toEqual([]);
    });
  }

  it("a line already marked within two lines above gets no second marker", () => {
    const text = `// ${M} an earlier marker\nconst t = c.getTools();\n`;
    const r = insertMarkers(ts as unknown as Ts, "a.ts", text, [{ line: 2, message: "again" }]);
    expect(r.text).toBe(text);
    expect(r.placed).toEqual([{ line: 2, message: "again", codeLine: 2, inserted: false }]);
  });

  it("keeps CRLF, puts two marks on one line once each, and says where the code moved", () => {
    const text = "const a = 1;\r\nconst b = c.getTools(c.x);\r\n";
    const r = insertMarkers(ts as unknown as Ts, "a.ts", text, [
      { line: 2, message: "one" },
      { line: 2, message: "two" },
      { line: 2, message: "one" },
      { line: 1, message: "first" },
    ]);
    expect(r.text).toBe(
      `// ${M} first\r\nconst a = 1;\r\n// ${M} one\r\n// ${M} two\r\nconst b = c.getTools(c.x);\r\n`,
    );
    expect(r.placed.map((p) => p.codeLine)).toEqual([5, 5, 5, 2]);
  });

  it("never above a shebang", () => {
    const text = "#!/usr/bin/env node\nconst t = c.getTools();\n";
    const r = insertMarkers(ts as unknown as Ts, "a.js", text, [{ line: 2, message: "x" }]);
    expect(r.text.split("\n")[0]).toBe("#!/usr/bin/env node");
    expect(r.text.split("\n")[1]).toBe(`// ${M} x`);
  });
});
