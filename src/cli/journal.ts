/**
 * The run journal: what a writing run is about to do, kept where the next run finds it, so
 * that a run interrupted at any instant (`kill -9` included) is finished by the next one
 * exactly as an uninterrupted run would have done it.
 *
 * Before its first write a run records its key (real roots and the options that shape the
 * output), its facts (everything the transforms depend on that a write could change: the old
 * version read from package.json, the cross-file pre-pass) and its plan: each file with the
 * sha256 of its content before and after. Which files are written needs no further record:
 * a file whose content hashes to its planned "after" is written, whatever instant the run
 * died at. A file rewritten in place (not atomic, see atomic-write.ts) first gets a copy of
 * its new content here, from which the next run finishes a torn write. A run that completes
 * removes its journal.
 *
 * Where: `<git dir>/mcp-migrate/<key>/` in a git work tree (private to that clone, never in
 * `git status`), else `<tmpdir>/mcp-migrate-<key>/`; the key is a hash of the real roots.
 */
import { createHash } from "node:crypto";
import {
  closeSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  writeSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import type { ManualStep } from "../codemod/migration.js";

const JOURNAL = "journal.jsonl";
const VERSION = 1;

/** What makes two runs the same run: the same roots and the options that shape the output. */
export interface RunKey {
  roots: string[];
  options: Record<string, unknown>;
}

/** One file of the plan: its content before and after (sha256 of the UTF-8 text), and what to report. */
export interface PlannedFile {
  file: string;
  before: string;
  after: string;
  added?: number;
  removed?: number;
  steps: ManualStep[];
}

export interface Unfinished<Facts> {
  key: RunKey;
  facts: Facts;
  started: string;
  files: Map<string, PlannedFile>;
  /** File → copy of its new content, for the files a crash may have torn mid-write. */
  redo: Map<string, string>;
}

export function hashText(text: string): string {
  return createHash("sha256").update(text, "utf8").digest("hex");
}

/** The journal directory of a run over `roots` (real paths); `gitDir` when inside a work tree. */
export function journalDir(roots: string[], gitDir: string | undefined): string {
  const key = createHash("sha256")
    .update(JSON.stringify([...roots].sort()))
    .digest("hex");
  return gitDir
    ? path.join(gitDir, "mcp-migrate", key.slice(0, 16))
    : path.join(os.tmpdir(), `mcp-migrate-${key.slice(0, 16)}`);
}

export function sameKey(a: RunKey, b: RunKey): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The journal an interrupted run left in `dir`, or undefined. A journal whose header did not
 * reach the disk belongs to a run that had not written anything yet: it counts as none.
 */
export function readJournal<Facts>(dir: string): Unfinished<Facts> | undefined {
  let text: string;
  try {
    text = readFileSync(path.join(dir, JOURNAL), "utf8");
  } catch {
    return undefined;
  }
  const lines = text.split("\n");
  const header = parseLine(lines[0]);
  if (header?.journal !== VERSION) return undefined;
  const out: Unfinished<Facts> = {
    key: header.key,
    facts: header.facts,
    started: header.started,
    files: new Map(),
    redo: new Map(),
  };
  // A line cut by the crash is the last one and was never acted on: skip it.
  for (const line of lines.slice(1)) {
    const record = parseLine(line);
    if (record?.plan) out.files.set(record.plan.file, record.plan);
    else if (record?.redo) out.redo.set(record.redo.file, path.join(dir, record.redo.copy));
  }
  return out;
}

export class Journal {
  private redoCount = 0;

  private constructor(private readonly dir: string) {}

  /**
   * Record the run (replacing the journal of the interrupted run it continues) and its plan,
   * on disk before the first write.
   */
  static begin<Facts>(
    dir: string,
    header: { key: RunKey; facts: Facts; started: string },
    plan: Iterable<PlannedFile>,
  ): Journal {
    mkdirSync(dir, { recursive: true });
    const lines = [JSON.stringify({ journal: VERSION, ...header })];
    for (const p of plan) lines.push(JSON.stringify({ plan: p }));
    const temp = path.join(dir, `${JOURNAL}.tmp`);
    writeDurably(temp, `${lines.join("\n")}\n`, "w");
    renameSync(temp, path.join(dir, JOURNAL));
    // Copies for torn writes of the run continued here were used before this run began.
    for (const f of readdirSync(dir)) if (f.startsWith("redo-")) rmSync(path.join(dir, f));
    return new Journal(dir);
  }

  /** Add a file to the plan (an interactive run decides file by file). */
  add(planned: PlannedFile): void {
    writeDurably(path.join(this.dir, JOURNAL), `${JSON.stringify({ plan: planned })}\n`, "a");
  }

  /** Before an in-place write of `file`: keep its new content to finish a torn write from. */
  beforeInPlace(file: string, content: string): void {
    const copy = `redo-${++this.redoCount}`;
    writeDurably(path.join(this.dir, copy), content, "w");
    writeDurably(
      path.join(this.dir, JOURNAL),
      `${JSON.stringify({ redo: { file, copy } })}\n`,
      "a",
    );
  }

  /** The run is complete: nothing is left to resume. */
  finish(): void {
    discardJournal(this.dir);
  }
}

export function discardJournal(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

function writeDurably(file: string, text: string, flags: "w" | "a"): void {
  const fd = openSync(file, flags, 0o600);
  try {
    const bytes = Buffer.from(text, "utf8");
    for (let off = 0; off < bytes.length;) off += writeSync(fd, bytes, off);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

function parseLine(line: string | undefined): any {
  if (!line) return undefined;
  try {
    return JSON.parse(line);
  } catch {
    return undefined;
  }
}
