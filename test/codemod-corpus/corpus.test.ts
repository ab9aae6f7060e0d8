/**
 * The regression corpus (issue 24): small projects written the way real projects use
 * `@langchain/mcp-adapters` (`projects/<name>/`), each copied to a temp dir and migrated by the
 * real CLI (`bin/codemod.cjs`, the built `dist/`; run `npm run build` first).
 *
 * For every project, four checks, each collecting every failure as `file:line: code message`
 * (the list is the work list; `BASELINE.md` records it as of the corpus's commit):
 *
 *  1. parse: every migrated source file parses (and the CLI failed on none);
 *  2. types: the migrated project type-checks (TypeScript API, the project's own
 *     tsconfig.json/jsconfig.json, or the safety net's default options without one) with no
 *     error the original does not have (same file, code and message, renamed exports read
 *     under their new names), unless a `TODO(mcp-migrate)` marker sits on its line or up to
 *     two lines above;
 *  3. programs: every runnable program prints, migrated, what it printed on the old package,
 *     or its file carries a `TODO(mcp-migrate)` marker, or the project's line it now fails at does;
 *  4. idempotence: a second CLI run changes no file.
 *
 * Programs talk to this repository's modern test server over stdio (`MATH_SERVER` points at
 * `test/servers/modern.ts`); no model, no network. The copies get a `node_modules` of links to
 * this repository's (old package, SDK, langchain…), `langchain-mcp-bridge` linked to this
 * repository (its `dist/`), and, for a project that declares 0.2.x, the vendored 0.2.4
 * declarations (`test/codemod-fixtures/old-types/`) as its installed old package.
 *
 * `CORPUS_ONLY=agent-app,esm-scripts` runs only those projects; `CORPUS_BASELINE=<file>` writes
 * the failures as Markdown (the body of `BASELINE.md`); `CORPUS_SHOW_ORIGINAL=1` prints the
 * original projects' own type errors (kept few on purpose: each is a corpus bug or a missing
 * third-party package such as `@nestjs/common` or `electron`).
 */
import { execFile } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { extname, join, relative } from "node:path";
import { promisify } from "node:util";
import ts from "typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultCompilerOptions } from "../../src/cli/typecheck/program.js";
import { withNewNames } from "../../transforms/lib/names.js";

const exec = promisify(execFile);
const ROOT = join(__dirname, "../..");
const CORPUS = join(__dirname, "projects");
const BIN = join(ROOT, "bin/codemod.cjs");
const MATH_SERVER = join(ROOT, "test/servers/modern.ts");
const OLD_TYPES = join(ROOT, "test/codemod-fixtures/old-types");
const MARKER = "TODO(mcp-migrate)";
const SOURCE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;

/** The programs of each project that run against the real server (paths in the project). */
const RUNNABLE: Record<string, string[]> = {
  "agent-app": [
    "src/cli.ts",
    "src/lazy-tools.ts",
    "src/mcp/retry.ts",
    "src/config/load-json.ts",
    "scripts/route-smoke.ts",
    "scripts/server-smoke.ts",
    "scripts/factory-run.ts",
    "scripts/hooks-run.ts",
    "scripts/progress-run.ts",
  ],
  "electron-desktop": ["scripts/list-tools.cjs", "scripts/call-add.cjs"],
  "esm-scripts": [
    "list-tools.mjs",
    "call-tools.mjs",
    "sdk-client.mjs",
    "from-json.mjs",
    "resources.mjs",
  ],
  monorepo: ["packages/agent/src/run.ts"],
  "plain-js": ["bin/list.js", "bin/health.js", "bin/ask.mjs"],
  "support-bot": [
    "scripts/toolbox-run.ts",
    "scripts/namespace-run.ts",
    "scripts/dynamic-run.ts",
    "scripts/hooks-run.mjs",
  ],
};

const only = process.env.CORPUS_ONLY?.split(",").filter(Boolean);
const PROJECTS = readdirSync(CORPUS)
  .filter((p) => statSync(join(CORPUS, p)).isDirectory())
  .filter((p) => !only || only.includes(p))
  .sort();

const made: string[] = [];
afterAll(() => {
  for (const d of made) rmSync(d, { recursive: true, force: true });
});

/** Every file of a project copy (relative, sorted), outside node_modules. */
function filesOf(dir: string, base = dir): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => {
      const abs = join(dir, e.name);
      if (e.name === "node_modules" || e.isSymbolicLink()) return [];
      return e.isDirectory() ? filesOf(abs, base) : [relative(base, abs)];
    })
    .sort();
}

