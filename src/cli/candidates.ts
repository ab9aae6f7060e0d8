/**
 * Which discovered files go to the transforms: each file is read and pre-filtered by text
 * (most never name the old package and are never parsed), then the cross-file pre-passes
 * may add files that import an old client from another module.
 */
import { readFileSync } from "node:fs";
import { mentionsOldModule, type Migration } from "../codemod/migration.js";
import type { Task } from "../engine/pool.js";
import { runPrePasses } from "../engine/prepass.js";
import type { TransformFileOptions } from "../engine/transform-file.js";
import type { DiscoveredFile } from "./discovery.js";
import { hasMarker } from "./marker-scan.js";
import type { FileOutcome, Mode } from "./report.js";
import { isWritten, writtenBefore, type RunFacts } from "./resume.js";
import type { Unfinished } from "./journal.js";

/** Files that name the old package and are larger than this are reported, not parsed. */
export const MAX_FILE_BYTES = 1024 * 1024;

export interface Candidates {
  /** Outcomes settled without a transform: unreadable, too large, written before, skipped. */
  outcomes: Map<string, FileOutcome>;
  /** The files to transform; a task's `id` is its index here. */
  tasks: Task[];
  files: DiscoveredFile[];
  /** Text of every readable source file (and candidate package.json), for the cross-file pre-passes. */
  texts: Map<string, string>;
  /** Source files that are no candidate but carry `TODO(mcp-migrate)` markers (an earlier run's). */
  marked: Map<string, { display: string; text: string }>;
}

export function readCandidates(
  found: DiscoveredFile[],
  mode: Mode,
  resumed: Unfinished<RunFacts> | undefined,
  migrations: () => Migration[],
): Candidates {
  const c: Candidates = {
    outcomes: new Map(),
    tasks: [],
    files: [],
    texts: new Map(),
    marked: new Map(),
  };
  let textMigrations: Migration[] | undefined;
  for (const file of found) {
    let source: string;
    try {
      const raw = readFileSync(file.abs);
      source = raw.toString("utf8");
      const utf16 = utf16Text(raw);
      if (utf16 !== undefined && mentionsOldModule(utf16)) {
        c.outcomes.set(file.display, failed(file.display, "UTF-16, not UTF-8; left untouched"));
        continue;
      }
      if (source.includes("\uFFFD") && !Buffer.from(source, "utf8").equals(raw)) {
        if (mentionsOldModule(source)) {
          c.outcomes.set(file.display, failed(file.display, "not valid UTF-8; left untouched"));
          continue;
        }
      }
    } catch (e) {
      c.outcomes.set(file.display, failed(file.display, `cannot read: ${(e as Error).message}`));
      continue;
    }
    const done = resumed?.files.get(file.abs);
    if (done && isWritten(done, source)) {
      if (hasMarker(source)) c.marked.set(file.abs, { display: file.display, text: source });
      c.outcomes.set(file.display, writtenBefore(file.display, done, mode, resumed!.started));
      continue;
    }
    // Beyond this size a file that names the old package is not parsed: the printer's cost
    // grows much faster than the file (documented in docs/codemod.md).
    if (source.length > MAX_FILE_BYTES && mentionsOldModule(source)) {
      c.outcomes.set(
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
      textMigrations ??= migrations().filter((m) => m.kind === "text");
      candidate =
        (mentionsOldModule(source) || /"(mcpServers|servers)"\s*:/.test(source)) &&
        textMigrations.some((m) => m.kind === "text" && m.matches(file.display));
      // The pre-passes that learn what a migrated package.json's dependencies accept read it.
      if (candidate && /(^|[\\/])package\.json$/.test(file.abs)) c.texts.set(file.abs, source);
    } else {
      candidate = mentionsOldModule(source);
      c.texts.set(file.abs, source);
    }
    if (!candidate) {
      if (!/\.json$/i.test(file.abs) && hasMarker(source))
        c.marked.set(file.abs, { display: file.display, text: source });
      c.outcomes.set(file.display, {
        file: file.display,
        status: "skipped",
        reason: "does not mention the old package",
        steps: [],
      });
      continue;
    }
    addCandidate(c, file, source);
  }
  return c;
}

/**
 * The cross-file pre-passes: once, in this thread, before any file is transformed (or the
 * facts of the interrupted run this one continues). Their facts go into `options` for every
 * file (in-process and on the workers); the files they name become candidates too.
 */
export function addPrePassVisits(
  c: Candidates,
  found: DiscoveredFile[],
  options: TransformFileOptions,
  resumed: Unfinished<RunFacts> | undefined,
  migrations: () => Migration[],
): void {
  if (!c.tasks.length) return;
  const prepasses = resumed ? resumed.facts.prepasses : runPrePasses(migrations(), c.texts);
  if (!prepasses) return;
  options.facts = prepasses.facts;
  options.visit = prepasses.visit;
  const byAbs = new Map(found.map((f) => [f.abs, f]));
  for (const abs of prepasses.visit) {
    const file = byAbs.get(abs);
    const source = c.texts.get(abs);
    if (!file || source === undefined || c.outcomes.get(file.display)?.status !== "skipped")
      continue;
    c.outcomes.delete(file.display);
    c.marked.delete(abs);
    addCandidate(c, file, source);
  }
}

/** A file joins the run as a task (its `id` is its index in `files`). */
export function addCandidate(c: Candidates, file: DiscoveredFile, source: string): void {
  c.tasks.push({ id: c.tasks.length, path: file.display, source });
  c.files.push(file);
}

/**
 * The text of a UTF-16 file (a byte-order mark, or NUL bytes between ASCII ones), which reads
 * as UTF-8 without a replacement character and so would seem not to name the old package.
 */
function utf16Text(raw: Buffer): string | undefined {
  if (raw.length < 2) return undefined;
  if (raw[0] === 0xfe && raw[1] === 0xff) return Buffer.from(raw).swap16().toString("utf16le");
  const bomLE = raw[0] === 0xff && raw[1] === 0xfe;
  if (bomLE || (raw.includes(0) && raw[1] === 0 && raw[0] !== 0)) return raw.toString("utf16le");
  if (raw.includes(0) && raw[0] === 0 && raw[1] !== 0 && raw.length % 2 === 0)
    return Buffer.from(raw).swap16().toString("utf16le");
  return undefined;
}

export function failed(file: string, error: string): FileOutcome {
  return { file, status: "failed", error, steps: [] };
}
