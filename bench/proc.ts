// Process-tree helpers read straight from /proc (Linux): the bench counts the child processes a
// client leaves behind and samples the memory of a whole process tree (codemod workers included).
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { spawn } from "node:child_process";

const PAGE = 4096;

/** Every live process as pid -> [ppid, rss bytes]; zombies and vanished pids are skipped. */
function snapshot(): Map<number, [number, number]> {
  const out = new Map<number, [number, number]>();
  for (const name of readdirSync("/proc")) {
    const pid = Number(name);
    if (!Number.isInteger(pid)) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      // The command name may contain spaces and parentheses: parse after the last ')'.
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      if (fields[0] === "Z") continue;
      out.set(pid, [Number(fields[1]), Number(fields[21]) * PAGE]);
    } catch {
      // exited between readdir and read
    }
  }
  return out;
}

/** Pids of all live descendants of `root`. */
export function descendants(root: number, snap = snapshot()): number[] {
  const children = new Map<number, number[]>();
  for (const [pid, [ppid]] of snap) {
    const list = children.get(ppid) ?? [];
    list.push(pid);
    children.set(ppid, list);
  }
  const found: number[] = [];
  const stack = [root];
  while (stack.length) {
    for (const child of children.get(stack.pop()!) ?? []) {
      found.push(child);
      stack.push(child);
    }
  }
  return found;
}

/** Live descendants of `root` whose command line contains `needle` (e.g. a server script's path). */
export function descendantsRunning(root: number, needle: string): number[] {
  return descendants(root).filter((pid) => {
    try {
      return readFileSync(`/proc/${pid}/cmdline`, "utf8").includes(needle);
    } catch {
      return false;
    }
  });
}

/** Sum of RSS over `root` and its descendants. */
export function treeRss(root: number): number {
  const snap = snapshot();
  let total = snap.get(root)?.[1] ?? 0;
  for (const pid of descendants(root, snap)) total += snap.get(pid)?.[1] ?? 0;
  return total;
}

export interface RunResult {
  code: number | null;
  wallMs: number;
  /** user + system CPU of the process and every descendant it waited for (from /usr/bin/time) */
  cpuMs?: number;
  peakRss: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs a command to completion, polling the RSS of its whole process tree every `pollMs`.
 * (`/usr/bin/time -v` reports the largest single process, not the sum over workers.)
 */
export function runMeasured(
  cmd: string,
  args: string[],
  opts: { cwd?: string; pollMs?: number } = {},
): Promise<RunResult> {
  // CPU time holds better than wall time on a shared machine: /usr/bin/time reports it for the
  // whole tree (children's times include the descendants they waited for).
  const timeFile = `${tmpdir()}/bench-time-${process.pid}-${Math.random().toString(36).slice(2)}`;
  const timed = existsSync("/usr/bin/time");
  if (timed) {
    args = ["-f", "%U %S", "-o", timeFile, cmd, ...args];
    cmd = "/usr/bin/time";
  }
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const child = spawn(cmd, args, { cwd: opts.cwd, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d) => (stdout += d));
    child.stderr.on("data", (d) => (stderr += d));
    let peakRss = 0;
    const sample = () => {
      if (child.pid) peakRss = Math.max(peakRss, treeRss(child.pid));
    };
    const timer = setInterval(sample, opts.pollMs ?? 20);
    child.on("error", (error) => {
      clearInterval(timer);
      reject(error);
    });
    child.on("close", (code) => {
      clearInterval(timer);
      let cpuMs: number | undefined;
      if (timed) {
        try {
          const [user, sys] = readFileSync(timeFile, "utf8")
            .trim()
            .split("\n")
            .pop()!
            .split(" ")
            .map(Number);
          cpuMs = (user + sys) * 1000;
          rmSync(timeFile, { force: true });
        } catch {
          // no time file: the command could not start
        }
      }
      resolve({ code, wallMs: performance.now() - start, cpuMs, peakRss, stdout, stderr });
    });
  });
}
