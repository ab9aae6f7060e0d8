/**
 * The write phase of a run, after every file is transformed: the plan (the changed files,
 * package.json files last, as they are where the old version is read from), the git guard over
 * exactly those files, the journal on disk, then the writes, each checked against what the run
 * read. Nothing is written before the whole plan is known and allowed.
 */
import { accessSync, constants as fsConstants, readFileSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { isStaleTemp, replaceFile } from "./atomic-write.js";
import type { Stage } from "../engine/transform-file.js";
import type { Colors } from "./diff.js";
import type { Discovery } from "./discovery.js";
import { dirtyMessage, uncommitted, type Repos } from "./git-guard.js";
import { discardJournal, hashText, Journal, type PlannedFile } from "./journal.js";
import type { FileOutcome, Mode } from "./report.js";
import { isUntouched, isWritten, type Resume, type RunFacts } from "./resume.js";
import { readText } from "./read-text.js";

export interface Change {
  abs: string;
  display: string;
  /** The text the run read and transformed. */
  source: string;
  output: string;
  outcome: FileOutcome;
  /** `--interactive`: the text after each migration, to link the hunks made together. */
  stages?: Stage[];
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

export interface WritePhase {
  mode: Mode;
  changes: Change[];
  found: Discovery;
  repos: Repos;
  resume: Resume;
  force: boolean;
  facts: RunFacts;
  started: string;
  stopped: () => boolean;
  c: Colors;
}

/**
 * Guard, journal and write (or review, then write): nothing is written before the git guard
 * has seen every file the run would change. "refused" when the guard refused the run.
 */
export async function writePhase(w: WritePhase): Promise<"refused" | undefined> {
  const ordered = inWriteOrder(w.changes);
  if (w.stopped()) {
    for (const ch of ordered) notWritten(ch.outcome);
    return undefined;
  }
  if (!w.force) {
    const approved = (ch: Change) => isUntouched(w.resume.resumed?.files.get(ch.abs), ch.source);
    const refusal = guardRefusal(w.repos.tops, ordered, approved);
    if (refusal) {
      process.stderr.write(`${refusal}\n`);
      return "refused";
    }
  }
  // Temp files of a run that was killed before it could rename them.
  for (const t of w.found.staleTemps) if (isStaleTemp(t)) rmSync(t, { force: true });
  if (!ordered.length && !w.resume.resumed && !w.resume.replaces) return undefined;

  // The files the interrupted run wrote stay in the plan: a second interruption keeps them.
  const replanned = new Set(ordered.map((ch) => ch.abs));
  const carried = [...(w.resume.resumed?.files.values() ?? [])].filter(
    (p) => !replanned.has(p.file) && isWritten(p, readText(p.file)),
  );
  const header = { key: w.resume.key, facts: w.facts, started: w.started };
  if (w.mode !== "interactive" && !ordered.length) {
    discardJournal(w.resume.dir);
    return undefined;
  }
  const plan =
    w.mode === "interactive" ? carried : [...carried, ...ordered.map((ch) => planned(ch))];
  let journal: Journal;
  try {
    journal = Journal.begin(w.resume.dir, header, plan);
  } catch (e) {
    process.stderr.write(
      `codemod: cannot record the run's journal in ${w.resume.dir} (${(e as Error).message}); nothing was written.\n`,
    );
    return "refused";
  }
  if (w.mode === "interactive") {
    await reviewAndWrite(ordered, journal, w.c);
    journal.finish();
    return undefined;
  }
  await writeChanges(ordered, journal, w.stopped);
  if (!w.stopped()) journal.finish();
  return undefined;
}

async function reviewAndWrite(changes: Change[], journal: Journal, c: Colors): Promise<void> {
  const { Prompter, reviewFile } = await import("./interactive.js");
  const { parses } = await import("../engine/transform-file.js");
  const { countChanges } = await import("./diff.js");
  const prompter = new Prompter();
  try {
    let quit = false;
    for (const ch of changes) {
      const o = ch.outcome;
      const decision = quit
        ? ({ kind: "quit" } as const)
        : await reviewFile(
            ch.display,
            ch.source,
            ch.output,
            prompter,
            c,
            process.stdout,
            ch.stages,
          );
      if (decision.kind === "quit") quit = true;
      let text: string | undefined;
      if (decision.kind === "all") text = ch.output;
      else if (decision.kind === "some") {
        if (await parses(ch.display, decision.text)) text = decision.text;
        else {
          process.stdout.write(
            `  the accepted changes alone do not parse; ${ch.display} left as it was\n`,
          );
        }
      }
      if (text === undefined) {
        Object.assign(o, {
          status: "skipped",
          reason: quit ? "not reviewed (quit)" : "declined in review",
          declined: true,
          added: undefined,
          removed: undefined,
          steps: [],
        });
        continue;
      }
      Object.assign(o, countChanges(ch.source, text));
      journal.add(planned(ch, text));
      const error = writeChecked(ch.abs, ch.source, text, journal);
      if (error) failWrite(o, error);
    }
  } finally {
    prompter.close();
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
