/**
 * `--interactive`: each changed file's diff, choice by choice, with accept / skip / quit read
 * line by line from stdin (so it can be scripted). A choice is one hunk, or the hunks that only
 * make sense together (made by one migration: hunk-links.ts), offered as one. A file is written
 * only with the hunks accepted, and only if that combination still parses.
 */
import { createInterface, type Interface } from "node:readline";
import type { Stage } from "../engine/transform-file.js";
import { applyHunks, formatHunk, splitHunks, type Colors } from "./diff.js";
import { linkHunks, type HunkGroup } from "./hunk-links.js";

export type Decision =
  { kind: "all" } | { kind: "some"; text: string } | { kind: "none" } | { kind: "quit" };

export class Prompter {
  private readonly rl: Interface;
  private lines: AsyncIterator<string>;
  private closed = false;

  constructor(
    input: NodeJS.ReadableStream = process.stdin,
    private readonly out: NodeJS.WritableStream = process.stdout,
  ) {
    this.rl = createInterface({ input, terminal: false });
    this.lines = this.rl[Symbol.asyncIterator]();
  }

  /** Release stdin, or a terminal would keep the process waiting after the review. */
  close(): void {
    this.closed = true;
    this.rl.close();
  }

  /** One answer; end of input counts as quit. */
  async ask(question: string): Promise<string> {
    this.out.write(question);
    if (this.closed) return "q";
    const next = await this.lines.next();
    if (next.done) {
      this.closed = true;
      this.out.write("\n");
      return "q";
    }
    return String(next.value).trim().toLowerCase();
  }
}

const HELP =
  "  y accept this change, n skip it, a accept the rest of this file, s skip the rest of this file, q quit\n";

/**
 * Review one file. `stages` (the text after each migration) links hunks made together; without
 * them each hunk is its own choice.
 */
export async function reviewFile(
  display: string,
  before: string,
  after: string,
  prompter: Prompter,
  c: Colors,
  out: NodeJS.WritableStream = process.stdout,
  stages?: Stage[],
): Promise<Decision> {
  const { pieces, hunks } = splitHunks(before, after);
  const groups: HunkGroup[] = stages
    ? linkHunks(before, stages, after, hunks)
    : hunks.map((h) => ({ hunks: [h.index], by: [] }));
  const accepted = new Set<number>();
  const linked =
    groups.length < hunks.length
      ? `, ${groups.length} choice${groups.length === 1 ? "" : "s"}`
      : "";
  out.write(
    `\n${c.bold(display)} (${hunks.length} change${hunks.length === 1 ? "" : "s"}${linked})\n`,
  );
  let rest: "accept" | "skip" | undefined;
  for (const group of groups) {
    const accept = () => group.hunks.forEach((i) => accepted.add(i));
    if (rest === "accept") accept();
    if (rest) continue;
    for (const i of group.hunks) {
      out.write(`${c.cyan(`@@ change ${i + 1}/${hunks.length} @@`)}\n${formatHunk(hunks[i], c)}\n`);
    }
    const several = group.hunks.length > 1;
    if (several) {
      out.write(
        `  linked: changes ${group.hunks.map((i) => i + 1).join(", ")} were made together (${group.by.join(", ")}) and only make sense together: one choice\n`,
      );
    }
    const question = several
      ? `Apply these ${group.hunks.length} linked changes to ${display}? [y,n,a,s,q,?] `
      : `Apply this change to ${display}? [y,n,a,s,q,?] `;
    for (;;) {
      const a = await prompter.ask(question);
      if (a === "y" || a === "yes") accept();
      else if (a === "a") {
        accept();
        rest = "accept";
      } else if (a === "s") rest = "skip";
      else if (a === "q" || a === "quit") return { kind: "quit" };
      else if (a !== "n" && a !== "no") {
        out.write(HELP);
        continue;
      }
      break;
    }
  }
  if (accepted.size === 0) return { kind: "none" };
  if (accepted.size === hunks.length) return { kind: "all" };
  return { kind: "some", text: applyHunks(pieces, accepted) };
}