/**
 * A `node_modules` made of links to this repository's packages (`langchain-mcp-bridge` among
 * them: the runtime workspace); a project declaring the old package at 0.2.x gets its vendored declarations.
 */
function linkModules(dir: string): void {
  const nm = join(dir, "node_modules");
  const from = join(ROOT, "node_modules");
  mkdirSync(nm);
  for (const e of readdirSync(from)) {
    if (e.startsWith(".")) continue;
    if (e.startsWith("@")) {
      mkdirSync(join(nm, e));
      for (const s of readdirSync(join(from, e))) symlinkSync(join(from, e, s), join(nm, e, s));
    } else symlinkSync(join(from, e), join(nm, e));
  }
  const pkg = JSON.parse(readFileSync(join(dir, "package.json"), "utf8"));
  const range: string | undefined = pkg.dependencies?.["@langchain/mcp-adapters"];
  if (range && /^\D*0\.2\./.test(range)) {
    const at = join(nm, "@langchain/mcp-adapters");
    rmSync(at);
    cpSync(join(OLD_TYPES, "mcp-adapters-0.2.4"), at, { recursive: true });
    writeFileSync(
      join(at, "package.json"),
      JSON.stringify({
        name: "@langchain/mcp-adapters",
        version: "0.2.4",
        type: "module",
        types: "index.d.ts",
      }),
    );
  }
}

function copyProject(name: string): string {
  const dir = mkdtempSync(join(tmpdir(), `corpus-${name}-`));
  made.push(dir);
  cpSync(join(CORPUS, name), dir, { recursive: true });
  linkModules(dir);
  return dir;
}

interface CliRun {
  code: number;
  output: string;
  report: any;
}

async function runCli(dir: string, tag: string): Promise<CliRun> {
  const reportFile = `${dir}-${tag}-report.json`;
  made.push(reportFile);
  let code = 0;
  let output: string;
  try {
    const r = await exec(process.execPath, [BIN, dir, "--force", "--json", reportFile], {
      cwd: dir,
      env: { ...process.env, NO_COLOR: "1" },
      timeout: 240_000,
      maxBuffer: 1 << 26,
    });
    output = r.stdout + r.stderr;
  } catch (e: any) {
    code = typeof e.code === "number" ? e.code : 1;
    output = String(e.stdout ?? "") + String(e.stderr ?? "") + String(e.message ?? "");
  }
  const report = existsSync(reportFile) ? JSON.parse(readFileSync(reportFile, "utf8")) : null;
  return { code, output, report };
}

const PROGRAM_TIMEOUT = 60_000;

/**
 * stdout of a program, run in its project dir; then `[exit …]` and the first lines of its
 * stderr when it failed, or `[timed out]` when it had to be killed (even if it exited 0 on the
 * signal).
 */
function runProgram(dir: string, file: string): Promise<string> {
  const args = /\.[mc]?ts$/.test(file) ? ["--import", "tsx", file] : [file];
  return new Promise((resolve) => {
    let timedOut = false;
    const child = execFile(
      process.execPath,
      args,
      {
        cwd: dir,
        env: { ...process.env, MATH_SERVER, NODE_NO_WARNINGS: "1", NO_COLOR: "1" },
        maxBuffer: 1 << 24,
      },
      (error, stdout, stderr) => {
        clearTimeout(timer);
        const lines = String(stderr).split("\n");
        // The message, and the first frame in the project's own code (where it now fails).
        const frame = lines.find(
          (l) => /^\s+at /.test(l) && l.includes(dir) && !l.includes("node_modules"),
        );
        const errLines = [
          ...lines.filter((l) => l.trim() && !/^\s+at /.test(l)).slice(0, 4),
          ...(frame ? [frame.trim()] : []),
        ].join(" | ");
        // The copy's temp path is not part of what a program printed.
        const own = (text: string) => text.split(dir).join("<project>");
        if (timedOut) resolve(own(`${stdout}[timed out after ${PROGRAM_TIMEOUT / 1000}s]\n`));
        else if (error)
          resolve(
            own(`${stdout}[exit ${(error as any).code ?? (error as any).signal}] ${errLines}\n`),
          );
        else resolve(own(stdout));
      },
    );
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill("SIGKILL");
    }, PROGRAM_TIMEOUT);
  });
}

