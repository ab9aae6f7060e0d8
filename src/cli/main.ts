/**
 * `codemod [paths…]`: discover files, take the facts the transforms depend on (or those of
 * the interrupted run this one continues), pre-filter by text, transform the candidates
 * (in-process or on workers), then review (diff, print, interactive) or write (after the git
 * guard, through the journal: write-phase.ts), and report. Heavy modules (jscodeshift, Babel,
 * diff) load only when a file needs them, so a run with nothing to migrate starts and ends
 * quickly.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { DEFAULT_TARGET_MODULE, mentionsOldModule, type Migration } from "../codemod/migration.js";
import { HELP, parseArgs, UsageError, type CliArgs } from "./args.js";
import { removePendingTemps } from "./atomic-write.js";
import { discover, MissingPathError, type DiscoveredFile } from "./discovery.js";
import { checkRepos } from "./git-guard.js";
import { loadMigrations, selectMigrations, UnknownMigrationError } from "../engine/migrations.js";
import { Progress } from "./progress.js";
import {
  formatReport,
  versionLines,
  type FileOutcome,
  type Mode,
  type PackageReport,
  type RunReport,
} from "./report.js";
import type { Task } from "../engine/pool.js";
import { isWritten, resumeOrRefuse, writtenBefore, type RunFacts } from "./resume.js";
import { runPrePasses } from "../engine/prepass.js";
import type { TransformFileOptions, TransformFileResult } from "../engine/transform-file.js";
import { installCommand } from "./package-manager.js";
import { detectOldVersion, detectPackages, type ProjectPackages } from "./version.js";
import { writePhase, type Change } from "./write-phase.js";

/** Files that name the old package and are larger than this are reported, not parsed. */
export const MAX_FILE_BYTES = 1024 * 1024;

