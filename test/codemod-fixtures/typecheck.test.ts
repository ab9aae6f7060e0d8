/**
 * The fixtures are real code:
 * - every `*.output.ts` type-checks against the runtime (`langchain-mcp-bridge` mapped to
 *   `runtime/src/index.ts`), except on the statement right under a `TODO(mcp-migrate)` marker, which
 *   names what a person must still change;
 * - every `*.input.ts` type-checks against the old package generation it was written for:
 *   the installed `@langchain/mcp-adapters` 1.1.4, or the vendored declarations of 0.2.4,
 *   0.3.4, 0.4.5 and `langchainjs-mcp-adapters` 0.2.1 (`test/codemod-fixtures/old-types/`), chosen
 *   by the case's `oldVersion`.
 * A file listed in `KNOWN_PROBLEMS` (with its reason) must fail instead.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";
import { afterEach, describe, expect, it } from "vitest";
import { ROOT } from "./engine.js";
import { fixtureCases } from "./harness.js";

// These tests run long synchronous work (child processes, the type checker): give the event
// loop a turn between tests so vitest's worker RPC is answered before its timeout.
afterEach(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

const OLD_TYPES = join(ROOT, "test/codemod-fixtures/old-types");
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

/**
 * Files that do not type-check here, with the reason; each is asserted to still fail, so a
 * stale entry fails. (These cases were type-checked only by the whole-program check of
 * `fixtures.test.ts` before the two fixture formats became one.)
 */
const ON_PURPOSE =
  "written against the old package as users wrote it: the call or check it migrates does not type-check against 1.1.4's declarations";
const UNDER_TODO =
  "the error sits in the statement under a TODO marker, past the three lines this check allows (fixtures.test.ts's check allows the whole statement)";
const LANGCHAIN_0X =
  "imports langchain 0.x entry points (langchain/chains, …): this package installs langchain 1.x, which has none of them, and not @langchain/classic";
const KNOWN_PROBLEMS: Record<string, string> = {
  "langchain-classic/esm.input.ts": LANGCHAIN_0X,
  "langchain-classic/not-moving.input.ts": LANGCHAIN_0X,
  "callbacks/on-message-source-options.output.ts": UNDER_TODO,
  "callbacks/on-progress-args.output.ts": UNDER_TODO,
  "callbacks/on-progress-args.input.ts": ON_PURPOSE,
  "callbacks/on-progress-factory.input.ts": ON_PURPOSE,
  "callbacks/on-progress-inline.input.ts": ON_PURPOSE,
  "callbacks/on-progress-reference.input.ts": ON_PURPOSE,
  "error-handling/client-error.input.ts": ON_PURPOSE,
  "error-handling/namespace.input.ts": ON_PURPOSE,
  "hooks-to-middleware/agent-inline-tools.input.ts": ON_PURPOSE,
};

/** `problems` outside the known ones; and the known files among `files` that now pass. */
function expectOnlyKnown(files: string[], problems: Problem[]): void {
  const key = (file: string) => file.slice(file.indexOf("__testfixtures__/") + 17);
  expect(problems.filter((p) => !KNOWN_PROBLEMS[key(p.file)])).toEqual([]);
  const failing = new Set(problems.map((p) => key(p.file)));
  const stale = files.map(key).filter((f) => KNOWN_PROBLEMS[f] && !failing.has(f));
  expect(stale, "listed in KNOWN_PROBLEMS, but type-checks now").toEqual([]);
}

describe("fixtures type-check", () => {
  it("every *.output.ts against the runtime (outside TODO-marked statements)", () => {
    // A subset case's output leaves the rest of the migration undone on purpose.
    const files = cases.filter((c) => !c.subset).map((c) => c.output);
    const problems = check(
      files,
      baseOptions({ "langchain-mcp-bridge": [join(ROOT, "runtime/src/index.ts")] }),
    ).filter((p) => !todoLines(join(ROOT, p.file)).has(p.line));
    expectOnlyKnown(files, problems);
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
      expectOnlyKnown(files, check(files, baseOptions(paths)));
    }, 120_000);
  }
});
