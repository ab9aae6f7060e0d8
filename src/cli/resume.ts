/**
 * Continuing the run an interruption left unfinished (the journal, see journal.ts): a run
 * over the same roots with the same options takes the interrupted run's facts instead of
 * reading them again from a tree it has partly rewritten, counts the files already written
 * as its own, and finishes any in-place write a crash tore. A run with other options is
 * refused until the interrupted one is finished, or `--force` drops its journal.
 */
import { realpathSync } from "node:fs";
import path from "node:path";
import { DEFAULT_TARGET_MODULE } from "../codemod/migration.js";
import type { CliArgs } from "./args.js";
import type { Repos } from "./git-guard.js";
import type { FileOutcome, Mode } from "./report.js";
import type { PrePassResults } from "../engine/prepass.js";
import { writeInPlace } from "./atomic-write.js";
import {
  hashText,
  journalDir,
  readJournal,
  sameKey,
  type PlannedFile,
  type RunKey,
  type Unfinished,
} from "./journal.js";
import type { DetectedVersion } from "./version.js";
import { readText } from "./read-text.js";

/** Everything the transforms depend on that a write could change: taken before any write. */
export interface RunFacts {
  oldPackage?: DetectedVersion;
  /** The old version of each package of the run (by folder; null: not known). */
  versions?: Record<string, DetectedVersion | null>;
  /** The cross-file pre-passes' facts (a resumed run must not see the files it wrote). */
  prepasses?: PrePassResults;
}

export interface Resume {
  /** Where this run keeps its journal. */
  dir: string;
  key: RunKey;
  /** The interrupted run this one continues. */
  resumed?: Unfinished<RunFacts>;
  /** The journal of an interrupted run with other options, when this run may replace it. */
  replaces?: Unfinished<RunFacts>;
  /** The journal found has none of its writes on disk: it is replaced without a word. */
  moot?: boolean;
  /** Set when the run must not start: an interrupted run with other options is unfinished. */
  refusal?: string;
}

export function findUnfinished(
  key: RunKey,
  gitDir: string | undefined,
  opts: { writes: boolean; force: boolean },
): Resume {
  const dir = journalDir(key.roots, gitDir);
  const found = readJournal<RunFacts>(dir);
  if (!found) return { dir, key };
  const { written, total } = progress(found);
  // Nothing of it is left on disk (say, `git checkout .` after the interruption): its facts
  // may be out of date, and there is nothing to continue.
  if (written === 0 && found.redo.size === 0) return { dir, key, replaces: found, moot: true };
  if (sameKey(found.key, key)) return { dir, key, resumed: found };
  if (!opts.writes || opts.force) return { dir, key, replaces: found };
  return {
    dir,
    key,
    refusal: [
      `Refusing to run: a run over these paths with other options was interrupted (started ${found.started}; ${written} of ${total} planned files written):`,
      `    ${describe(found.key.options)}`,
      "",
      "Run it again with those options to finish it (it resumes where it stopped), or pass",
      "--force to drop its journal and run with these options.",
    ].join("\n"),
  };
}

/** How far the interrupted run got: files whose content is their planned new content. */
export function progress(u: Unfinished<RunFacts>): { written: number; total: number } {
  let written = 0;
  for (const p of u.files.values()) if (isWritten(p, readText(p.file))) written++;
  return { written, total: u.files.size };
}

/** Is `current` (the file's text now) the planned new content? */
export function isWritten(p: PlannedFile, current: string | undefined): boolean {
  return current !== undefined && hashText(current) === p.after;
}

/** Was the file as the interrupted run read it (so its guard already let it through)? */
export function isUntouched(p: PlannedFile | undefined, current: string): boolean {
  return p !== undefined && hashText(current) === p.before;
}

/** Finish the in-place writes a crash cut short; returns the files finished. */
export function finishTornWrites(u: Unfinished<RunFacts>): string[] {
  const finished: string[] = [];
  for (const [file, copy] of u.redo) {
    const p = u.files.get(file);
    const current = readText(file);
    if (!p || current === undefined || isWritten(p, current)) continue;
    const text = readText(copy);
    if (text === undefined || hashText(text) !== p.after) continue; // the copy itself was cut
    if (hashText(current) === p.before) continue; // the write had not begun
    writeInPlace(file, Buffer.from(text, "utf8"));
    finished.push(file);
  }
  return finished;
}

/** The interrupted run this one continues, if any; undefined when the run is refused. */
export function resumeOrRefuse(
  args: CliArgs,
  roots: string[],
  repos: Repos,
  writes: boolean,
): Resume | undefined {
  const key: RunKey = {
    roots: roots.map((r) => realpathSync(r)),
    options: {
      transforms: [...new Set(args.transforms)].sort(),
      targetModule: args.targetModule ?? DEFAULT_TARGET_MODULE,
      adoptPrefixes: args.adoptPrefixes,
      transformsDir: args.transformsDir ? path.resolve(args.transformsDir) : undefined,
    },
  };
  const resume = findUnfinished(key, repos.gitDir, { writes, force: args.force });
  if (resume.refusal) {
    process.stderr.write(`${resume.refusal}\n`);
    return undefined;
  }
  if (resume.resumed) {
    const torn = writes ? finishTornWrites(resume.resumed) : [];
    const { written, total } = progress(resume.resumed);
    process.stderr.write(
      `note: continuing the run interrupted after writing ${written} of ${total} files (started ${resume.resumed.started}), with the facts it took before writing` +
        `${torn.length ? `; finished ${torn.length} torn in-place write${torn.length === 1 ? "" : "s"}` : ""}.\n`,
    );
  } else if (resume.replaces && !resume.moot && writes) {
    process.stderr.write(
      "note: --force: dropping the journal of an interrupted run with other options.\n",
    );
  }
  return resume;
}

/** The outcome of a file the interrupted run already wrote. */
export function writtenBefore(
  display: string,
  p: PlannedFile,
  mode: Mode,
  started: string,
): FileOutcome {
  if (mode === "write" || mode === "interactive") {
    return {
      file: display,
      status: "changed",
      ...(p.added !== undefined ? { added: p.added } : {}),
      ...(p.removed !== undefined ? { removed: p.removed } : {}),
      steps: p.steps,
    };
  }
  return {
    file: display,
    status: "skipped",
    reason: `already written by the interrupted run started ${started}`,
    steps: p.steps,
  };
}

function describe(options: Record<string, unknown>): string {
  const set = Object.entries(options)
    .filter(([, v]) => v !== undefined && v !== false && !(Array.isArray(v) && !v.length))
    .map(([k, v]) => `${k}: ${Array.isArray(v) ? v.join(",") : String(v)}`);
  return set.length ? set.join("; ") : "(the default options)";
}
