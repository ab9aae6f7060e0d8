// What the modern (SDK v2) and legacy (SDK 1.x) test servers have in common: tool names,
// fixed payloads, and the state a server records so tests can assert on what it saw.

import { appendFileSync } from "node:fs";

/**
 * For stdio children: writes env `TEST_SERVER_STDERR` (a line) and `TEST_SERVER_STDERR_BYTES`
 * (that many bytes) to stderr; appends this process's pid to the file named by env `TEST_SERVER_STARTS`
 * (so a test can count the processes a connection spawned); with env
 * `TEST_SERVER_EXIT_ON_PROBE`, exits on a `server/discover` request, as servers on SDKs that
 * end on any request before `initialize` do. Call it once the server reads stdin (a listener
 * added earlier would take the first chunk away from it).
 */
export function stdioStartHooks(): void {
  const starts = process.env.TEST_SERVER_STARTS;
  if (starts) appendFileSync(starts, `${process.pid}\n`);
  // stderr output at start: a line of text, and/or a flood of bytes.
  if (process.env.TEST_SERVER_STDERR) process.stderr.write(`${process.env.TEST_SERVER_STDERR}\n`);
  const flood = Number(process.env.TEST_SERVER_STDERR_BYTES ?? 0);
  if (flood > 0) process.stderr.write("e".repeat(flood) + "\n");
  if (process.env.TEST_SERVER_EXIT_ON_PROBE) {
    // Before the server's own listener: it exits without answering.
    process.stdin.prependListener("data", (chunk) => {
      if (String(chunk).includes('"server/discover"')) process.exit(0);
    });
  }
}

/** Tools every test server exposes, whatever its era. */
export const TOOL_NAMES = [
  "add",
  "echo",
  "image",
  "fail",
  "structured",
  "big",
  "slow",
  "progress",
  "log",
  "order",
  "delete_item",
  "ask",
  "sample",
  "roots",
  "stats",
] as const;

/** A 1x1 red PNG, base64. */
export const PNG_BASE64 =
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==";

/** Input schema of `order`: uses `$ref`/`$defs`, as real servers generated from pydantic do. */
export const ORDER_INPUT_SCHEMA = {
  type: "object",
  $defs: {
    Address: {
      type: "object",
      properties: {
        street: { type: "string" },
        city: { type: "string" },
      },
      required: ["street", "city"],
    },
  },
  properties: {
    item: { type: "string" },
    shipTo: { $ref: "#/$defs/Address" },
  },
  required: ["item", "shipTo"],
} as const;

/** What a server saw; shared by every server instance a handle creates. */
export interface ServerRecord {
  /** Tool calls that started. */
  calls: number;
  /** `slow` calls whose request was cancelled (abort signal fired) before they finished. */
  cancelled: number;
  /** `slow` calls currently running. */
  running: number;
  /** `ask` calls that ended with an accepted answer (`hello <name>`), for run-once checks. */
  answered: number;
}

export function newRecord(): ServerRecord {
  return { calls: 0, cancelled: 0, running: 0, answered: 0 };
}

/** Waits `ms`, or rejects as soon as `signal` aborts. */
export function waitOrAbort(ms: number, signal: AbortSignal): Promise<"done" | "aborted"> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve("aborted");
    const timer = setTimeout(() => {
      signal.removeEventListener("abort", onAbort);
      resolve("done");
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      resolve("aborted");
    };
    signal.addEventListener("abort", onAbort, { once: true });
  });
}

/** Runs the body of the `slow` tool and records what happened. */
export async function runSlow(
  record: ServerRecord,
  ms: number,
  signal: AbortSignal,
): Promise<string> {
  record.running++;
  try {
    const outcome = await waitOrAbort(ms, signal);
    if (outcome === "aborted") record.cancelled++;
    return outcome === "done" ? `slept ${ms}ms` : "aborted";
  } finally {
    record.running--;
  }
}

/** `stats` result text: the record plus facts only the server process knows. */
export function statsText(record: ServerRecord, era: "modern" | "legacy"): string {
  return JSON.stringify({ ...record, pid: process.pid, era });
}
