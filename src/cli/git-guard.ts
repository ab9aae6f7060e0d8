/**
 * Refuse to rewrite files that have uncommitted changes: after the run, `git diff` should show
 * the migration and nothing else, and `git checkout` should be able to undo it. Untracked files
 * count too, because checkout cannot restore them. Outside a git work tree there is nothing to
 * check; the caller says so.
 */
import { spawnSync } from "node:child_process";
import { statSync } from "node:fs";
import path from "node:path";

export interface GitState {
  /** Roots that are not inside any git work tree. */
  notInRepo: string[];
  /** `git status --porcelain` lines for the given roots. */
  dirty: string[];
}

export function gitState(roots: string[]): GitState {
  const state: GitState = { notInRepo: [], dirty: [] };
  for (const root of roots) {
    let dir = root;
    let scope = ".";
    try {
      if (!statSync(root).isDirectory()) {
        dir = path.dirname(root);
        scope = path.basename(root);
      }
    } catch {
      continue;
    }
    const inside = spawnSync("git", ["rev-parse", "--is-inside-work-tree"], {
      cwd: dir,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    });
    if (inside.status !== 0 || inside.stdout.trim() !== "true") {
      state.notInRepo.push(root);
      continue;
    }
    const status = spawnSync("git", ["status", "--porcelain", "--", scope], {
      cwd: dir,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    });
    for (const line of status.stdout.split("\n")) if (line.trim()) state.dirty.push(line);
  }
  state.dirty = [...new Set(state.dirty)];
  return state;
}

export function dirtyMessage(dirty: string[]): string {
  const shown = dirty.slice(0, 5).map((l) => `    ${l}`);
  if (dirty.length > 5) shown.push(`    … and ${dirty.length - 5} more`);
  return [
    `Refusing to run: the git work tree has uncommitted changes (${dirty.length} file${dirty.length === 1 ? "" : "s"}):`,
    ...shown,
    "",
    "The codemod rewrites files in place. Commit or stash your work first, so that `git diff`",
    "shows exactly what the migration did and `git checkout .` can undo it.",
    "To preview without writing, run with --dry. To run anyway, pass --force.",
  ].join("\n");
}
