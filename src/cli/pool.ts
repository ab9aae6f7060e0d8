/**
 * Runs `transformFile` over the candidate files: in-process for small runs (a worker costs a
 * Babel load of its own), otherwise on worker threads that load the compiled transforms. A
 * worker that dies fails only the file it was on; a fresh one takes over the rest.
 */
import path from "node:path";
import { Worker } from "node:worker_threads";
import type { TransformFileOptions, TransformFileResult } from "./transform-file.js";

export interface Task {
  id: number;
  /** Path given to the transforms (as displayed). */
  path: string;
  source: string;
}

export interface PoolOptions {
  workers: number;
  /**
   * Count the main thread as one of `workers` (it transforms files beside the threads instead
   * of idling): one Babel load fewer. Used for the default worker count.
   */
  mainLane?: boolean;
  options: TransformFileOptions;
  onResult(task: Task, result: TransformFileResult): void;
}

/** Files per worker below which threads cost more than they save. */
const FILES_PER_WORKER = 40;

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
    if (!this.opts.mainLane) return this.onThreads(tasks, n);
    const queue = [...tasks];
    await Promise.all([this.onThreads(queue, n - 1, true), this.inProcess(queue, true)]);
  }

  /** With `shared`, takes tasks from the queue the threads also take from. */
  private async inProcess(tasks: Task[], shared = false): Promise<void> {
    const { transformFile } = await import("./transform-file.js");
    const queue = shared ? tasks : [...tasks];
    for (let task = queue.shift(); task; task = queue.shift()) {
      if (this.stopped) return;
      this.opts.onResult(task, await transformFile(task.path, task.source, this.opts.options));
      // Let signal handlers run between files: a chain of resolved awaits never yields to them.
      await new Promise((r) => setImmediate(r));
    }
  }

  private onThreads(tasks: Task[], n: number, shared = false): Promise<void> {
    const queue = shared ? tasks : [...tasks];
    const script = path.join(workerDir(), "worker.cjs");
    let live = 0;
    let respawns = n + 8;
    return new Promise<void>((resolve) => {
      const maybeDone = () => {
        if (live === 0) resolve();
      };
      const spawn = () => {
        const worker = new Worker(script, { workerData: { options: this.opts.options } });
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
        const died = (reason: string) => {
          if (finished) return;
          finished = true;
          if (current && !this.stopped) {
            this.opts.onResult(current, {
              output: null,
              steps: [],
              error: `worker crashed (${reason}) on this file; left untouched`,
            });
          }
          current = undefined;
          if (!this.stopped && queue.length && respawns-- > 0) spawn();
        };
        worker.on("error", (e) => died(e.message));
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
  }
}

/** dist/cli, where worker.cjs sits next to main.cjs. */
function workerDir(): string {
  return typeof __dirname === "string" ? __dirname : process.cwd();
}
