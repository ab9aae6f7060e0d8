/**
 * `--interactive`: each changed file's diff, hunk by hunk, with accept / skip / quit read
 * line by line from stdin (so it can be scripted). A file is written only with the hunks
 * accepted, and only if that combination still parses.
 */
import { createInterface, type Interface } from "node:readline";
import { applyHunks, formatHunk, splitHunks, type Colors } from "./diff.js";

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

export async function reviewFile(
  display: string,
  before: string,
  after: string,
  prompter: Prompter,
  c: Colors,
  out: NodeJS.WritableStream = process.stdout,
): Promise<Decision> {
  const { pieces, hunks } = splitHunks(before, after);
  const accepted = new Set<number>();
  out.write(`\n${c.bold(display)} (${hunks.length} change${hunks.length === 1 ? "" : "s"})\n`);
  let rest: "accept" | "skip" | undefined;
  for (const h of hunks) {
    if (rest === "accept") accepted.add(h.index);
    if (rest) continue;
    out.write(`${c.cyan(`@@ change ${h.index + 1}/${hunks.length} @@`)}\n${formatHunk(h, c)}\n`);
    for (;;) {
      const a = await prompter.ask(`Apply this change to ${display}? [y,n,a,s,q,?] `);
      if (a === "y" || a === "yes") accepted.add(h.index);
      else if (a === "a") {
        accepted.add(h.index);
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
