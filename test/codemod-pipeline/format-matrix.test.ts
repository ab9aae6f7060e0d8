/**
 * The format matrix: every fixture input under `__testfixtures__/`, reformatted by prettier in
 * each style below, goes through the real CLI (`bin/codemod.cjs`, one run per style and option
 * group over a folder of all those fixtures), and for each style and fixture:
 * - the CLI did not fail on it, and its output parses;
 * - the output reformatted equals the expected output reformatted (same style; objects
 *   collapsed where they fit, since prettier keeps an object multi-line when its first key
 *   is on a new line, and the codemod rightly keeps the input's layout there);
 * - every comment of the input that the expected output keeps appears as often as there;
 * - the lines the codemod changed keep the input's quotes, semicolons, indentation and EOLs.
 * Needs `npm run build` (the CLI runs from dist/).
 */
import { spawn } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import { basename, dirname, join, relative } from "node:path";
import * as prettier from "prettier";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { assertParses } from "../../src/engine/parse.js";
import { fixtureCases, type FixtureCase } from "../codemod-fixtures/harness.js";
import { buildTransforms, ROOT } from "../codemod-fixtures/engine.js";
import {
  changedLines,
  commentCounts,
  jsonIndentViolations,
  styleViolations,
  type Style,
} from "./format-style.js";

const BIN = join(ROOT, "bin", "codemod.cjs");

// Each case parses and formats synchronously for a while: give the event loop a turn between
// tests so vitest's worker RPC is answered before its timeout.
afterEach(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

interface MatrixStyle {
  name: string;
  prettier: prettier.Options;
  style: Style;
}

const STYLES: MatrixStyle[] = [
  {
    name: "tabs",
    prettier: { useTabs: true },
    style: { quote: '"', semi: true, indent: "\t", eol: "\n" },
  },
  {
    name: "single quotes, no semicolons",
    prettier: { singleQuote: true, semi: false },
    style: { quote: "'", semi: false, indent: "  ", eol: "\n" },
  },
  {
    name: "CRLF",
    prettier: { endOfLine: "crlf" },
    style: { quote: '"', semi: true, indent: "  ", eol: "\r\n" },
  },
  {
    name: "four-space indentation",
    prettier: { tabWidth: 4 },
    style: { quote: '"', semi: true, indent: "    ", eol: "\n" },
  },
  {
    name: "printWidth 60, no trailing commas",
    prettier: { printWidth: 60, trailingComma: "none" },
    style: { quote: '"', semi: true, indent: "  ", eol: "\n" },
  },
];

/**
 * Style and case pairs whose reformatted output cannot equal the reformatted expected output,
 * with the reason. Each entry is asserted to still differ, so a stale one fails.
 */
const QUOTES_CODE =
  "its marker quotes the user's code as written, so in this style the marker's text has the file's quotes";
const CANNOT_COMPARE: Record<string, string> = {
  "single quotes, no semicolons: methods/get-tools": QUOTES_CODE,
};

interface MatrixCase {
  /** `<transform>/<case>`: also the case's folder in the temp tree. */
  id: string;
  input: string;
  output: string;
  /** The file's path inside its case folder (what the engine sees). */
  file: string;
  /** Files beside the fixture pairs that the fixtures import. */
  helpers: string[];
  group: string;
}

const groupOf = (c: FixtureCase) =>
  JSON.stringify([c.oldVersion ?? null, c.adoptPrefixes, c.subset ? c.transforms : []]);

function helpersOf(dir: string): string[] {
  return readdirSync(dir)
    .filter((f) => /\.[cm]?[jt]sx?$/.test(f) && !/\.(input|output)\./.test(f))
    .map((f) => join(dir, f));
}

function matrixCases(): MatrixCase[] {
  // A case that hands the transforms pre-pass facts describes a project (its package.json, the
  // registry) that a case folder is not: the CLI's own pre-passes would find other facts.
  return fixtureCases()
    .filter((c) => !c.meta.facts)
    .map((c) => ({
      id: c.id,
      input: c.input,
      output: c.output,
      file: relative(dirname(c.input), c.enginePath),
      helpers: helpersOf(dirname(c.input)),
      group: groupOf(c),
    }));
}

async function reformat(text: string, file: string, options: prettier.Options): Promise<string> {
  return prettier.format(text, { ...options, filepath: file });
}

/** The form outputs are compared in: the style, with every object that fits on one line. */
const canonical = (text: string, file: string, options: prettier.Options) =>
  reformat(text, file, { ...options, objectWrap: "collapse" });

interface Outcome {
  output: string;
  error?: string;
}

function runCli(args: string[], cwd: string): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], {
      cwd,
      env: { ...process.env, NO_COLOR: "1" },
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (d) => (stderr += d));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stderr }));
  });
}

/**
 * `FORMAT_MATRIX_ONLY=leftovers,options/spread-config`: only the cases whose id starts with one
 * of these (a transform's folder, or one case), to run a change's own fixtures on a busy machine.
 */
const only = process.env.FORMAT_MATRIX_ONLY?.split(",").filter(Boolean);
const allCases = matrixCases();
const cases = only
  ? allCases.filter((c) =>
      only.some((o) => c.id === o || c.id.startsWith(`${o.replace(/\/$/, "")}/`)),
    )
  : allCases;
const tmp = mkdtempSync(join(os.tmpdir(), "format-matrix-"));
/** `style name` -> case id -> the styled input, the CLI's outcome. */
const results = new Map<string, Map<string, { input: string; outcome: Outcome }>>();

