/**
 * Continuing the run an interruption left unfinished (the journal, see journal.ts): a run
 * over the same roots with the same options takes the interrupted run's facts instead of
 * reading them again from a tree it has partly rewritten, counts the files already written
 * as its own, and finishes any in-place write a crash tore. A run with other options is
 * refused until the interrupted one is finished, or `--force` drops its journal.
 */
import { readFileSync } from "node:fs";
import type { ProjectFacts } from "./transform-file.js";
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

/** Everything the transforms depend on that a write could change: taken before any write. */
export interface RunFacts {
  oldPackage?: DetectedVersion;
  project?: ProjectFacts;
}

export interface Resume {
  /** Where this run keeps its journal. */
  dir: string;
  key: RunKey;
  /** The interrupted run this one continues. */
  resumed?: Unfinished<RunFacts>;
  /** The journal of an interrupted run with other options, when this run may replace it. */
  replaces?: Unfinished<RunFacts>;
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
  if (sameKey(found.key, key)) return { dir, key, resumed: found };
  if (!opts.writes || opts.force) return { dir, key, replaces: found };
  const { written, total } = progress(found);
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

function describe(options: Record<string, unknown>): string {
  const set = Object.entries(options)
    .filter(([, v]) => v !== undefined && v !== false && !(Array.isArray(v) && !v.length))
    .map(([k, v]) => `${k}: ${Array.isArray(v) ? v.join(",") : String(v)}`);
  return set.length ? set.join("; ") : "(the default options)";
}

function readText(file: string): string | undefined {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return undefined;
  }
}
