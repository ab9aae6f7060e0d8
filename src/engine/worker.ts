/**
 * Worker thread: runs `transformFile` for the files the pool sends. It loads the compiled
 * CommonJS transforms directly (no Babel register) and never writes: the main thread owns
 * every write, so a dying worker cannot leave a half-written file.
 */
import { parentPort, workerData } from "node:worker_threads";
import { taskOptions } from "./pool.js";
import { transformFile, type TransformFileOptions } from "./transform-file.js";

export interface WorkerTask {
  id: number;
  path: string;
  source: string;
  oldVersion?: string;
}

if (parentPort) {
  const port = parentPort;
  const options: TransformFileOptions = workerData?.options ?? {};
  port.on("message", async (task: WorkerTask) => {
    // Test hook: simulate a worker crash on a given file (see test/cli).
    const crashOn = process.env.MCP_MIGRATE_TEST_CRASH_ON;
    if (crashOn && task.path.includes(crashOn)) process.exit(70);
    // Test hook: run out of memory on a given file (the pool retries it in the main thread).
    const oomOn = process.env.MCP_MIGRATE_TEST_OOM_ON;
    if (oomOn && task.path.includes(oomOn)) {
      const hog: number[][] = [];
      for (;;) hog.push(new Array<number>(1 << 20).fill(hog.length));
    }
    const result = await transformFile(task.path, task.source, taskOptions(options, task)).catch(
      (e: unknown) => ({
        output: null,
        steps: [],
        error: `internal error: ${e instanceof Error ? e.message : String(e)}`,
      }),
    );
    port.postMessage({ id: task.id, ...result });
  });
}