/** Runs `jobs` two at a time (the machine is shared). */
async function pooled<T>(jobs: (() => Promise<T>)[], width = 2): Promise<T[]> {
  const out: T[] = new Array(jobs.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, jobs.length) }, async () => {
      while (next < jobs.length) {
        const i = next++;
        out[i] = await jobs[i]();
      }
    }),
  );
  return out;
}

interface Diag {
  file: string;
  line: number;
  code: string;
  message: string;
}

/**
 * Parsed files shared by every program of the run (the same declaration files of
 * `@langchain/core` & co. are read by every project, before and after): keyed by path, parse
 * settings and text, so a changed file is parsed again.
 */
const parsed = new Map<string, ts.SourceFile>();

/** Errors of the project's own config (one program), for the files of the project. */
function typeErrors(dir: string): { config: string; errors: Diag[] } {
  const config = ["tsconfig.json", "jsconfig.json"].find((c) => existsSync(join(dir, c)));
  // No config: every source file, with the options the safety net uses for such files.
  const cmd = config
    ? ts.getParsedCommandLineOfConfigFile(
        join(dir, config),
        { noEmit: true, incremental: false, composite: false, declaration: false },
        { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
      )
    : {
        // (program.ts types TypeScript as ts-morph's bundled copy; the values are the same enums.)
        options: defaultCompilerOptions(ts as never) as ts.CompilerOptions,
        fileNames: filesOf(dir)
          .filter((f) => SOURCE.test(f))
          .map((f) => join(dir, f)),
      };
  if (!cmd) throw new Error(`cannot read ${config} in ${dir}`);
  const host = ts.createCompilerHost(cmd.options, true);
  host.getSourceFile = (fileName, settings) => {
    const text = host.readFile(fileName);
    if (text === undefined) return undefined;
    const how =
      typeof settings === "object"
        ? `${settings.languageVersion}/${settings.impliedNodeFormat}/${cmd.options.moduleDetection}`
        : String(settings);
    const key = `${fileName}\0${how}\0${text}`;
    let sf = parsed.get(key);
    if (!sf) {
      sf = ts.createSourceFile(fileName, text, settings, true);
      parsed.set(key, sf);
    }
    return sf;
  };
  const program = ts.createProgram({ rootNames: cmd.fileNames, options: cmd.options, host });
  const errors: Diag[] = [];
  for (const sf of program.getSourceFiles()) {
    const rel = relative(dir, sf.fileName);
    if (rel.startsWith("..") || rel.includes("node_modules")) continue;
    for (const d of [
      ...program.getSyntacticDiagnostics(sf),
      ...program.getSemanticDiagnostics(sf),
    ]) {
      if (d.category !== ts.DiagnosticCategory.Error || d.start === undefined) continue;
      errors.push({
        file: rel,
        line: sf.getLineAndCharacterOfPosition(d.start).line + 1,
        code: `TS${d.code}`,
        message: ts.flattenDiagnosticMessageText(d.messageText, " ").split(dir).join("<project>"),
      });
    }
  }
  return { config: config ?? "defaults", errors };
}

const KIND: Record<string, ts.ScriptKind> = {
  ".ts": ts.ScriptKind.TS,
  ".mts": ts.ScriptKind.TS,
  ".cts": ts.ScriptKind.TS,
  ".tsx": ts.ScriptKind.TSX,
  ".jsx": ts.ScriptKind.JSX,
};

/** Syntax errors of one file (TypeScript's parser; JSON.parse for JSON). */
function parseErrors(dir: string, file: string): string[] {
  const text = readFileSync(join(dir, file), "utf8");
  if (file.endsWith(".json")) {
    try {
      JSON.parse(text);
      return [];
    } catch (e) {
      return [`${file}:1: JSON ${(e as Error).message}`];
    }
  }
  if (!SOURCE.test(file)) return [];
  const sf = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    KIND[extname(file)] ?? ts.ScriptKind.JS,
  );
  const diags: ts.Diagnostic[] = (sf as any).parseDiagnostics ?? [];
  return diags.map(
    (d) =>
      `${file}:${sf.getLineAndCharacterOfPosition(d.start ?? 0).line + 1}: TS${d.code} ${ts.flattenDiagnosticMessageText(d.messageText, " ")}`,
  );
}

const hasMarkerNear = (lines: string[], line: number) =>
  lines.slice(Math.max(0, line - 3), line).some((l) => l.includes(MARKER));

