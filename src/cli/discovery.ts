/**
 * Which files a run looks at. Inside a git work tree git itself lists them (tracked plus
 * untracked-but-not-ignored), so .gitignore semantics are exactly git's; elsewhere a walker
 * with a small .gitignore matcher does. Either way node_modules, build output and
 * dot-directories are skipped, and symlinks are never followed: whatever they point to inside
 * a root is found on its own, and whatever is outside a root is not ours to rewrite.
 */
import { spawnSync } from "node:child_process";
import { lstatSync, readdirSync, realpathSync, type Dirent } from "node:fs";
import path from "node:path";
import { isIgnored, readIgnoreFile, type IgnoreFile } from "./gitignore.js";
import { isTempFile } from "./atomic-write.js";

export const SOURCE_EXTENSIONS = [".ts", ".tsx", ".mts", ".cts", ".js", ".jsx", ".mjs", ".cjs"];
const SKIP_DIRS = new Set(["node_modules", "dist", "build", ".next", "coverage", "out"]);
const SKIP_FILES = new Set(["package-lock.json", "npm-shrinkwrap.json"]);

export interface DiscoveredFile {
  /** Absolute path used for reading and writing. */
  abs: string;
  /** Path shown to the user (relative to the working directory). */
  display: string;
}

export interface Discovery {
  files: DiscoveredFile[];
  /** Symlinks found under a root and not followed because they lead out of every root. */
  linksOutside: string[];
  /** Temp files left by a run that was killed before it could rename them. */
  staleTemps: string[];
}

export class MissingPathError extends Error {}

export function isCandidateName(file: string): boolean {
  const base = path.basename(file);
  if (SKIP_FILES.has(base)) return false;
  const ext = path.extname(base).toLowerCase();
  return ext === ".json" || SOURCE_EXTENSIONS.includes(ext);
}

export function discover(paths: string[], cwd = process.cwd()): Discovery {
  const roots: { abs: string; real: string }[] = [];
  for (const p of paths) {
    const abs = path.resolve(cwd, p);
    try {
      roots.push({ abs, real: realpathSync(abs) });
    } catch {
      throw new MissingPathError(`no such file or directory: ${p}`);
    }
  }
  const realRoots = roots.map((r) => r.real);
  const inRoots = (real: string) =>
    realRoots.some((r) => real === r || real.startsWith(r.endsWith(path.sep) ? r : r + path.sep));
  const out: Discovery = { files: [], linksOutside: [], staleTemps: [] };
  const seen = new Set<string>();
  const add = (real: string, shown: string) => {
    if (seen.has(real)) return;
    seen.add(real);
    out.files.push({ abs: real, display: path.relative(cwd, shown) || path.basename(shown) });
  };
  const onLink = (shown: string) => {
    let target: string;
    try {
      target = realpathSync(shown);
    } catch {
      return; // dangling
    }
    if (!inRoots(target)) out.linksOutside.push(path.relative(cwd, shown));
  };

  for (const root of roots) {
    const st = lstatSync(root.real);
    if (st.isFile()) {
      if (isCandidateName(root.real)) add(root.real, root.abs);
      continue;
    }
    if (!st.isDirectory()) continue;
    const listed = gitListFiles(root.real);
    if (listed) {
      for (const rel of listed) {
        const dirs = rel.split("/").slice(0, -1);
        if (dirs.some(skipDir)) continue;
        const real = path.join(root.real, rel);
        if (isTempFile(real)) out.staleTemps.push(real);
        if (!isCandidateName(rel)) continue;
        let s;
        try {
          s = lstatSync(real);
        } catch {
          continue; // deleted in the work tree but still in the index
        }
        if (s.isSymbolicLink()) onLink(path.join(root.abs, rel));
        else if (s.isFile()) add(real, path.join(root.abs, rel));
      }
    } else {
      walk(root.real, root.abs, [], add, onLink, out.staleTemps);
    }
  }
  out.files.sort((a, b) => (a.display < b.display ? -1 : a.display > b.display ? 1 : 0));
  return out;
}

function skipDir(name: string): boolean {
  return SKIP_DIRS.has(name) || name.startsWith(".");
}

function walk(
  real: string,
  shown: string,
  parentStack: IgnoreFile[],
  add: (real: string, shown: string) => void,
  onLink: (shown: string) => void,
  temps: string[],
): void {
  const own = readIgnoreFile(real);
  const stack = own ? [...parentStack, own] : parentStack;
  let entries: Dirent[];
  try {
    entries = readdirSync(real, { withFileTypes: true });
  } catch {
    return; // unreadable directory: nothing we could rewrite anyway
  }
  for (const e of entries) {
    const r = path.join(real, e.name);
    const s = path.join(shown, e.name);
    if (e.isSymbolicLink()) {
      if (!isIgnored(stack, r, false)) onLink(s);
    } else if (e.isDirectory()) {
      if (!skipDir(e.name) && !isIgnored(stack, r, true)) walk(r, s, stack, add, onLink, temps);
    } else if (e.isFile()) {
      if (isTempFile(r)) temps.push(r);
      else if (isCandidateName(e.name) && !isIgnored(stack, r, false)) add(r, s);
    }
  }
}

/** Files git would consider (cached + untracked, minus ignored), or null outside a work tree. */
function gitListFiles(dir: string): string[] | null {
  const r = spawnSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    cwd: dir,
    encoding: "utf8",
    maxBuffer: 512 * 1024 * 1024,
    stdio: ["ignore", "pipe", "ignore"],
  });
  if (r.status !== 0 || r.error) return null;
  return [...new Set(r.stdout.split("\0").filter(Boolean))];
}
