/**
 * Unified diffs for review (`--dry`, `--interactive`) and +/- line counts for the results
 * table. Colors come from picocolors and are off unless the caller enables them.
 */
import { diffLines, formatPatch, structuredPatch } from "diff";
import { createColors } from "picocolors";

export type Colors = ReturnType<typeof createColors>;
export const colors = (enabled: boolean): Colors => createColors(enabled);

/** Compare without the line terminator so a CRLF file's diff reads like any other. */
const strip = (s: string) => s.replace(/\r\n/g, "\n").replace(/^\uFEFF/, "");

/**
 * The unified diff of a change and its +/- line counts, from one line diff (the counts are
 * `countChanges`'s: every added or removed line stands once in some hunk).
 */
export function reviewDiff(
  display: string,
  before: string,
  after: string,
  c: Colors,
): { text: string; added: number; removed: number } {
  const patch = structuredPatch(
    `a/${display}`,
    `b/${display}`,
    strip(before),
    strip(after),
    "",
    "",
    { context: 3 },
  );
  let added = 0;
  let removed = 0;
  for (const hunk of patch.hunks) {
    for (const line of hunk.lines) {
      if (line[0] === "+") added++;
      else if (line[0] === "-") removed++;
    }
  }
  // drop the "Index:"/"=====" line
  const text = colorPatch(formatPatch(patch).split("\n").slice(1).join("\n"), c);
  return { text, added, removed };
}

export function colorPatch(patch: string, c: Colors): string {
  return patch
    .split("\n")
    .filter((l) => !/^={5,}$/.test(l))
    .map((l) => {
      if (l.startsWith("+++") || l.startsWith("---")) return c.bold(l);
      if (l.startsWith("@@")) return c.cyan(l);
      if (l.startsWith("+")) return c.green(l);
      if (l.startsWith("-")) return c.red(l);
      return l;
    })
    .join("\n");
}

export function countChanges(before: string, after: string): { added: number; removed: number } {
  let added = 0;
  let removed = 0;
  for (const part of diffLines(strip(before), strip(after))) {
    if (part.added) added += part.count ?? 0;
    else if (part.removed) removed += part.count ?? 0;
  }
  return { added, removed };
}

/** A run of removed and/or added lines between unchanged ones: the unit `--interactive` asks about. */
export interface Hunk {
  index: number;
  removed: string;
  added: string;
  /** Up to three unchanged lines before and after, for display. */
  before: string[];
  after: string[];
  /** 0-based first line and line count of the removed lines (in the old text) and added ones (new text). */
  oldStart: number;
  oldLines: number;
  newStart: number;
  newLines: number;
}

interface Piece {
  kind: "same" | "hunk";
  value: string;
  hunk?: Hunk;
}

/** Split a change into hunks that can be accepted or skipped one by one. Works on raw text, so
 * line endings and BOM survive whatever subset is applied. */
export function splitHunks(before: string, after: string): { pieces: Piece[]; hunks: Hunk[] } {
  const parts = diffLines(before, after);
  const pieces: Piece[] = [];
  const hunks: Hunk[] = [];
  let oldLine = 0;
  let newLine = 0;
  for (const part of parts) {
    const last = pieces[pieces.length - 1];
    const count = part.count ?? 0;
    if (!part.added && !part.removed) {
      pieces.push({ kind: "same", value: part.value });
      oldLine += count;
      newLine += count;
      continue;
    }
    let hunk = last?.kind === "hunk" ? last.hunk! : undefined;
    if (!hunk) {
      hunk = {
        index: hunks.length,
        removed: "",
        added: "",
        before: [],
        after: [],
        oldStart: oldLine,
        oldLines: 0,
        newStart: newLine,
        newLines: 0,
      };
      hunks.push(hunk);
      pieces.push({ kind: "hunk", value: "", hunk });
    }
    if (part.added) {
      hunk.added += part.value;
      hunk.newLines += count;
      newLine += count;
    } else {
      hunk.removed += part.value;
      hunk.oldLines += count;
      oldLine += count;
    }
  }
  pieces.forEach((p, i) => {
    if (p.kind !== "hunk") return;
    const prev = pieces[i - 1];
    const next = pieces[i + 1];
    if (prev?.kind === "same") p.hunk!.before = lines(prev.value).slice(-3);
    if (next?.kind === "same") p.hunk!.after = lines(next.value).slice(0, 3);
  });
  return { pieces, hunks };
}

export function applyHunks(pieces: Piece[], accepted: Set<number>): string {
  return pieces
    .map((p) =>
      p.kind === "same" ? p.value : accepted.has(p.hunk!.index) ? p.hunk!.added : p.hunk!.removed,
    )
    .join("");
}

export function formatHunk(h: Hunk, c: Colors): string {
  return [
    ...h.before.map((l) => ` ${l}`),
    ...lines(h.removed).map((l) => c.red(`-${l}`)),
    ...lines(h.added).map((l) => c.green(`+${l}`)),
    ...h.after.map((l) => ` ${l}`),
  ].join("\n");
}

function lines(text: string): string[] {
  if (!text) return [];
  const out = strip(text).split("\n");
  if (out[out.length - 1] === "") out.pop();
  return out;
}