/** Does a `<project>/file:line` of this output carry a marker on that line or two above? */
function markedFrame(dir: string, output: string): boolean {
  for (const [, file, line] of output.matchAll(/<project>\/([^\s:()]+):(\d+)/g)) {
    let text: string;
    try {
      text = readFileSync(join(dir, file), "utf8");
    } catch {
      continue;
    }
    if (hasMarkerNear(text.split("\n"), Number(line))) return true;
  }
  return false;
}

const list = (title: string, items: string[]) =>
  items.length ? `${title} (${items.length}):\n  ${items.join("\n  ")}` : "";

/** What one project's run found, kept for the summary at the end. */
interface Outcome {
  project: string;
  changed: string[];
  parse: string[];
  types: string[];
  programs: string[];
  second: string[];
  preexisting: number;
  markers: number;
}
const outcomes: Outcome[] = [];

beforeAll(() => {
  for (const f of ["dist/cli/main.cjs", "dist/cli/worker.cjs", "dist/runtime/dist/index.d.ts"]) {
    if (!existsSync(join(ROOT, f))) throw new Error(`${f} is missing: run \`npm run build\``);
  }
});

/** Distinct files named by a list of `file:line: …` failures. */
const filesIn = (items: string[]) => new Set(items.map((x) => x.split(":")[0])).size;

function summary(): string {
  const sum = (f: (o: Outcome) => number) => outcomes.reduce((s, o) => s + f(o), 0);
  return [
    `${sum((o) => o.changed.length)} files changed`,
    `${sum((o) => filesIn(o.parse))} files the CLI failed on or that do not parse`,
    `${sum((o) => filesIn(o.types))} files with an unmarked introduced type error (${sum((o) => o.types.length)} errors)`,
    `${sum((o) => o.programs.filter((p) => p.includes(": OUTPUT differs")).length)} programs whose output differs without a marker`,
    `${sum((o) => filesIn(o.second))} files changed by a second run`,
  ].join("; ");
}

/** The work list as Markdown (`CORPUS_BASELINE=<file>` writes it). */
function baseline(): string {
  const out = [`Summary: ${summary()}.`, ""];
  for (const o of outcomes) {
    out.push(
      `## ${o.project}`,
      "",
      `${o.changed.length} files changed, ${o.markers} TODO(mcp-migrate) markers; the original has ${o.preexisting} type errors of its own (not counted).`,
      "",
    );
    const section = (title: string, items: string[]) => {
      if (!items.length) return;
      out.push(`${title}:`, "", "```text", ...items, "```", "");
    };
    section("CLI failures / parse errors", o.parse);
    section("Unmarked introduced type errors", o.types);
    section("Programs", o.programs);
    section("Changed by a second run", o.second);
    if (!o.parse.length && !o.types.length && !o.programs.length && !o.second.length)
      out.push("No failure.", "");
  }
  return out.join("\n");
}

afterAll(() => {
  if (outcomes.length === 0) return;
  console.log(`corpus: ${summary()}`);
  if (process.env.CORPUS_BASELINE) writeFileSync(process.env.CORPUS_BASELINE, baseline());
});