export const EXIT = {
  ok: 0,
  failed: 1,
  usage: 2,
  checkChanges: 3,
  introducedTypeErrors: 4,
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

export async function run(argv: string[]): Promise<number> {
  const args = parseArgs(argv);
  if (args.help) {
    process.stdout.write(HELP);
    return EXIT.ok;
  }
  if (args.list) {
    for (const m of loadMigrations(args.transformsDir && path.resolve(args.transformsDir))) {
      process.stdout.write(
        `${m.name.padEnd(22)} ${m.kind === "text" ? "(files)  " : "(source) "} ${m.description}\n`,
      );
    }
    return EXIT.ok;
  }
  const mode: Mode = args.interactive
    ? "interactive"
    : args.check
      ? "check"
      : args.print
        ? "print"
        : args.dry
          ? "dry"
          : "write";
  const writes = mode === "write" || mode === "interactive";
  const transformsDir = args.transformsDir ? path.resolve(args.transformsDir) : undefined;
  // Unknown --transform names are a usage error before any file is read.
  if (args.transforms.length) selectMigrations(loadMigrations(transformsDir), args.transforms);

  if (args.json && !existsSync(path.dirname(path.resolve(args.json)))) {
    throw new UsageError(`--json: no such directory: ${path.dirname(args.json)}`);
  }
  const found = discover(args.paths);
  const roots = args.paths.map((p) => path.resolve(p));
  const repos = checkRepos(roots, writes);
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
  };

  // Pre-filter by text: most files never mention the old package and are never parsed.
  const outcomes = new Map<string, FileOutcome>();
  const tasks: Task[] = [];
  const byTask = new Map<number, { file: DiscoveredFile; source: string }>();
  /** Text of every readable source file, for the cross-file pre-pass. */
  const texts = new Map<string, string>();
  let textMigrations: Migration[] | undefined;
  for (const file of found.files) {
    let source: string;
    try {
      const raw = readFileSync(file.abs);
      source = raw.toString("utf8");
      if (source.includes("\uFFFD") && !Buffer.from(source, "utf8").equals(raw)) {
        if (mentionsOldModule(source)) {
          outcomes.set(file.display, failed(file.display, "not valid UTF-8; left untouched"));
          continue;
        }
      }
    } catch (e) {
      outcomes.set(file.display, failed(file.display, `cannot read: ${(e as Error).message}`));
      continue;
    }
    const done = resumed?.files.get(file.abs);
    if (done && isWritten(done, source)) {
      outcomes.set(file.display, writtenBefore(file.display, done, mode, resumed!.started));
      continue;
    }
    // Beyond this size a file that names the old package is not parsed: the printer's cost
    // grows much faster than the file (documented in docs/codemod.md).
    if (source.length > MAX_FILE_BYTES && mentionsOldModule(source)) {
      outcomes.set(
        file.display,
        failed(
          file.display,
          `too large to migrate safely (${(source.length / 1048576).toFixed(1)} MB; the limit is ${MAX_FILE_BYTES / 1048576} MB); left untouched`,
        ),
      );
      continue;
    }
    let candidate: boolean;
    if (/\.json$/i.test(file.abs)) {
      textMigrations ??= selectMigrations(loadMigrations(transformsDir), args.transforms).filter(
        (m) => m.kind === "text",
      );
      candidate =
        (mentionsOldModule(source) || /"(mcpServers|servers)"\s*:/.test(source)) &&
        textMigrations.some((m) => m.kind === "text" && m.matches(file.display));
    } else {
      candidate = mentionsOldModule(source);
      texts.set(file.abs, source);
    }
    if (!candidate) {
      outcomes.set(file.display, {
        file: file.display,
        status: "skipped",
        reason: "does not mention the old package",
        steps: [],
      });
      continue;
    }
    const task = { id: tasks.length, path: file.display, source };
    tasks.push(task);
    byTask.set(task.id, { file, source });
  }

  // The cross-file pre-passes: once, in this thread, before any file is transformed. Their
  // facts go to every file (in-process and on the workers); the files they name are visited too.
  if (tasks.length) {
    const prepasses = resumed
      ? resumed.facts.prepasses
      : runPrePasses(selectMigrations(loadMigrations(transformsDir), args.transforms), texts);
    if (prepasses) {
      options.facts = prepasses.facts;
      options.visit = prepasses.visit;
      const byAbs = new Map(found.files.map((f) => [f.abs, f]));
      for (const abs of prepasses.visit) {
        const file = byAbs.get(abs);
        const source = texts.get(abs);
        if (!file || source === undefined || outcomes.get(file.display)?.status !== "skipped")
          continue;
        outcomes.delete(file.display);
        const task = { id: tasks.length, path: file.display, source };
        tasks.push(task);
        byTask.set(task.id, { file, source });
      }
    }
  }
  // Only the pre-pass needed every file's text: the tasks keep their own.
  texts.clear();

  // Every version fact is read here, once per package, before anything is written.
  const projectPackages = detectPackages(
    tasks.map((t) => byTask.get(t.id)!.file.abs),
    options.targetModule,
    resumed?.facts.versions,
  );
  for (const t of tasks) {
    const old = projectPackages.packageOf(byTask.get(t.id)!.file.abs).old;
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
  const results = new Map<number, TransformFileResult>();
  const progress = new Progress(tasks.length);

  const settle = (task: Task, result: TransformFileResult) => {
    const display = task.path;
    if (result.error) outcomes.set(display, failed(display, result.error));
    else if (result.output === null)
      outcomes.set(display, { file: display, status: "unchanged", steps: result.steps });
    else outcomes.set(display, { file: display, status: "changed", steps: result.steps });
  };

  // SIGINT/SIGTERM: stop transforming, or stop writing after the file in hand.
  let stopPool = () => {};
  const byDisplay = new Map(tasks.map((t) => [t.path, byTask.get(t.id)!.file.abs] as const));
  const displayOf = new Map(tasks.map((t) => [byTask.get(t.id)!.file.abs, t.path] as const));
  const onSignal = (signal: NodeJS.Signals) => {
    if (report.interrupted) return;
    report.interrupted = true;
    stopPool();
    removePendingTemps();
    process.stderr.write(`\ncodemod: ${signal}: stopping; no file is left half-written.\n`);
  };
  process.on("SIGINT", onSignal);
  process.on("SIGTERM", onSignal);
  try {
    if (tasks.length) {
      const { Pool } = await import("../engine/pool.js");
      const pool = new Pool({
        workers: args.workers ?? (os.availableParallelism?.() || os.cpus().length || 1),
        options,
        onResult: (task, result) => {
          progress.tick();
          settle(task, result);
          results.set(task.id, result);
        },
      });
      stopPool = () => pool.stop();
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

    // Review modes, in file order so the output is stable whatever the workers' timing.
    const diffs = await import("./diff.js");
    const order = new Map(found.files.map((f, i) => [f.display, i]));
    const changedTasks = tasks
      .filter((t) => outcomes.get(t.path)?.status === "changed")
      .sort((a, b) => (order.get(a.path) ?? 0) - (order.get(b.path) ?? 0));
    for (const t of changedTasks) {
      const o = outcomes.get(t.path)!;
      const output = results.get(t.id)!.output!;
      // --dry: the diff it prints gives the counts too (one line diff per file, not two).
      const review = mode === "dry" ? diffs.reviewDiff(t.path, t.source, output, c) : undefined;
      const counts = review ?? diffs.countChanges(t.source, output);
      o.added = counts.added;
      o.removed = counts.removed;
      if (review) out.write(`${review.text.replace(/\n+$/, "")}\n\n`);
    }
    const changes: Change[] = changedTasks.map((t) => ({
      abs: byTask.get(t.id)!.file.abs,
      display: t.path,
      source: t.source,
      output: results.get(t.id)!.output!,
      outcome: outcomes.get(t.path)!,
    }));
    if (mode === "print") {
      for (const t of changedTasks) {
        if (changedTasks.length > 1) process.stdout.write(`==> ${t.path} <==\n`);
        process.stdout.write(results.get(t.id)!.output!);
      }
    } else if (mode === "check") {
      for (const t of changedTasks) out.write(`would change: ${t.path}\n`);
    } else if (writes) {
      const started = resumed?.started ?? new Date().toISOString();
      const facts: RunFacts = {
        ...(oldPackage ? { oldPackage } : {}),
        versions: Object.fromEntries(projectPackages.packages.map((p) => [p.dir, p.old ?? null])),
        ...(options.facts
          ? { prepasses: { facts: options.facts, visit: options.visit ?? [] } }
          : {}),
      };
      const refused = await writePhase({
        mode,
        changes,
        found,
        repos,
        resume,
        force: args.force,
        facts,
        started,
        stopped: () => report.interrupted,
        c,
      });
      if (refused) return EXIT.usage;
    }
  } finally {
    process.off("SIGINT", onSignal);
    process.off("SIGTERM", onSignal);
  }

  if (args.verify && !report.interrupted) {
    const { verifyPackage } = await import("./verify.js");
    const byPackage = new Map<string, Map<string, { before: string; after: string }>>();
    for (const t of tasks) {
      const o = outcomes.get(t.path);
      if (o?.status !== "changed") continue;
      const abs = byTask.get(t.id)!.file.abs;
      // Interactive review may have kept only some hunks: what is on disk is what it wrote.
      const after = mode === "interactive" ? readFileSync(abs, "utf8") : results.get(t.id)!.output!;
      const dir = projectPackages.packageOf(abs).dir;
      if (!byPackage.has(dir)) byPackage.set(dir, new Map());
      byPackage.get(dir)!.set(abs, { before: t.source, after });
      o.typeErrors = [];
    }
    report.verify = [];
    for (const [dir, changed] of [...byPackage].sort(([a], [b]) => a.localeCompare(b))) {
      const v = verifyPackage({ dir, changed }, options.targetModule!);
      report.verify.push({
        dir: displayDir(dir),
        checked: v.checked,
        skipped: Boolean(v.skipped),
        introduced: v.introduced.length,
        preexisting: v.preexisting,
      });
      for (const e of v.introduced) {
        const o = outcomes.get(displayOf.get(e.file) ?? "");
        o?.typeErrors?.push({ line: e.line, column: e.column, code: e.code, message: e.message });
      }
    }
  }
  report.outcomes = [...outcomes.values()].sort((a, b) =>
    a.file < b.file ? -1 : a.file > b.file ? 1 : 0,
  );
  for (const o of report.outcomes) {
    const p = byDisplay.get(o.file);
    if (p) o.package = displayDir(projectPackages.packageOf(p).dir);
  }
  if (mode === "dry" || mode === "check") {
    const table = (await import("./report.js")).resultsTable(report, c);
    if (table) out.write(`\n${table}\n`);
  }
  out.write(`\n${formatReport(report, c)}\n`);
  if (args.json) {
    const { toJson } = await import("./report.js");
    try {
      writeFileSync(path.resolve(args.json), `${JSON.stringify(toJson(report), null, 2)}\n`);
    } catch (e) {
      process.stderr.write(`codemod: cannot write the JSON report: ${(e as Error).message}\n`);
      return EXIT.usage;
    }
  }
  if (report.interrupted) return EXIT.interrupted;
  if (report.outcomes.some((o) => o.status === "failed")) return EXIT.failed;
  if (mode === "check" && report.verify?.some((p) => p.introduced > 0))
    return EXIT.introducedTypeErrors;
  if (mode === "check" && report.outcomes.some((o) => o.status === "changed"))
    return EXIT.checkChanges;
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

function displayDir(dir: string): string {
  return path.relative(process.cwd(), dir) || ".";
}

function failed(file: string, error: string): FileOutcome {
  return { file, status: "failed", error, steps: [] };
}

function useColor(args: CliArgs, stream: NodeJS.WriteStream): boolean {
  if (args.color !== undefined) return args.color;
  if (process.env.NO_COLOR) return false;
  if (process.env.FORCE_COLOR && process.env.FORCE_COLOR !== "0") return true;
  return Boolean(stream.isTTY);
}
