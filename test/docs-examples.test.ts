// Every example in the docs runs in JavaScript on Node 20 as well as in TypeScript: each ```ts
// or ```js block of README.md, runtime/README.md and docs/*.md parses as TypeScript, and with its
// types removed (what a JavaScript user writes) Node 20 parses it as a module. That keeps out
// `await using`, which TypeScript 5.2+ compiles but Node 20 does not parse. A block that shows a
// shape or a signature rather than code to run is fenced ```ts sketch and is not checked.
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import ts from "typescript";
import { afterAll, expect, it } from "vitest";
import { DOCS, ROOT } from "./doc-blocks.js";

interface Example {
  where: string;
  code: string;
}

function examples(file: string): Example[] {
  const text = readFileSync(join(ROOT, file), "utf8");
  return [...text.matchAll(/^```(?:ts|typescript|js|javascript|mjs)\n([\s\S]*?)^```/gm)].map(
    (match) => ({
      where: `${file}:${text.slice(0, match.index).split("\n").length}`,
      code: match[1],
    }),
  );
}

function typeScriptErrors(code: string): string[] {
  const source = ts.createSourceFile("example.ts", code, ts.ScriptTarget.Latest, true);
  const { parseDiagnostics } = source as unknown as { parseDiagnostics: ts.Diagnostic[] };
  return parseDiagnostics.map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n"));
}

/** The example with its types removed and nothing else changed (no down-levelling). */
function asJavaScript(code: string): string {
  return ts.transpileModule(code, {
    compilerOptions: { target: ts.ScriptTarget.ESNext, module: ts.ModuleKind.ESNext },
  }).outputText;
}

const scratch = mkdtempSync(join(tmpdir(), "docs-examples-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

it.each(DOCS.flatMap(examples))(
  "$where parses as TypeScript and as Node 20 JavaScript",
  async ({ where, code }) => {
    expect(typeScriptErrors(code), `${where} (fence it \`\`\`ts sketch if it is not code)`).toEqual(
      [],
    );
    const script = join(scratch, `${where.replace(/[/:.]/g, "_")}.mjs`);
    writeFileSync(script, asJavaScript(code));
    const checked = await promisify(execFile)(process.execPath, ["--check", script]).then(
      () => "",
      (error: { stderr: string }) => error.stderr,
    );
    expect(checked, `${where}: Node ${process.versions.node} cannot parse it`).toBe("");
  },
);

it("the check catches `await using`, which Node 20 does not parse", async () => {
  const script = join(scratch, "await-using.mjs");
  writeFileSync(script, asJavaScript("await using adapter = open();\n"));
  await expect(promisify(execFile)(process.execPath, ["--check", script])).rejects.toThrow();
});
