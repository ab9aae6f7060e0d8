/**
 * `--handoff FILE`: every `TODO(mcp-migrate)` marker the run's files carry once it is done,
 * as a task a person or a coding agent can finish without the run's context: the file and the
 * marker's line, the code around it, the old code (for a marker this run placed), what to
 * change, and the doc section that explains the rule. Markdown, or JSON for a `.json` file.
 * The guide for working through it ships as docs/SKILL.md.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import type { ManualStep } from "../codemod/migration.js";
import { scanMarkers } from "./marker-scan.js";
import { docLink, docRef, docSectionOf, docsDir } from "./rule-docs.js";

/** A file of the run as it is (or would be) once the run is done. */
export interface MarkedText {
  file: string;
  text: string;
  /** The text before this run, when the run changed the file. */
  before?: string;
  /** This run's steps in the file (their lines are lines of `before`). */
  steps: ManualStep[];
}

export interface HandoffTask {
  file: string;
  /** 1-based line of the marker comment. */
  line: number;
  /** The rule, when this run placed the marker; undefined for a marker of an earlier run. */
  rule?: string;
  /** What to change and why: the marker's text. */
  change: string;
  /** The code around the marker, each line prefixed with its number. */
  code: string;
  /** The code before this run around the place it marked, or how to find it. */
  oldCode: string;
  /** The doc section, relative to the package (`docs/migration.md#methods-methods`). */
  docs: string;
  /** The same section as a path in this installation. */
  docsPath: string;
}

const CONTEXT = 4;

export function handoffTasks(files: MarkedText[]): HandoffTask[] {
  const tasks: HandoffTask[] = [];
  for (const f of [...files].sort((a, b) => a.file.localeCompare(b.file))) {
    const lines = f.text.split(/\r?\n/);
    const beforeLines = f.before?.split(/\r?\n/);
    // This run's marker steps, by message, in line order: the k-th marker with a message is
    // the k-th step with it.
    const todo = new Map<string, ManualStep[]>();
    for (const s of [...f.steps].sort((a, b) => a.line - b.line)) {
      if (s.kind !== "todo") continue;
      const key = flat(s.message);
      todo.set(key, [...(todo.get(key) ?? []), s]);
    }
    for (const m of scanMarkers(f.text)) {
      const step = todo.get(flat(m.message))?.shift();
      const section = docSectionOf(step?.rule);
      tasks.push({
        file: f.file,
        line: m.line,
        ...(step ? { rule: step.rule } : {}),
        change: m.message,
        code: excerpt(lines, m.line),
        oldCode:
          step && beforeLines
            ? excerpt(beforeLines, step.line)
            : "Marked by an earlier run: the code before it is in git history " +
              `(\`git log -p -- ${f.file}\`).`,
        docs: `docs/${docRef(section)}`,
        docsPath: docLink(step?.rule),
      });
    }
  }
  return tasks;
}

/** Lines `line ± CONTEXT`, numbered (a step without a position counts as line 1). */
function excerpt(lines: string[], at: number): string {
  const line = Math.min(Math.max(at, 1), lines.length);
  const from = Math.max(1, line - CONTEXT);
  const to = Math.min(lines.length, line + CONTEXT);
  const width = String(to).length;
  const out: string[] = [];
  for (let n = from; n <= to; n++) out.push(`${String(n).padStart(width)} | ${lines[n - 1]}`);
  return out.join("\n");
}

export function writeHandoff(file: string, tasks: HandoffTask[], applied: boolean): void {
  const text = file.toLowerCase().endsWith(".json")
    ? `${JSON.stringify({ guide: skillPath(), applied, tasks }, null, 2)}\n`
    : markdown(tasks, applied);
  writeFileSync(path.resolve(file), text);
}

function skillPath(): string {
  return path.join(docsDir(), "SKILL.md");
}

function markdown(tasks: HandoffTask[], applied: boolean): string {
  const out = [
    `# Finish the migration to langchain-mcp-bridge: ${tasks.length} task${tasks.length === 1 ? "" : "s"}`,
    "",
    "Each task is one `TODO(mcp-migrate)` marker the codemod left where it had no safe rewrite.",
    "Make the change it asks for, delete the marker, and keep the program's behaviour; the",
    `guide for working through them: ${skillPath()}.`,
    applied
      ? ""
      : "\nThis run wrote nothing (a review run): the lines below are those of the migrated files once it is applied.\n",
  ];
  tasks.forEach((t, i) => {
    out.push(
      `## ${i + 1}. ${t.file}:${t.line}${t.rule ? ` (${t.rule})` : ""}`,
      "",
      `**What to change:** ${t.change}`,
      "",
      "**The code around the marker:**",
      "",
      fence(t.code),
      "",
      "**The old code (before the migration):**",
      "",
      t.oldCode.includes(" | ") ? fence(t.oldCode) : t.oldCode,
      "",
      `**Docs:** ${t.docs} (${t.docsPath})`,
      "",
    );
  });
  return `${out
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trimEnd()}\n`;
}

function fence(code: string): string {
  const ticks = code.includes("```") ? "````" : "```";
  return `${ticks}\n${code}\n${ticks}`;
}

const flat = (s: string) => s.replace(/\s+/g, " ").trim();
