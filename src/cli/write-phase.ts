/**
 * The write phase of a run, after every file is transformed: the plan (the changed files,
 * package.json files last, as they are where the old version is read from), the git guard over
 * exactly those files, the journal on disk, then the writes, each checked against what the run
 * read. Nothing is written before the whole plan is known and allowed.
 */
import { accessSync, constants as fsConstants, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { replaceFile } from "./atomic-write.js";
import { dirtyMessage, uncommitted } from "./git-guard.js";
import { hashText, type Journal, type PlannedFile } from "./journal.js";
import type { FileOutcome } from "./report.js";

export interface Change {
  abs: string;
  display: string;
  /** The text the run read and transformed. */
  source: string;
  output: string;
  outcome: FileOutcome;
}

/**
 * Source files, then JSON configs, then package.json files; by path within each. A file
 * found under two names (hard links) is written once, through the first.
 */
export function inWriteOrder(changes: Change[]): Change[] {
  const rank = (c: Change) =>
    path.basename(c.abs) === "package.json" ? 2 : /\.json$/i.test(c.abs) ? 1 : 0;
  const sorted = [...changes].sort(
    (a, b) => rank(a) - rank(b) || (a.abs < b.abs ? -1 : a.abs > b.abs ? 1 : 0),
  );
  const inodes = new Map<string, Change>();
  return sorted.filter((c) => {
    const st = statOrUndefined(c.abs);
    if (!st || st.nlink < 2) return true;
    const first = inodes.get(`${st.dev}:${st.ino}`);
    if (!first) {
      inodes.set(`${st.dev}:${st.ino}`, c);
      return true;
    }
    Object.assign(c.outcome, {
      status: "skipped",
      reason: `the same file as ${first.display} (a hard link), written through that name`,
      added: undefined,
      removed: undefined,
      steps: [],
    });
    return false;
  });
}

function statOrUndefined(file: string) {
  try {
    return statSync(file);
  } catch {
    return undefined;
  }
}

export function planned(c: Change, output = c.output): PlannedFile {
  return {
    file: c.abs,
    before: hashText(c.source),
    after: hashText(output),
    ...(c.outcome.added !== undefined ? { added: c.outcome.added } : {}),
    ...(c.outcome.removed !== undefined ? { removed: c.outcome.removed } : {}),
    steps: c.outcome.steps,
  };
}

/**
 * The refusal when a file of the plan has uncommitted changes in a work tree of `tops`.
 * `approved`: files an interrupted run's guard let through, still exactly as it read them.
 */
export function guardRefusal(
  tops: string[],
  changes: Change[],
  approved: (c: Change) => boolean,
): string | undefined {
  if (!tops.length || !changes.length) return undefined;
  const dirty = new Set(
    uncommitted(
      tops,
      changes.map((c) => c.abs),
    ),
  );
  const blocked = changes.filter((c) => dirty.has(c.abs) && !approved(c)).map((c) => c.display);
  return blocked.length ? dirtyMessage(blocked) : undefined;
}

/**
 * Write the plan in order, yielding between files so that SIGINT/SIGTERM (`stopped`) end the
 * run after the file in hand. Outcomes of files not written say why.
 */
export async function writeChanges(
  changes: Change[],
  journal: Journal,
  stopped: () => boolean,
): Promise<void> {
  for (const c of changes) {
    if (stopped()) {
      notWritten(c.outcome);
      continue;
    }
    const error = writeChecked(c.abs, c.source, c.output, journal);
    if (error) failWrite(c.outcome, error);
    faultPoint("write");
    await new Promise((r) => setImmediate(r));
  }
}

export function notWritten(o: FileOutcome): void {
  Object.assign(o, {
    status: "skipped",
    reason: "not written: the run was interrupted",
    added: undefined,
    removed: undefined,
    steps: [],
  });
}

export function failWrite(o: FileOutcome, error: string): void {
  Object.assign(o, { status: "failed", error, added: undefined, removed: undefined, steps: [] });
}

/** Write unless the file changed since it was read (an editor, another run); error text if not. */
export function writeChecked(
  abs: string,
  expected: string,
  output: string,
  journal: Journal,
): string | undefined {
  try {
    if (readFileSync(abs, "utf8") !== expected)
      return "changed on disk during the run; left as it is now";
    // The atomic rename needs only a writable directory: it would replace a file that its
    // owner made read-only (or that this user may not write). Refuse instead.
    if ((statSync(abs).mode & 0o222) === 0)
      return "read-only file (no write permission bit); left untouched";
    try {
      accessSync(abs, fsConstants.W_OK);
    } catch {
      return "not writable by this user; left untouched";
    }
    replaceFile(abs, output, () => {
      journal.beforeInPlace(abs, output);
      faultPoint("in-place");
    });
    return undefined;
  } catch (e) {
    return `cannot write: ${(e as Error).message}`;
  }
}

const faults = new Map<string, number>();
/**
 * Fault injection for the tests: `MCP_MIGRATE_TEST_KILL_AT=write:3` is a `kill -9` of this
 * process right after its third file write, `in-place:1` just before its first in-place write
 * begins (its new content already in the journal).
 */
function faultPoint(event: "write" | "in-place"): void {
  const at = process.env.MCP_MIGRATE_TEST_KILL_AT;
  if (!at?.startsWith(`${event}:`)) return;
  const n = (faults.get(event) ?? 0) + 1;
  faults.set(event, n);
  if (n === Number(at.slice(event.length + 1))) process.kill(process.pid, "SIGKILL");
}
