// Shared by the runtime reliability tests: the broken servers of ./servers, and counters for
// what a test must leave behind (child processes, open sockets, memory).
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync, readlinkSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const RAW_STDIO = fileURLToPath(new URL("./servers/raw-stdio.mjs", import.meta.url));

export type RawMode =
  | "ok"
  | "many-tools"
  | "hostile-tools"
  | "hostile-schemas"
  | "odd-names"
  | "echo-secrets"
  | "sdk-invalid-schemas"
  | "garbage-handshake"
  | "mute"
  | "stdout-faults";

/** An MCPConfig entry for the hand-written broken stdio server; `log` receives every message it reads. */
export function rawStdio(
  mode: RawMode = "ok",
  env: Record<string, string> = {},
): { entry: { command: string; args: string[]; env: Record<string, string> }; log: string } {
  const log = path.join(mkdtempSync(path.join(os.tmpdir(), "raw-mcp-")), "messages.jsonl");
  return {
    entry: {
      command: process.execPath,
      args: [RAW_STDIO],
      env: { RAW_MODE: mode, RAW_LOG: log, ...env },
    },
    log,
  };
}

/** The JSON-RPC messages a raw server has read so far. */
export function messagesSeen(log: string): Array<{ id?: unknown; method?: string; params?: any }> {
  let text: string;
  try {
    text = readFileSync(log, "utf8");
  } catch {
    return [];
  }
  return text
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}

/** Live child processes of this process (pids), from `ps --ppid`. */
export function childPids(): number[] {
  try {
    const out = execFileSync("ps", ["--ppid", String(process.pid), "-o", "pid=,stat="], {
      encoding: "utf8",
    });
    return out
      .split("\n")
      .map((l) => l.trim().split(/\s+/))
      .filter(([pid, stat]) => pid && !stat?.startsWith("Z") && Number(pid) !== 0)
      .map(([pid]) => Number(pid))
      .filter((pid) => pid !== undefined && !Number.isNaN(pid));
  } catch {
    return []; // ps exits 1 when there is no child
  }
}

/** Open file descriptors of this process that are sockets, from `/proc/self/fd`. */
export function socketFds(): number {
  let n = 0;
  for (const fd of readdirSync("/proc/self/fd")) {
    try {
      if (readlinkSync(`/proc/self/fd/${fd}`).startsWith("socket:")) n++;
    } catch {
      // closed while listing
    }
  }
  return n;
}

/** Every open file descriptor of this process. */
export function openFds(): number {
  return readdirSync("/proc/self/fd").length;
}

/** Resident set size in MB, after a full GC when `--expose-gc` is on. */
export function rssMB(): number {
  (globalThis as { gc?: () => void }).gc?.();
  return process.memoryUsage().rss / 1024 / 1024;
}

/** Polls until `check()` is true or `ms` passed; returns the last value of `check()`. */
export async function until(check: () => boolean, ms = 5000): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (check()) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return check();
}

/** Collects process warnings emitted while `fn` runs (and stderr writes). */
export async function captureOutput<T>(
  fn: () => Promise<T>,
): Promise<{ value?: T; error?: unknown; warnings: string[]; stderr: string; stdout: string }> {
  const warnings: string[] = [];
  const onWarning = (w: Error) => warnings.push(`${w.name}: ${w.message}\n${w.stack ?? ""}`);
  process.on("warning", onWarning);
  const errWrite = process.stderr.write.bind(process.stderr);
  const outWrite = process.stdout.write.bind(process.stdout);
  let stderr = "";
  let stdout = "";
  process.stderr.write = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
    stderr += chunk.toString();
    return (errWrite as (...a: unknown[]) => boolean)(chunk, ...rest);
  }) as typeof process.stderr.write;
  process.stdout.write = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
    stdout += chunk.toString();
    return (outWrite as (...a: unknown[]) => boolean)(chunk, ...rest);
  }) as typeof process.stdout.write;
  try {
    const value = await fn();
    await new Promise((r) => setTimeout(r, 20)); // warnings are emitted on the next tick
    return { value, warnings, stderr, stdout };
  } catch (error) {
    await new Promise((r) => setTimeout(r, 20));
    return { error, warnings, stderr, stdout };
  } finally {
    process.off("warning", onWarning);
    process.stderr.write = errWrite;
    process.stdout.write = outWrite;
  }
}
