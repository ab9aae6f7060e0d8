/**
 * Atomic replacement of a file: write a temp file in the same directory (same file system),
 * give it the original's mode, fsync it, then rename it over the original. A reader, a crash
 * or `kill -9` at any instant sees either the old bytes or the new ones, never a mix; at
 * worst a temp file is left behind, which the next run recognises and removes.
 */
import {
  closeSync,
  fchmodSync,
  fsyncSync,
  openSync,
  renameSync,
  statSync,
  unlinkSync,
  writeSync,
} from "node:fs";
import path from "node:path";

const TEMP_RE = /^\..+\.mcp-migrate-(\d+)-\d+\.tmp$/;
let counter = 0;
/** Temp files of this process not yet renamed: removed if the process is interrupted. */
export const pendingTemps = new Set<string>();

export function isTempFile(file: string): boolean {
  return TEMP_RE.test(path.basename(file));
}

/** True when the process that made temp file `file` is gone (so the file is garbage). */
export function isStaleTemp(file: string): boolean {
  const m = TEMP_RE.exec(path.basename(file));
  if (!m) return false;
  const pid = Number(m[1]);
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return false;
  } catch (e: any) {
    return e?.code === "ESRCH";
  }
}

export function writeFileAtomic(file: string, content: string): void {
  const mode = statSync(file).mode & 0o7777;
  const temp = path.join(
    path.dirname(file),
    `.${path.basename(file)}.mcp-migrate-${process.pid}-${++counter}.tmp`,
  );
  pendingTemps.add(temp);
  try {
    const fd = openSync(temp, "wx", mode);
    try {
      fchmodSync(fd, mode); // open() applied the umask; keep the original mode exactly
      writeSync(fd, content);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(temp, file);
  } catch (e) {
    try {
      unlinkSync(temp);
    } catch {
      // never created, or already renamed
    }
    throw e;
  } finally {
    pendingTemps.delete(temp);
  }
}

export function removePendingTemps(): void {
  for (const t of pendingTemps) {
    try {
      unlinkSync(t);
    } catch {
      // already gone
    }
  }
  pendingTemps.clear();
}
