/**
 * The fixtures are real code:
 * - every `*.output.ts` type-checks against the runtime (`langchain-mcp-bridge` mapped to
 *   `src/index.ts`), except on the statement right under a `TODO(mcp-migrate)` marker, which
 *   names what a person must still change;
 * - every `*.input.ts` type-checks against the old package generation it was written for:
 *   the installed `@langchain/mcp-adapters` 1.1.4, or the vendored declarations of 0.2.4,
 *   0.3.4, 0.4.5 and `langchainjs-mcp-adapters` 0.2.1 (`test/transforms/old-types/`), chosen
 *   by the case's `oldVersion`.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";
import { afterEach, describe, expect, it } from "vitest";
import { ROOT } from "./engine.js";
import { fixtureCases } from "./cases.js";

// These tests run long synchronous work (child processes, the type checker): give the event
// loop a turn between tests so vitest's worker RPC is answered before its timeout.
afterEach(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

const OLD_TYPES = join(ROOT, "test/transforms/old-types");
const isTs = (f: string) => /\.(c|m)?tsx?$/.test(f);

function baseOptions(paths: Record<string, string[]>): ts.CompilerOptions {
  return {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    lib: ["lib.es2022.d.ts", "lib.esnext.disposable.d.ts", "lib.dom.d.ts"],
    strict: true,
    skipLibCheck: true,
    noEmit: true,
    esModuleInterop: true,
    resolveJsonModule: true,
    jsx: ts.JsxEmit.Preserve,
    types: ["node"],
    baseUrl: ROOT,
    paths,
  };
}

interface Problem {
  file: string;
  line: number;
  message: string;
}

function check(files: string[], options: ts.CompilerOptions): Problem[] {
  const program = ts.createProgram(files, options);
  const wanted = new Set(files);
  return ts
    .getPreEmitDiagnostics(program)
    .filter((d) => d.file && wanted.has(d.file.fileName))
    .map((d) => ({
      file: d.file!.fileName.slice(ROOT.length + 1),
      line: d.file!.getLineAndCharacterOfPosition(d.start ?? 0).line + 1,
      message: ts.flattenDiagnosticMessageText(d.messageText, "\n"),
    }));
}

/** Lines of a file that a TODO marker covers (the statement right under it). */
function todoLines(file: string): Set<number> {
  const lines = readFileSync(file, "utf8").split("\n");
  const out = new Set<number>();
  lines.forEach((l, i) => {
    if (!l.includes("TODO(mcp-migrate)")) return;
    // The marker sits on the statement that follows (after any other marker lines).
    let k = i + 1;
    while (k < lines.length && lines[k].includes("TODO(mcp-migrate)")) k++;
    for (let n = k; n < Math.min(lines.length, k + 3); n++) out.add(n + 1);
  });
  return out;
}

/** Which declarations an input of `oldVersion` is checked against. */
function oldPackage(oldVersion: string | undefined): string | null {
  const m = /^(\d+)\.(\d+)/.exec(oldVersion ?? "1.1.4");
  if (!m || Number(m[1]) >= 1) return null; // the installed 1.1.4
  const minor = Number(m[2]);
  if (minor <= 2) return "mcp-adapters-0.2.4";
  if (minor === 3) return "mcp-adapters-0.3.4";
  if (minor <= 5) return "mcp-adapters-0.4.5";
  return null; // 0.6 is close enough to 1.x for the shapes used here
}

const cases = fixtureCases().filter((c) => isTs(c.input));

describe("fixtures type-check", () => {
  it("every *.output.ts against the runtime (outside TODO-marked statements)", () => {
    const files = cases.map((c) => c.output);
    const problems = check(
      files,
      baseOptions({ "langchain-mcp-bridge": [join(ROOT, "src/index.ts")] }),
    ).filter((p) => !todoLines(join(ROOT, p.file)).has(p.line));
    expect(problems).toEqual([]);
  }, 120_000);

  const groups = new Map<string | null, string[]>();
  for (const c of cases) {
    const key = oldPackage(c.oldVersion);
    groups.set(key, [...(groups.get(key) ?? []), c.input]);
  }
  for (const [pkg, files] of groups) {
    it(`every *.input.ts against ${pkg ?? "@langchain/mcp-adapters 1.1.4"}`, () => {
      const paths: Record<string, string[]> = {
        "langchainjs-mcp-adapters": [join(OLD_TYPES, "langchainjs-mcp-adapters-0.2.1/index.d.ts")],
      };
      if (pkg) paths["@langchain/mcp-adapters"] = [join(OLD_TYPES, pkg, "index.d.ts")];
      expect(check(files, baseOptions(paths))).toEqual([]);
    }, 120_000);
  }
});