beforeAll(async () => {
  buildTransforms();
  if (!existsSync(join(ROOT, "dist/cli/main.cjs")))
    throw new Error("dist/cli/main.cjs is missing: run `npm run build` first");
  const runs: { cwd: string; args: string[]; style: string; group: string }[] = [];
  for (const [s, style] of STYLES.entries()) {
    const perCase = new Map<string, { input: string; outcome: Outcome }>();
    results.set(style.name, perCase);
    for (const c of cases) {
      const groupDir = join(tmp, `style-${s}`, `group-${groups().indexOf(c.group)}`);
      const caseDir = join(groupDir, "src", c.id);
      mkdirSync(dirname(join(caseDir, c.file)), { recursive: true });
      for (const h of c.helpers) cpSync(h, join(caseDir, basename(h)));
      const input = await reformat(readFileSync(c.input, "utf8"), c.file, style.prettier);
      writeFileSync(join(caseDir, c.file), input);
      perCase.set(c.id, { input, outcome: { output: input } });
    }
    for (const [g, group] of groups().entries()) {
      const [oldVersion, adoptPrefixes, migrations] = JSON.parse(group);
      const cwd = join(tmp, `style-${s}`, `group-${g}`);
      if (!existsSync(cwd)) continue;
      // The version comes from the package.json above the migrated folder, as in a project.
      const dependencies = oldVersion
        ? {
            [/^0\.[01]\./.test(oldVersion)
              ? "langchainjs-mcp-adapters"
              : "@langchain/mcp-adapters"]: oldVersion,
          }
        : {};
      writeFileSync(join(cwd, "package.json"), JSON.stringify({ name: "app", dependencies }));
      // The transforms' output in each style: the safety net's own markers (placed in the
      // file's style too: test/cli/typecheck/markers.test.ts) would differ from the fixtures'.
      const args = ["src", "--force", "--no-color", "--no-type-check", "--json", "report.json"];
      // Dot-directories are skipped when walking: fixtures that live in one are named.
      for (const c of cases)
        if (c.group === group && /(^|\/)\./.test(c.file)) args.push(join("src", c.id, c.file));
      if (adoptPrefixes) args.push("--adopt-prefixes");
      if (migrations.length) args.push("--transform", migrations.join(","));
      runs.push({ cwd, args, style: style.name, group });
    }
  }
  // Two at a time: the machine has two cores.
  const queue = [...runs];
  await Promise.all(
    [0, 1].map(async () => {
      for (let r = queue.shift(); r; r = queue.shift()) {
        const { code, stderr } = await runCli(r.args, r.cwd);
        const reportFile = join(r.cwd, "report.json");
        if (!existsSync(reportFile))
          throw new Error(`codemod exited ${code} without a report: ${stderr}`);
        const report = JSON.parse(readFileSync(reportFile, "utf8"));
        const failed = new Map<string, string>(
          report.files.failed.map((f: { file: string; error: string }) => [f.file, f.error]),
        );
        for (const c of cases.filter((x) => x.group === r.group)) {
          const rel = join("src", c.id, c.file);
          const entry = results.get(r.style)!.get(c.id)!;
          entry.outcome = {
            output: readFileSync(join(r.cwd, rel), "utf8"),
            error: failed.get(rel),
          };
        }
      }
    }),
  );
}, 600_000);

afterAll(() => rmSync(tmp, { recursive: true, force: true }));

let groupList: string[] | undefined;
function groups(): string[] {
  groupList ??= [...new Set(cases.map((c) => c.group))];
  return groupList;
}

const isJson = (file: string) => file.endsWith(".json");

function parsesOrThrow(file: string, text: string): void {
  if (isJson(file)) JSON.parse(text);
  else assertParses(file, text.replace(/^\uFEFF/, ""));
}

describe("format matrix", () => {
  it("covers every fixture input under __testfixtures__ but the fact-fed ones", () => {
    const inputs = readdirSync(join(ROOT, "__testfixtures__"))
      .filter((d) => d !== "projects")
      .flatMap((d) => readdirSync(join(ROOT, "__testfixtures__", d)))
      .filter((f) => /\.input\./.test(f));
    const factFed = fixtureCases().filter((c) => c.meta.facts);
    expect(factFed.length).toBeGreaterThan(0);
    expect(allCases.length).toBe(inputs.length - factFed.length);
    expect(new Set(allCases.map((c) => c.id)).size).toBe(allCases.length);
  });

  for (const style of STYLES) {
    describe(style.name, () => {
      for (const c of cases) {
        it(c.id, async () => {
          const { input, outcome } = results.get(style.name)!.get(c.id)!;
          expect(outcome.error).toBeUndefined();
          const actual = outcome.output;
          expect(() => parsesOrThrow(c.file, actual)).not.toThrow();
          const expected = readFileSync(c.output, "utf8");
          const want = await canonical(expected, c.file, style.prettier);
          const got = await canonical(actual, c.file, style.prettier);
          const reason = CANNOT_COMPARE[`${style.name}: ${c.id}`];
          if (reason) expect(got, `documented: ${reason}`).not.toBe(want);
          else expect(got).toBe(want);
          if (isJson(c.file)) {
            expect(jsonIndentViolations(actual, changedLines(input, actual), style.style)).toEqual(
              [],
            );
            return;
          }
          // Comments: each one the expected output keeps is there exactly as often.
          const inputComments = commentCounts(c.file, input);
          const wantComments = commentCounts(c.file, want);
          const gotComments = commentCounts(c.file, actual);
          const miscounted = [...inputComments.keys()]
            .filter((t) => (gotComments.get(t) ?? 0) !== (wantComments.get(t) ?? 0))
            .map((t) => `${t}: ${gotComments.get(t) ?? 0}, expected ${wantComments.get(t) ?? 0}`);
          expect(miscounted).toEqual([]);
          expect(styleViolations(c.file, actual, changedLines(input, actual), style.style)).toEqual(
            [],
          );
        });
      }
    });
  }
});
