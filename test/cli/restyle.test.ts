/**
 * The file's style as the engine reads it (`detectStyle` on the parsed tree) and the last print
 * step that puts the lines the codemod wrote in it (`restyle`), on real parses of small files.
 */
import jscodeshift from "jscodeshift";
import { describe, expect, test } from "vitest";
import { parserForFile } from "../../src/engine/parse.js";
import { restyle } from "../../src/engine/restyle.js";
import { DEFAULT_STYLE, detectStyle, type FileStyle } from "../../src/codemod/style.js";

const styleOf = (source: string, file = "a.ts") =>
  detectStyle(source, jscodeshift.withParser(parserForFile(file))(source).get().node);

describe("detectStyle", () => {
  test.each([
    ["tabs", "function f() {\n\tif (x) {\n\t\ty();\n\t}\n}\n", { indent: "\t" }],
    ["four spaces", "function f() {\n    if (x) {\n        y();\n    }\n}\n", { indent: "    " }],
    ["single quotes", "import a from 'a';\nconst b = 'b' + \"c\" + 'd';\n", { quote: "single" }],
    [
      "no semicolons, seen inside functions",
      "function f() {\n  const a = 1\n  g(a)\n}\n",
      {
        semi: false,
      },
    ],
    ["CRLF", "const a = 1;\r\nconst b = [\r\n  1,\r\n];\r\n", { eol: "\r\n", trailingComma: true }],
    ["nothing to go by", "f()", { indent: "  ", quote: "double" }],
  ])("%s", (_name, source, expected) => {
    expect(styleOf(source)).toMatchObject(expected);
  });
});

const style = (over: Partial<FileStyle>): FileStyle => ({ ...DEFAULT_STYLE, ...over });

describe("restyle", () => {
  test("written statements of a semicolon-less file lose their `;`, the file's own lines stay", () => {
    const original = "import a from 'a'\nlet x = 1; // the user's own\nx++\n";
    const output =
      'import a from "b";\nlet x = 1; // the user\'s own\nx++\nconst y = f();\n(y as any).z();\nthrow new Error("e");\n';
    expect(restyle("a.ts", original, output, style({ semi: false, quote: "single" }))).toBe(
      "import a from 'b'\nlet x = 1; // the user's own\nx++\nconst y = f();\n(y as any).z()\nthrow new Error('e')\n",
    );
  });

  test("a `;` stays where the statement goes on on the same line, or in a for head", () => {
    const output = "a(); b();\nfor (let i = 0; i < 2; i++) g(i);\n";
    expect(restyle("a.ts", "", output, style({ semi: false }))).toBe(
      "a(); b()\nfor (let i = 0; i < 2; i++) g(i)\n",
    );
  });

  test("strings take the file's quote unless they hold it; JSX attributes keep theirs", () => {
    const output = 'const a = "it\'s";\nconst b = "plain";\nconst c = <div id="x">{"y"}</div>;\n';
    expect(restyle("a.tsx", "", output, style({ quote: "single" }))).toBe(
      "const a = \"it's\";\nconst b = 'plain';\nconst c = <div id=\"x\">{'y'}</div>;\n",
    );
  });

  test("written lines of a tab-indented file are indented with tabs, never inside a template", () => {
    const original = "function f() {\n\treturn 1;\n}\n";
    const output = "function f() {\n    const t = `\n    kept\n`;\n\treturn 1;\n}\n";
    expect(restyle("a.ts", original, output, style({ indent: "\t" }))).toBe(
      "function f() {\n\tconst t = `\n    kept\n`;\n\treturn 1;\n}\n",
    );
  });

  test("a file in the printer's own style is returned as it is", () => {
    const output = "const a = 'x'\n";
    expect(restyle("a.ts", "", output, DEFAULT_STYLE)).toBe(output);
  });
});