for (const project of PROJECTS) {
  describe(`corpus project ${project}`, () => {
    const outcome: Outcome = {
      project,
      changed: [],
      parse: [],
      types: [],
      programs: [],
      second: [],
      preexisting: 0,
      markers: 0,
    };
    let dir = "";
    let first: CliRun;
    let second: CliRun;
    let secondChanged: string[] = [];
    let original: { config: string; errors: Diag[] };
    let migrated: { config: string; errors: Diag[] };
    const before = new Map<string, string>();
    const after = new Map<string, string>();

    beforeAll(async () => {
      outcomes.push(outcome);
      // One copy: the programs' outputs and the type errors on the old package, one CLI run,
      // the same programs and type check on its result, then a second CLI run.
      dir = copyProject(project);
      const programs = RUNNABLE[project] ?? [];
      const t0 = Date.now();
      const took: string[] = [];
      const lap = (what: string) => took.push(`${what} ${((Date.now() - t0) / 1000).toFixed(1)}s`);
      const outs = await pooled(programs.map((p) => () => runProgram(dir, p)));
      programs.forEach((p, i) => before.set(p, outs[i]));
      lap("programs");
      original = typeErrors(dir);
      lap("tsc");
      first = await runCli(dir, "first");
      lap("cli");
      const snapshot = new Map(filesOf(dir).map((f) => [f, readFileSync(join(dir, f), "utf8")]));
      migrated = typeErrors(dir);
      lap("tsc");
      const outsAfter = await pooled(programs.map((p) => () => runProgram(dir, p)));
      programs.forEach((p, i) => after.set(p, outsAfter[i]));
      lap("programs");
      second = await runCli(dir, "second");
      lap("cli");
      console.log(`${project}: ${took.join(", ")}`);
      secondChanged = [...new Set([...filesOf(dir), ...snapshot.keys()])].filter(
        (f) => !existsSync(join(dir, f)) || snapshot.get(f) !== readFileSync(join(dir, f), "utf8"),
      );
      // The report names files relative to where the CLI ran (the copy).
      outcome.changed = (first.report?.files?.changed ?? []).map((c: any) => String(c.file));
      outcome.markers = (first.report?.manualSteps ?? []).filter(
        (m: any) => m.kind === "todo",
      ).length;
    }, 600_000);

    it("the CLI ran and every migrated file parses", () => {
      const failures: string[] = [];
      if (!first.report)
        failures.push(`(cli): no report; exit ${first.code}: ${first.output.slice(0, 500)}`);
      for (const f of first.report?.files?.failed ?? [])
        failures.push(`${f.file}:1: CLI ${String(f.error).split("\n")[0]}`);
      for (const f of filesOf(dir)) failures.push(...parseErrors(dir, f));
      outcome.parse = failures;
      expect(failures, list("files the CLI failed on or that do not parse", failures)).toEqual([]);
    });

    it("introduces no type error without a TODO(mcp-migrate) marker on it or up to two lines above", () => {
      const orig = original;
      const mig = migrated;
      outcome.preexisting = orig.errors.length;
      if (process.env.CORPUS_SHOW_ORIGINAL)
        console.log(
          `${project}: the original's errors\n  ${orig.errors.map((d) => `${d.file}:${d.line}: ${d.code} ${d.message}`).join("\n  ")}`,
        );
      const pool = new Map<string, number>();
      // The same error under the old package's renamed exports is not introduced (as in the net).
      const key = (d: Diag) => `${d.file}\0${d.code}\0${withNewNames(d.message)}`;
      for (const d of orig.errors) pool.set(key(d), (pool.get(key(d)) ?? 0) + 1);
      const failures: string[] = [];
      for (const d of mig.errors) {
        const n = pool.get(key(d)) ?? 0;
        if (n > 0) {
          pool.set(key(d), n - 1);
          continue;
        }
        const lines = readFileSync(join(dir, d.file), "utf8").split("\n");
        if (!hasMarkerNear(lines, d.line))
          failures.push(`${d.file}:${d.line}: ${d.code} ${d.message}`);
      }
      outcome.types = failures;
      expect(
        failures,
        list(`unmarked type errors introduced (checked with ${mig.config})`, failures),
      ).toEqual([]);
    });

    it("its programs print the same, or carry a TODO(mcp-migrate) marker", () => {
      const failures: string[] = [];
      for (const [program, was] of before) {
        // A program that does not run on the old package is a corpus bug, not a migration one.
        if (/\[(exit |timed out)/.test(was) || was.trim() === "")
          failures.push(`${program}:1: BEFORE the program fails on the old package: ${was.trim()}`);
        const now = after.get(program)!;
        if (now === was) continue;
        if (readFileSync(join(dir, program), "utf8").includes(MARKER)) continue;
        // Or the place it now fails at (a frame of the project's in its output) is marked.
        if (markedFrame(dir, now)) continue;
        failures.push(
          `${program}:1: OUTPUT differs\n    before: ${was.trim().split("\n").join("\n            ")}\n    after:  ${now.trim().split("\n").join("\n            ")}`,
        );
      }
      outcome.programs = failures;
      expect(failures, list("programs whose output changed without a marker", failures)).toEqual(
        [],
      );
    });

    it("a second CLI run changes nothing", () => {
      const failures = secondChanged.map((f) => `${f}:1: changed by a second run`);
      if (second.code !== 0 && second.code !== 1)
        failures.push(`(cli):1: second run exited ${second.code}: ${second.output.slice(0, 300)}`);
      outcome.second = failures;
      expect(failures, list("files a second run changed", failures)).toEqual([]);
    });
  });
}
