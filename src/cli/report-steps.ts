/**
 * The report's "Needs a person" section: every manual step, by rule, never cut (the end of a
 * message is usually what to change). A message shared by several places is printed once,
 * followed by its places, so that a run over hundreds of files stays readable.
 */
import { TODO_MARKER, type ManualStep } from "../codemod/migration.js";
import type { Colors } from "./diff.js";

/** Places listed under one shared message; the rest are counted (each carries its marker). */
export const PLACES_SHOWN = 30;
/** Width a line of places wraps at. */
const PLACES_WIDTH = 100;

export function manualStepLines(steps: ManualStep[], c: Colors): string[] {
  if (!steps.length) return [];
  const out = [c.bold(`Needs a person (${steps.length}), by rule:`)];
  for (const [rule, list] of [...groupBy(steps, (s) => s.rule)].sort(([a], [b]) =>
    a.localeCompare(b),
  )) {
    const name = list.some((s) => s.kind === "error") ? c.red(rule) : c.yellow(rule);
    out.push(`  ${name} (${list.length}, ${kindOf(list)})`);
    for (const [message, same] of groupBy(list, (s) => flat(s.message))) {
      if (same.length === 1) {
        out.push(`    ${place(same[0])}  ${message}`);
        continue;
      }
      out.push(`    ${message}`, ...placeLines(same));
    }
  }
  return out;
}

function kindOf(list: ManualStep[]): string {
  if (list.every((s) => s.kind === "todo")) return `marked ${TODO_MARKER}`;
  if (list.every((s) => s.kind === "behavior-change")) return "behaviour change";
  if (list.every((s) => s.kind === "error"))
    return "error: breaks install, build or run until fixed";
  return "marked / behaviour change";
}

/** `file:line` of each step, wrapped, the first `PLACES_SHOWN` of them. */
function placeLines(steps: ManualStep[]): string[] {
  const lines: string[] = [];
  let line = "";
  for (const s of steps.slice(0, PLACES_SHOWN)) {
    const next = line ? `${line}  ${place(s)}` : place(s);
    if (line && next.length > PLACES_WIDTH) {
      lines.push(`      ${line}`);
      line = place(s);
    } else line = next;
  }
  if (line) lines.push(`      ${line}`);
  const more = steps.length - PLACES_SHOWN;
  if (more > 0)
    lines.push(`      …and ${more} more (each marked in its file; --json lists every one)`);
  return lines;
}

const place = (s: ManualStep) => `${s.file}:${s.line}`;
const flat = (s: string) => s.replace(/\s+/g, " ").trim();

function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}
