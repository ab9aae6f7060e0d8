/**
 * Runs `transformFile` over the candidate files: in-process for small runs (a worker costs a
 * Babel load of its own), otherwise on worker threads that load the compiled transforms while
 * the main thread only hands out files and writes. A worker that dies fails only the file it
 * was on (a file that ran a worker out of memory is retried in this thread); a fresh one takes
 * over the rest.
 *
 * Memory: each worker's old generation is capped (`WORKER_OLD_GENERATION_MB`). Besides
 * bounding a thread, the cap lowers the factor by which V8 lets the heap grow past its live
 * size between full collections (it scales with the heap limit, up to 4x for the default
 * limit of a machine with plenty of memory), so a worker whose live data is a few tens of MB
 * no longer carries a couple of hundred MB of garbage. The main thread cannot be given such a
 * cap (its heap exists before any code runs), which is why it does not transform beside the
 * workers.
 */
import path from "node:path";
import { Worker } from "node:worker_threads";
import type { TransformFileOptions, TransformFileResult } from "./transform-file.js";

export interface Task {
  id: number;
  /** Path given to the transforms (as displayed). */
  path: string;
  source: string;
  /** The old package's version that this file's package is on, when known. */
  oldVersion?: string;
}

export interface PoolOptions {
  workers: number;
  options: TransformFileOptions;
  onResult(task: Task, result: TransformFileResult): void;
}

/** Files per worker below which threads cost more than they save. */
const FILES_PER_WORKER = 40;
/**
 * Old-generation cap of a worker. A 1 MB source file (the largest the CLI parses) needs well
 * under it; a worker that still runs out has its file retried in the main thread.
 */
const WORKER_OLD_GENERATION_MB = 1024;

export class Pool {
  private stopped = false;
  private threads = new Set<Worker>();

  constructor(private readonly opts: PoolOptions) {}

  /** Stop handing out work and end the workers (SIGINT/SIGTERM). */
  stop(): void {
    this.stopped = true;
    for (const w of this.threads) void w.terminate();
  }

  async run(tasks: Task[]): Promise<void> {
    const n = Math.min(this.opts.workers, Math.ceil(tasks.length / FILES_PER_WORKER));
    if (n <= 1) return this.inProcess(tasks);
    return this.onThreads(tasks, n);
  }

  private async inProcess(tasks: Task[]): Promise<void> {
    const { transformFile } = await import("./transform-file.js");
    const queue = [...tasks];
    for (let task = queue.shift(); task; task = queue.shift()) {
      if (this.stopped) return;
      this.opts.onResult(
        task,
        await transformFile(task.path, task.source, taskOptions(this.opts.options, task)),
      );
      // Let signal handlers run between files: a chain of resolved awaits never yields to them.
      await new Promise((r) => setImmediate(r));
    }
  }

  private async onThreads(tasks: Task[], n: number): Promise<void> {
    const queue = [...tasks];
    const script = path.join(workerDir(), "worker.cjs");
    /** Files that ran a worker out of memory, for this thread once the workers are done. */
    const outOfMemory: Task[] = [];
    let live = 0;
    let respawns = n + 8;
    await new Promise<void>((resolve) => {
      const maybeDone = () => {
        if (live === 0) resolve();
      };
      const spawn = () => {
        const worker = new Worker(script, {
          workerData: { options: this.opts.options },
          resourceLimits: { maxOldGenerationSizeMb: WORKER_OLD_GENERATION_MB },
        });
        this.threads.add(worker);
        live++;
        let current: Task | undefined;
        let finished = false;
        const next = () => {
          current = this.stopped ? undefined : queue.shift();
          if (current) worker.postMessage(current);
          else {
            finished = true;
            void worker.terminate();
          }
        };
        worker.on("message", (msg: { id: number } & TransformFileResult) => {
          const task = current;
          if (!task || msg.id !== task.id) return;
          const { id: _id, ...result } = msg;
          this.opts.onResult(task, result);
          next();
        });
        const died = (reason: string, code?: string) => {
          if (finished) return;
          finished = true;
          if (current && !this.stopped && code === "ERR_WORKER_OUT_OF_MEMORY") {
            outOfMemory.push(current);
          } else if (current && !this.stopped) {
            this.opts.onResult(current, {
              output: null,
              steps: [],
              error: `worker crashed (${reason}) on this file; left untouched`,
            });
          }
          current = undefined;
          if (!this.stopped && queue.length && respawns-- > 0) spawn();
        };
        worker.on("error", (e: Error & { code?: string }) => died(e.message, e.code));
        worker.on("exit", (code) => {
          this.threads.delete(worker);
          died(`exit code ${code}`);
          live--;
          maybeDone();
        });
        next();
      };
      for (let i = 0; i < n; i++) spawn();
    });
    if (outOfMemory.length) await this.inProcess(outOfMemory);
  }
}

/** The run's options with this file's own old-package version (per package, not per run). */
export function taskOptions(
  options: TransformFileOptions,
  task: { oldVersion?: string },
): TransformFileOptions {
  return task.oldVersion ? { ...options, oldVersion: task.oldVersion } : options;
}

/** dist/cli, where worker.cjs sits next to main.cjs. */
function workerDir(): string {
  return typeof __dirname === "string" ? __dirname : process.cwd();
}
