/**
 * Replacing a file's content without changing what the file is: its owner, group, mode and,
 * for a file with several hard links, its inode (every name keeps seeing the same file).
 *
 * A file with one link is replaced atomically: a temp file in the same directory (same file
 * system) gets the original's owner, group and mode, is fsynced and renamed over the
 * original, so a reader, a crash or `kill -9` sees either the old bytes or the new ones. At
 * worst a temp file is left behind, which the next writing run recognises and removes.
 *
 * Where a rename would lose something (a second hard link; an owner this user cannot give
 * the temp file), the file is rewritten in place instead. That is not atomic, so the caller's
 * `beforeInPlace` first records the new content (the run's journal), from which the next run
 * finishes a write that a crash tore.
 */
import {
  closeSync,
  fchmodSync,
  fchownSync,
  fstatSync,
  fsyncSync,
  ftruncateSync,
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

export type WriteMethod = "rename" | "in-place";

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

/** Replace the content of `file` (a regular file, not a symlink); see the module comment. */
export function replaceFile(file: string, content: string, beforeInPlace: () => void): WriteMethod {
  const bytes = Buffer.from(content, "utf8");
  const st = statSync(file);
  if (st.nlink === 1 && renameOver(file, bytes, st)) return "rename";
  beforeInPlace();
  writeInPlace(file, bytes);
  return "in-place";
}

/** The atomic path; false (nothing changed) when the temp file cannot take the original's owner. */
function renameOver(file: string, bytes: Buffer, st: import("node:fs").Stats): boolean {
  const mode = st.mode & 0o7777;
  const temp = path.join(
    path.dirname(file),
    `.${path.basename(file)}.mcp-migrate-${process.pid}-${++counter}.tmp`,
  );
  pendingTemps.add(temp);
  let renamed = false;
  try {
    const fd = openSync(temp, "wx", mode & 0o777);
    try {
      if (!takeOwner(fd, st)) return false;
      // After the chown (which clears set-id bits) and past the umask: the original mode exactly.
      fchmodSync(fd, mode);
      writeAll(fd, bytes);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(temp, file);
    renamed = true;
    return true;
  } finally {
    pendingTemps.delete(temp);
    if (!renamed) {
      try {
        unlinkSync(temp);
      } catch {
        // never created
      }
    }
  }
}

/** Give the temp file the original's owner and group; false when this user may not. */
function takeOwner(fd: number, st: import("node:fs").Stats): boolean {
  const own = fstatSync(fd);
  if (own.uid === st.uid && own.gid === st.gid) return true;
  try {
    fchownSync(fd, st.uid, st.gid);
    return true;
  } catch (e: any) {
    if (e?.code === "EPERM" || e?.code === "EINVAL") return false;
    throw e;
  }
}

/** Overwrite from the start, then cut to length: the inode, its links, owner and mode stay. */
export function writeInPlace(file: string, bytes: Buffer): void {
  const fd = openSync(file, "r+");
  try {
    writeAll(fd, bytes);
    ftruncateSync(fd, bytes.length);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

function writeAll(fd: number, bytes: Buffer): void {
  for (let off = 0; off < bytes.length;) off += writeSync(fd, bytes, off, bytes.length - off, off);
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
