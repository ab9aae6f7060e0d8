/**
 * The report's "Needs a person" section: the manual steps by rule, error-level rules first
 * (the project will not install, build or run until they are fixed), each rule with its count,
 * the doc section that explains it and one example; `--verbose` lists every place instead. A
 * message is never cut (the end of a message is usually what to change); a message shared by
 * several places is printed once, followed by its places.
 */
import { TODO_MARKER, type ManualStep } from "../codemod/migration.js";
import type { Colors } from "./diff.js";

/** Width a line of places wraps at. */
const PLACES_WIDTH = 100;

export interface StepLineOptions {
  /** Every place of every rule (`--verbose`); otherwise one example per rule. */
  verbose?: boolean;
  /** Where a rule is explained (a path a user can open); no docs line without it. */
  docs?: (rule: string) => string;
  /** The terminal's width: a message line longer than this wraps (never cut). */
  width?: number;
}

export function manualStepLines(
  steps: ManualStep[],
  c: Colors,
  options: StepLineOptions = {},
): string[] {
  if (!steps.length) return [];
  const wrapped = (line: string) => (options.width ? wrap(line, options.width) : [line]);
  const rules = [...groupBy(steps, (s) => s.rule)].sort(
    ([a, x], [b, y]) => errorRank(x) - errorRank(y) || a.localeCompare(b),
  );
  const out = [
    c.bold(
      `Needs a person (${steps.length}), by rule${options.verbose ? "" : ", one example each (--verbose lists every place)"}:`,
    ),
  ];
  for (const [rule, list] of rules) {
    const name = list.some((s) => s.kind === "error") ? c.red(rule) : c.yellow(rule);
    out.push(`  ${name} (${list.length}, ${kindOf(list)})`);
    if (options.docs) out.push(`    docs: ${options.docs(rule)}`);
    if (!options.verbose) {
      out.push(...exampleLines(list).flatMap(wrapped));
      continue;
    }
    for (const [message, same] of groupBy(list, (s) => flat(s.message))) {
      if (same.length === 1) {
        out.push(...wrapped(`    ${place(same[0])}  ${message}`));
        continue;
      }
      out.push(...wrapped(`    ${message}`), ...placeLines(same));
    }
  }
  return out;
}

/** Error-level rules sort first. */
const errorRank = (list: ManualStep[]) => (list.some((s) => s.kind === "error") ? 0 : 1);

/** The rule's first place, whole, and a count of the others. */
function exampleLines(list: ManualStep[]): string[] {
  const [first] = [...list].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
  const lines = [`    ${place(first)}  ${flat(first.message)}`];
  const more = list.length - 1;
  if (more > 0) {
    const messages = new Set(list.map((s) => flat(s.message))).size;
    const other = messages > 1 ? `, ${messages - 1} other message${messages > 2 ? "s" : ""}` : "";
    lines.push(`    …and ${more} more place${more === 1 ? "" : "s"}${other}`);
  }
  return lines;
}

function kindOf(list: ManualStep[]): string {
  if (list.every((s) => s.kind === "todo")) return `marked ${TODO_MARKER}`;
  if (list.every((s) => s.kind === "behavior-change")) return "behaviour change";
  if (list.every((s) => s.kind === "error"))
    return "error: breaks install, build or run until fixed";
  return "marked / behaviour change";
}

/** `file:line` of each step, wrapped. */
function placeLines(steps: ManualStep[]): string[] {
  const lines: string[] = [];
  let line = "";
  for (const s of steps) {
    const next = line ? `${line}  ${place(s)}` : place(s);
    if (line && next.length > PLACES_WIDTH) {
      lines.push(`      ${line}`);
      line = place(s);
    } else line = next;
  }
  if (line) lines.push(`      ${line}`);
  return lines;
}

/** Word-wrap `line` at `width`, continuation lines indented two more than the line. */
export function wrap(line: string, width: number): string[] {
  if (line.length <= width) return [line];
  const lead = /^ */.exec(line)![0];
  const out: string[] = [];
  let current = lead;
  for (const word of line.slice(lead.length).split(" ")) {
    const blank = current.trim() === "";
    const next = blank ? `${current}${word}` : `${current} ${word}`;
    if (!blank && next.length > width) {
      out.push(current);
      current = `${lead}  ${word}`;
    } else current = next;
  }
  out.push(current);
  return out;
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
