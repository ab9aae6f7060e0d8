/**
 * `codemod [paths…]`: discover files, take the facts the transforms depend on (or those of
 * the interrupted run this one continues), pre-filter by text, transform the candidates
 * (in-process or on workers), then review (diff, print, interactive) or write (after the git
 * guard, through the journal: write-phase.ts), and report. Heavy modules (jscodeshift, Babel,
 * diff) load only when a file needs them, so a run with nothing to migrate starts and ends
 * quickly.
 */
import { existsSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { DEFAULT_TARGET_MODULE } from "../codemod/migration.js";
import { loadMigrations, selectMigrations, UnknownMigrationError } from "../engine/migrations.js";
import type { Task } from "../engine/pool.js";
import type { TransformFileOptions, TransformFileResult } from "../engine/transform-file.js";
import { helpText, parseArgs, UsageError, type CliArgs } from "./args.js";
import { removePendingTemps } from "./atomic-write.js";
import { displayDir } from "./display.js";
import { addPrePassVisits, failed, readCandidates, type Candidates } from "./candidates.js";
import type { MarkedText } from "./handoff.js";
import { hasMarker, scanMarkers } from "./marker-scan.js";
import { readText } from "./read-text.js";
import type { Colors } from "./diff.js";
import { discover, MissingPathError, type DiscoveredFile } from "./discovery.js";
import { checkRepos } from "./git-guard.js";
import { installCommand } from "./package-manager.js";
import { Progress } from "./progress.js";
import {
  allSteps,
  formatReport,
  versionLines,
  type FileOutcome,
  type Mode,
  type PackageReport,
  type RunReport,
} from "./report.js";
import { resumeOrRefuse, type RunFacts } from "./resume.js";
import { installAndVerify, typeCheckChanges, verifyChanges } from "./type-check-phases.js";
import { detectOldVersion, detectPackages, type ProjectPackages } from "./version.js";
import { writePhase } from "./write-phase.js";

export { MAX_FILE_BYTES } from "./candidates.js";

export const EXIT = {
  ok: 0,
  failed: 1,
  usage: 2,
  checkChanges: 3,
  introducedTypeErrors: 4,
  cannotVerify: 5,
  installFailed: 6,
  /** The report lists error-level steps: the project will not install, build or run. */
  blockingErrors: 7,
  /** `--check`: `TODO(mcp-migrate)` markers remain. */
  markersRemain: 8,
  interrupted: 130,
} as const;

export async function main(argv: string[]): Promise<void> {
  try {
    process.exitCode = await run(argv);
  } catch (e) {
    if (
      e instanceof UsageError ||
      e instanceof MissingPathError ||
      e instanceof UnknownMigrationError
    ) {
      process.stderr.write(`codemod: ${e.message}\nRun \`codemod --help\` for usage.\n`);
      process.exitCode = EXIT.usage;
    } else {
      process.stderr.write(
        `codemod: internal error: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`,
      );
      process.exitCode = EXIT.failed;
    }
  }
}

/**
 * The run, phase by phase: mode, guard, discovery, reading and pre-filter, pre-passes,
 * versions, transforms (pool), review or write, verify, report, exit code.
 */
export async function run(argv: string[]): Promise<number> {
  const args = parseArgs(argv);
  if (args.help) {
    process.stdout.write(helpText((await import("./rule-docs.js")).docsDir()));
    return EXIT.ok;
  }
  const transformsDir = args.transformsDir ? path.resolve(args.transformsDir) : undefined;
  if (args.list) return listTransforms(transformsDir);
  const mode = modeOf(args);
  const writes = mode === "write" || mode === "interactive";
  const migrations = () => selectMigrations(loadMigrations(transformsDir), args.transforms);
  // Unknown --transform names are a usage error before any file is read.
  if (args.transforms.length) migrations();
  for (const [flag, file] of [
    ["--json", args.json],
    ["--handoff", args.handoff],
  ] as const) {
    if (file && !existsSync(path.dirname(path.resolve(file))))
      throw new UsageError(`${flag}: no such directory: ${path.dirname(file)}`);
  }

  const found = discover(args.paths);
  const roots = args.paths.map((p) => path.resolve(p));
  const repos = checkRepos(roots, writes, args.force);
  if (!repos) return EXIT.usage;
  const resume = resumeOrRefuse(args, roots, repos, writes);
  if (!resume) return EXIT.usage;
  const resumed = resume.resumed;

  // In --print mode stdout carries the files; everything else goes to stderr.
  const out = mode === "print" ? process.stderr : process.stdout;
  const c = (await import("./diff.js")).colors(useColor(args, out));

  // The old version is per file (that of its nearest package), set on each task below.
  const options: TransformFileOptions = {
    migrations: args.transforms,
    targetModule: args.targetModule ?? DEFAULT_TARGET_MODULE,
    adoptPrefixes: args.adoptPrefixes,
    ...(transformsDir ? { transformsDir } : {}),
    // --interactive links the hunks one migration made: it needs the text after each.
    ...(mode === "interactive" ? { stages: true } : {}),
  };
  const candidates = readCandidates(found.files, mode, resumed, migrations);
  addPrePassVisits(candidates, found.files, options, resumed, migrations);
  // Only the pre-passes needed every file's text: the tasks keep their own.
  candidates.texts.clear();
  const { tasks, outcomes } = candidates;
  const fileOf = (t: Task) => candidates.files[t.id];

  // Every version fact is read here, once per package, before anything is written.
  const projectPackages = detectPackages(
    candidates.files.map((f) => f.abs),
    options.targetModule,
    resumed?.facts.versions,
  );
  for (const t of tasks) {
    const old = projectPackages.packageOf(fileOf(t).abs).old;
    if (old) t.oldVersion = old.version;
  }
  const packages = packageReports(projectPackages);
  const oldPackage = resumed
    ? resumed.facts.oldPackage
    : tasks.length
      ? packages.find((p) => p.old)?.old
      : detectOldVersion(roots);
  out.write(`${versionLines(packages, oldPackage)}\n`);

  const report: RunReport = {
    mode,
    targetModule: options.targetModule!,
    ...(oldPackage ? { oldPackage } : {}),
    packages,
    outcomes: [],
    linksOutside: found.linksOutside,
    interrupted: false,
  };

  // SIGINT/SIGTERM: stop transforming, or stop writing after the file in hand.
  let stopPool = () => {};
  const onSignal = (signal: NodeJS.Signals) => {
    if (report.interrupted) return;
    report.interrupted = true;
    stopPool();
    removePendingTemps();
    process.stderr.write(`\ncodemod: ${signal}: stopping; no file is left half-written.\n`);
  };
  process.on("SIGINT", onSignal);
  process.on("SIGTERM", onSignal);
  let results: Map<number, TransformFileResult>;
  try {
    results = await transformTasks(tasks, args.workers, options, outcomes, report, (stop) => {
      stopPool = stop;
    });
    if (args.typeCheck && !report.interrupted) {
      report.safetyNet = await typeCheckChanges(
        candidates,
        found.files,
        results,
        projectPackages,
        options.targetModule!,
      );
    }
    const changed = await reviewChanges(tasks, found.files, outcomes, results, mode, out, c);
    if (writes) {
      const facts: RunFacts = {
        ...(oldPackage ? { oldPackage } : {}),
        versions: Object.fromEntries(projectPackages.packages.map((p) => [p.dir, p.old ?? null])),
        ...(options.facts
          ? { prepasses: { facts: options.facts, visit: options.visit ?? [] } }
          : {}),
      };
      const refused = await writePhase({
        mode,
        changes: changed.map((t) => ({
          abs: fileOf(t).abs,
          display: t.path,
          source: t.source,
          output: results.get(t.id)!.output!,
          outcome: outcomes.get(t.path)!,
          stages: results.get(t.id)!.stages,
        })),
        found,
        repos,
        resume,
        force: args.force,
        facts,
        started: resumed?.started ?? new Date().toISOString(),
        stopped: () => report.interrupted,
        c,
      });
      if (refused) return EXIT.usage;
    }
  } finally {
    process.off("SIGINT", onSignal);
    process.off("SIGTERM", onSignal);
  }

  if (args.install && writes && !report.interrupted) {
    const done = await installAndVerify(
      candidates,
      results,
      found.files,
      projectPackages,
      options.targetModule!,
      out,
    );
    report.install = done.install;
    report.verify = done.verify;
  } else if (args.verify && !report.interrupted) {
    report.verify = await verifyChanges(
      candidates,
      found.files,
      results,
      mode,
      projectPackages,
      options.targetModule!,
    );
  }
  report.outcomes = [...outcomes.values()].sort((a, b) =>
    a.file < b.file ? -1 : a.file > b.file ? 1 : 0,
  );
  const byDisplay = new Map(tasks.map((t) => [t.path, fileOf(t).abs] as const));
  for (const o of report.outcomes) {
    const p = byDisplay.get(o.file);
    if (p) o.package = displayDir(projectPackages.packageOf(p).dir);
  }
  const marked = markedTexts(candidates, results, writes);
  report.markers = marked.reduce((n, f) => n + scanMarkers(f.text).length, 0);
  if (!(await writeReport(report, args, mode, out, c))) return EXIT.usage;
  if (args.handoff && !(await writeHandoffFile(args.handoff, marked, writes, out)))
    return EXIT.usage;
  return exitCode(report, mode);
}

/**
 * Every file of the run that carries markers once it is done: a changed file as written (read
 * back: `--interactive` may have taken part of it) or as it would be, any other as it was read.
 */
function markedTexts(
  candidates: Candidates,
  results: Map<number, TransformFileResult>,
  writes: boolean,
): MarkedText[] {
  // The safety net may have made a marked file a task (an importer it marked): counted there.
  const taskFiles = new Set(candidates.files.map((f) => f.abs));
  const files: MarkedText[] = [...candidates.marked]
    .filter(([abs]) => !taskFiles.has(abs))
    .map(([, m]) => ({ file: m.display, text: m.text, steps: [] }));
  for (const t of candidates.tasks) {
    const outcome = candidates.outcomes.get(t.path);
    const output = results.get(t.id)?.output;
    const changed = outcome?.status === "changed" && output;
    const text = !changed
      ? t.source
      : writes
        ? (readText(candidates.files[t.id].abs) ?? output)
        : output;
    if (!hasMarker(text)) continue;
    files.push({
      file: t.path,
      text,
      ...(changed ? { before: t.source } : {}),
      steps: outcome?.steps ?? [],
    });
  }
  return files;
}

/** `--handoff`: the markers as tasks; false when the file cannot be written. */
async function writeHandoffFile(
  file: string,
  marked: MarkedText[],
  applied: boolean,
  out: NodeJS.WriteStream,
): Promise<boolean> {
  const { handoffTasks, writeHandoff } = await import("./handoff.js");
  const tasks = handoffTasks(marked);
  try {
    writeHandoff(file, tasks, applied);
  } catch (e) {
    process.stderr.write(`codemod: cannot write the hand-off: ${(e as Error).message}\n`);
    return false;
  }
  out.write(`Hand-off: ${tasks.length} task${tasks.length === 1 ? "" : "s"} written to ${file}\n`);
  return true;
}

/** `--list`: every transform, in run order. */
function listTransforms(transformsDir: string | undefined): number {
  for (const m of loadMigrations(transformsDir)) {
    process.stdout.write(
      `${m.name.padEnd(22)} ${m.kind === "text" ? "(files)  " : "(source) "} ${m.description}\n`,
    );
  }
  return EXIT.ok;
}

function modeOf(args: CliArgs): Mode {
  if (args.interactive) return "interactive";
  if (args.check) return "check";
  if (args.print) return "print";
  if (args.dry) return "dry";
  return "write";
}

/**
 * Transform every task (in-process or on workers) and settle its outcome; a task the pool
 * never finished is skipped (interrupted) or failed (workers kept crashing).
 */
async function transformTasks(
  tasks: Task[],
  workers: number | undefined,
  options: TransformFileOptions,
  outcomes: Map<string, FileOutcome>,
  report: RunReport,
  onStop: (stop: () => void) => void,
): Promise<Map<number, TransformFileResult>> {
  const results = new Map<number, TransformFileResult>();
  if (tasks.length) {
    const progress = new Progress(tasks.length);
    const { Pool } = await import("../engine/pool.js");
    const pool = new Pool({
      workers: workers ?? (os.availableParallelism?.() || os.cpus().length || 1),
      options,
      onResult: (task, result) => {
        progress.tick();
        outcomes.set(task.path, outcomeOf(task.path, result));
        results.set(task.id, result);
      },
    });
    onStop(() => pool.stop());
    try {
      await pool.run(tasks);
    } finally {
      progress.end();
    }
  }
  for (const task of tasks) {
    if (results.has(task.id)) continue;
    if (report.interrupted) {
      outcomes.set(task.path, {
        file: task.path,
        status: "skipped",
        reason: "not processed: the run was interrupted",
        steps: [],
      });
    } else {
      const error = "not processed: workers kept crashing";
      results.set(task.id, { output: null, steps: [], error });
      outcomes.set(task.path, failed(task.path, error));
    }
  }
  return results;
}

function outcomeOf(display: string, result: TransformFileResult): FileOutcome {
  if (result.error) return failed(display, result.error);
  if (result.output === null) return { file: display, status: "unchanged", steps: result.steps };
  return { file: display, status: "changed", steps: result.steps };
}

/**
 * The changed files in discovery order (stable whatever the workers' timing), with their line
 * counts; `--dry` prints their diffs, `--print` the files, `--check` their names.
 */
async function reviewChanges(
  tasks: Task[],
  found: DiscoveredFile[],
  outcomes: Map<string, FileOutcome>,
  results: Map<number, TransformFileResult>,
  mode: Mode,
  out: NodeJS.WriteStream,
  c: Colors,
): Promise<Task[]> {
  const diffs = await import("./diff.js");
  const order = new Map(found.map((f, i) => [f.display, i]));
  const changed = tasks
    .filter((t) => outcomes.get(t.path)?.status === "changed")
    .sort((a, b) => (order.get(a.path) ?? 0) - (order.get(b.path) ?? 0));
  for (const t of changed) {
    const o = outcomes.get(t.path)!;
    const output = results.get(t.id)!.output!;
    // --dry: the diff it prints gives the counts too (one line diff per file, not two).
    const review = mode === "dry" ? diffs.reviewDiff(t.path, t.source, output, c) : undefined;
    const counts = review ?? diffs.countChanges(t.source, output);
    o.added = counts.added;
    o.removed = counts.removed;
    if (review) out.write(`${review.text.replace(/\n+$/, "")}\n\n`);
  }
  if (mode === "print") {
    for (const t of changed) {
      if (changed.length > 1) process.stdout.write(`==> ${t.path} <==\n`);
      process.stdout.write(results.get(t.id)!.output!);
    }
  } else if (mode === "check") {
    for (const t of changed) out.write(`would change: ${t.path}\n`);
  }
  return changed;
}

/** The results table (`--dry`, `--check`), the summary and `--json`; false when the JSON cannot be written. */
async function writeReport(
  report: RunReport,
  args: CliArgs,
  mode: Mode,
  out: NodeJS.WriteStream,
  c: Colors,
): Promise<boolean> {
  if (mode === "dry" || mode === "check") {
    const table = (await import("./report.js")).resultsTable(report, c);
    if (table) out.write(`\n${table}\n`);
  }
  const view = {
    verbose: args.verbose,
    ...(out.isTTY && out.columns ? { width: out.columns } : {}),
  };
  out.write(`\n${formatReport(report, c, view)}\n`);
  if (args.json) {
    const { toJson } = await import("./report.js");
    try {
      writeFileSync(path.resolve(args.json), `${JSON.stringify(toJson(report), null, 2)}\n`);
    } catch (e) {
      process.stderr.write(`codemod: cannot write the JSON report: ${(e as Error).message}\n`);
      return false;
    }
  }
  return true;
}

function exitCode(report: RunReport, mode: Mode): number {
  if (report.interrupted) return EXIT.interrupted;
  if (report.outcomes.some((o) => o.status === "failed")) return EXIT.failed;
  if (report.install?.some((i) => !i.ok)) return EXIT.installFailed;
  if (allSteps(report).some((s) => s.kind === "error")) return EXIT.blockingErrors;
  if (mode === "check" && report.verify?.some((p) => p.introduced > 0))
    return EXIT.introducedTypeErrors;
  if (mode === "check" && report.verify?.some((p) => p.unverifiable)) return EXIT.cannotVerify;
  if (mode === "check" && report.outcomes.some((o) => o.status === "changed"))
    return EXIT.checkChanges;
  if (mode === "check" && report.markers) return EXIT.markersRemain;
  return EXIT.ok;
}

/** The packages of a run as the report shows them (folders relative to the working directory). */
function packageReports(p: ProjectPackages): PackageReport[] {
  return p.packages.map((pkg) => {
    const install = installCommand(pkg.dir);
    return {
      dir: displayDir(pkg.dir),
      ...(pkg.packageJson ? { packageJson: path.relative(process.cwd(), pkg.packageJson) } : {}),
      ...(pkg.old ? { old: pkg.old } : {}),
      install: { ...install, dir: displayDir(install.dir) },
    };
  });
}

function useColor(args: CliArgs, stream: NodeJS.WriteStream): boolean {
  if (args.color !== undefined) return args.color;
  if (process.env.NO_COLOR) return false;
  if (process.env.FORCE_COLOR && process.env.FORCE_COLOR !== "0") return true;
  return Boolean(stream.isTTY);
}
