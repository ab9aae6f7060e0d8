/**
 * The phases of a run that type-check (`main.ts` calls them in order): the safety net before
 * review or write, `--verify` after, and `--install` with its check before and after the
 * install. Each works on the run's candidates and results, and puts what it finds on the
 * files' outcomes.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { TransformFileResult } from "../engine/transform-file.js";
import { addCandidate, type Candidates } from "./candidates.js";
import { displayDir } from "./display.js";
import type { DiscoveredFile } from "./discovery.js";
import type { InstallOutcome } from "./install.js";
import { installCommand } from "./package-manager.js";
import type { FileOutcome, Mode, RunReport, VerifyReport } from "./report.js";
import type { FileDiagnostic } from "./typecheck/program.js";
import type { PackageVerification } from "./verify.js";
import type { ProjectPackages } from "./version.js";
import { readText } from "./read-text.js";

/**
 * The safety net: every type error the migration introduced becomes a marker at its line (in
 * the transformed text, or in an importer the transforms left alone, which becomes a change).
 */
export async function typeCheckChanges(
  candidates: Candidates,
  found: DiscoveredFile[],
  results: Map<number, TransformFileResult>,
  projectPackages: ProjectPackages,
  targetModule: string,
): Promise<NonNullable<RunReport["safetyNet"]>> {
  const { runSafetyNet } = await import("./safety-net.js");
  const { typeAdvice } = await import("../../transforms/lib/type-advice.js");
  const { tasks, outcomes } = candidates;
  const taskOf = new Map(tasks.map((t) => [candidates.files[t.id].abs, t] as const));
  const displayOf = new Map(found.map((f) => [f.abs, f] as const));
  const net = runSafetyNet({
    changed: tasks
      .filter((t) => outcomes.get(t.path)?.status === "changed")
      .map((t) => ({
        abs: candidates.files[t.id].abs,
        before: t.source,
        after: results.get(t.id)!.output!,
      })),
    packageOf: (abs) => projectPackages.packageOf(abs).dir,
    displayOf: (abs) => displayOf.get(abs)?.display,
    targetModule,
    advise: (d) => typeAdvice(d, targetModule),
  });
  for (const [abs, marked] of net.marked) {
    let task = taskOf.get(abs);
    if (!task) {
      // An importer the transforms did not change: it joins the run as a changed file.
      addCandidate(candidates, displayOf.get(abs)!, marked.before);
      task = tasks.at(-1)!;
      outcomes.delete(task.path);
    }
    const result = results.get(task.id);
    results.set(task.id, { ...(result ?? { steps: [] }), output: marked.after });
    const outcome = outcomes.get(task.path) ?? { file: task.path, status: "changed", steps: [] };
    outcome.status = "changed";
    outcome.steps = [...outcome.steps, ...marked.steps];
    outcomes.set(task.path, outcome);
  }
  return net.packages.map((p) => ({ ...p, dir: displayDir(p.dir) }));
}

/** `--verify`: type-check each package's changed files before and after; errors go on their outcomes. */
export async function verifyChanges(
  candidates: Candidates,
  found: DiscoveredFile[],
  results: Map<number, TransformFileResult>,
  mode: Mode,
  projectPackages: ProjectPackages,
  targetModule: string,
): Promise<NonNullable<RunReport["verify"]>> {
  const { verifyPackage } = await import("./verify.js");
  const { tasks, outcomes } = candidates;
  const displayOf = new Map(found.map((f) => [f.abs, f.display] as const));
  const byPackage = new Map<string, Map<string, { before: string; after: string }>>();
  const migratedText = new Map<string, string>();
  const originalText = new Map<string, string>();
  for (const t of tasks) {
    const o = outcomes.get(t.path);
    if (o?.status !== "changed") continue;
    const abs = candidates.files[t.id].abs;
    // Interactive review may have kept only some hunks: what is on disk is what it wrote.
    const after = mode === "interactive" ? readFileSync(abs, "utf8") : results.get(t.id)!.output!;
    migratedText.set(abs, after);
    originalText.set(abs, t.source);
    const dir = projectPackages.packageOf(abs).dir;
    if (!byPackage.has(dir)) byPackage.set(dir, new Map());
    byPackage.get(dir)!.set(abs, { before: t.source, after });
    o.typeErrors = [];
  }
  const allChanged = new Map([...byPackage.values()].flatMap((m) => [...m]));
  const verify: NonNullable<RunReport["verify"]> = [];
  for (const [dir, changed] of [...byPackage].sort(([a], [b]) => a.localeCompare(b))) {
    const pj = projectPackages.packageOf(dir).packageJson;
    const packageJson = pj ? (migratedText.get(pj) ?? readText(pj)) : undefined;
    const originalPackageJson = pj ? (originalText.get(pj) ?? packageJson) : undefined;
    const v = verifyPackage(
      {
        dir,
        changed,
        allChanged,
        ...(packageJson !== undefined ? { packageJson } : {}),
        ...(originalPackageJson !== undefined ? { originalPackageJson } : {}),
        install: installCommand(dir).command,
      },
      targetModule,
    );
    verify.push(reportVerification(v, outcomes, displayOf));
  }
  return verify;
}

