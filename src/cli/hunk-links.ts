/**
 * `--interactive` links the hunks of a file that only make sense together: hunks made by one
 * migration (the options it removes from a config and adds to `new MCPAdapter(…, options)`,
 * an import it renames and the uses it renames) are offered as one choice. Which migration made
 * which line is read from the file's text after each migration (`stages`), like `git blame`
 * over that sequence; the safety net's markers, added after the last migration, count as one
 * more stage.
 */
import { diffLines } from "diff";
import type { Stage } from "../engine/transform-file.js";
import type { Hunk } from "./diff.js";

/** Hunks offered as one choice, by index into the file's hunks, and the stages that made them. */
export interface HunkGroup {
  hunks: number[];
  by: string[];
}

export const SAFETY_NET_STAGE = "type-check safety net";

type Origin = { original: number } | { stage: string };

export function linkHunks(
  before: string,
  stages: Stage[],
  after: string,
  hunks: Hunk[],
): HunkGroup[] {
  const sequence = [...stages];
  if ((sequence.at(-1)?.text ?? before) !== after)
    sequence.push({ migration: SAFETY_NET_STAGE, text: after });
  // Each line of the current text: the original line it is, or the stage that wrote it.
  let origins: Origin[] = lineCounts(before).map((_, i) => ({ original: i }));
  const removedBy = new Map<number, string>();
  let text = before;
  for (const stage of sequence) {
    const next: Origin[] = [];
    let at = 0;
    for (const part of diffLines(text, stage.text)) {
      const count = part.count ?? 0;
      if (part.added) {
        for (let i = 0; i < count; i++) next.push({ stage: stage.migration });
        continue;
      }
      const lines = origins.slice(at, at + count);
      at += count;
      if (!part.removed) next.push(...lines);
      else for (const o of lines) if ("original" in o) removedBy.set(o.original, stage.migration);
    }
    origins = next;
    text = stage.text;
  }
  const owners = hunks.map((h) => {
    const by = new Set<string>();
    for (let i = h.oldStart; i < h.oldStart + h.oldLines; i++) {
      const stage = removedBy.get(i);
      if (stage) by.add(stage);
    }
    for (let i = h.newStart; i < h.newStart + h.newLines; i++) {
      const o = origins[i];
      if (o && "stage" in o) by.add(o.stage);
    }
    return by;
  });
  // Hunks sharing a stage are one group (union-find over the stages).
  const parent = hunks.map((_, i) => i);
  const find = (i: number): number => (parent[i] === i ? i : (parent[i] = find(parent[i])));
  const firstOf = new Map<string, number>();
  owners.forEach((by, i) => {
    for (const stage of by) {
      const first = firstOf.get(stage);
      if (first === undefined) firstOf.set(stage, i);
      else parent[find(i)] = find(first);
    }
  });
  const groups = new Map<number, HunkGroup>();
  hunks.forEach((_, i) => {
    const root = find(i);
    const group = groups.get(root) ?? { hunks: [], by: [] };
    group.hunks.push(i);
    for (const stage of owners[i]) if (!group.by.includes(stage)) group.by.push(stage);
    groups.set(root, group);
  });
  return [...groups.values()].sort((a, b) => a.hunks[0] - b.hunks[0]);
}

/** One entry per line, as `diffLines` counts them. */
function lineCounts(text: string): null[] {
  const count = diffLines(text, "").reduce((n, part) => n + (part.count ?? 0), 0);
  return new Array(count).fill(null);
}
