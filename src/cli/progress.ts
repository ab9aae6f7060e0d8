/**
 * Feedback while files are transformed, on stderr so it never mixes with diffs or `--print`
 * output: a bar redrawn in place on a terminal for runs over 50 files, otherwise a plain line
 * at each quarter.
 */
const BAR_MIN_FILES = 50;

export class Progress {
  private done = 0;
  private lastQuarter = 0;
  private lastDraw = 0;
  private readonly tty: boolean;

  constructor(
    private readonly total: number,
    private readonly stream: NodeJS.WriteStream = process.stderr,
  ) {
    this.tty = Boolean(stream.isTTY) && total > BAR_MIN_FILES;
  }

  tick(): void {
    this.done++;
    if (this.tty) {
      const now = Date.now();
      if (now - this.lastDraw < 50 && this.done < this.total) return;
      this.lastDraw = now;
      const width = 30;
      const filled = Math.round((this.done / this.total) * width);
      this.stream.write(
        `\r[${"#".repeat(filled)}${"-".repeat(width - filled)}] ${this.done}/${this.total} files`,
      );
      return;
    }
    if (this.total <= BAR_MIN_FILES) return;
    const quarter = Math.floor((this.done / this.total) * 4);
    if (quarter > this.lastQuarter) {
      this.lastQuarter = quarter;
      this.stream.write(`progress: ${this.done}/${this.total} files transformed\n`);
    }
  }

  end(): void {
    if (this.tty) this.stream.write("\r\x1b[K");
  }
}