/**
 * `--install`: each migrated package's errors with its original texts and old node_modules,
 * then its package manager's install, then its errors as migrated and installed. Every error
 * the second has and the first has not is reported, in changed files and untouched ones.
 */
export async function installAndVerify(
  candidates: Candidates,
  results: Map<number, TransformFileResult>,
  found: DiscoveredFile[],
  projectPackages: ProjectPackages,
  targetModule: string,
  out: NodeJS.WritableStream,
): Promise<{ install: InstallOutcome[]; verify: NonNullable<RunReport["verify"]> }> {
  const { baselineBeforeInstall, verifyInstalled } = await import("./verify.js");
  const { runInstall } = await import("./install.js");
  const { forgetMovedPackages, movedDependencies } = await import("./stale-lock.js");
  const { tasks, outcomes } = candidates;
  // What each migrated package.json moved, by the folder its install runs in.
  const moved = new Map<string, Set<string>>();
  const originals = new Map<string, Map<string, string>>();
  for (const t of tasks) {
    if (outcomes.get(t.path)?.status !== "changed" || outcomes.get(t.path)?.declined) continue;
    const abs = candidates.files[t.id].abs;
    const dir = projectPackages.packageOf(abs).dir;
    if (!originals.has(dir)) originals.set(dir, new Map());
    originals.get(dir)!.set(abs, t.source);
    if (path.basename(abs) === "package.json") {
      const at = installCommand(path.dirname(abs)).dir;
      const names = movedDependencies(t.source, results.get(t.id)?.output ?? t.source);
      moved.set(at, new Set([...(moved.get(at) ?? []), ...names]));
    }
  }
  const dirs = [...originals.keys()].sort();
  const baselines = new Map(
    dirs.map((d) => [d, baselineBeforeInstall(d, originals.get(d)!, targetModule)]),
  );
  const commands = new Map(dirs.map((d) => [d, installCommand(d)] as const));
  const install: InstallOutcome[] = [];
  const ran = new Map<string, InstallOutcome>();
  for (const cmd of commands.values()) {
    const key = `${cmd.dir}\0${cmd.command}`;
    if (ran.has(key)) continue;
    if (cmd.manager === "npm" && moved.has(cmd.dir)) {
      const dropped = forgetMovedPackages(cmd.dir, moved.get(cmd.dir)!);
      if (dropped)
        out.write(
          `${dropped} lockfile entries of the packages the migration moves were dropped, so that npm resolves them anew.\n`,
        );
    }
    const outcome = runInstall(cmd, displayDir(cmd.dir), out);
    ran.set(key, outcome);
    install.push(outcome);
  }
  const displayOf = new Map(found.map((f) => [f.abs, f.display] as const));
  const verify: NonNullable<RunReport["verify"]> = [];
  for (const dir of dirs) {
    const cmd = commands.get(dir)!;
    const installed = ran.get(`${cmd.dir}\0${cmd.command}`)!;
    const pj = projectPackages.packageOf(dir).packageJson;
    const v = installed.ok
      ? verifyInstalled(
          dir,
          baselines.get(dir)!,
          pj ? readText(pj) : undefined,
          cmd.command,
          targetModule,
        )
      : {
          dir,
          checked: `cannot check: \`${cmd.command}\` failed`,
          skipped: true,
          unverifiable: true,
          introduced: [],
          preexisting: 0,
        };
    verify.push(reportVerification(v, outcomes, displayOf));
  }
  return { install, verify };
}

/** A package's verification as the report shows it; its errors go onto their files' outcomes. */
function reportVerification(
  v: PackageVerification,
  outcomes: Map<string, FileOutcome>,
  displayOf: Map<string, string>,
): VerifyReport {
  addTypeErrors(outcomes, displayOf, v.introduced);
  return {
    dir: displayDir(v.dir),
    checked: v.checked,
    skipped: Boolean(v.skipped),
    unverifiable: Boolean(v.unverifiable),
    introduced: v.introduced.length,
    preexisting: v.preexisting,
  };
}

/** Introduced errors onto their files' outcomes (an untouched file gets an outcome for them). */
function addTypeErrors(
  outcomes: Map<string, FileOutcome>,
  displayOf: Map<string, string>,
  errors: FileDiagnostic[],
): void {
  for (const e of errors) {
    const display = displayOf.get(e.file) ?? path.relative(process.cwd(), e.file);
    const o = outcomes.get(display) ?? { file: display, status: "unchanged", steps: [] };
    outcomes.set(display, o);
    o.typeErrors ??= [];
    o.typeErrors.push({ line: e.line, column: e.column, code: e.code, message: e.message });
  }
}
