/**
 * The git side of a run that writes. First, before any work: each root's repository must
 * open. A repository git refuses ("dubious ownership", a corrupt `.git`) is reported with
 * git's own words and refused, never mistaken for "not in a work tree". Then, after the
 * transforms and before the first write: the files the run would change must have no
 * uncommitted changes, so that `git diff` shows the migration alone and `git checkout` undoes
 * it. An untracked file the run would change counts (checkout cannot bring it back); files
 * the run does not touch (a `migrate.log` the user redirected into the tree) never block it.
 * A root outside any work tree is refused like a dirty file (no undo), unless --force.
 */
import { spawnSync } from "node:child_process";
import { existsSync, realpathSync, statSync } from "node:fs";
import path from "node:path";

export interface Repos {
  /** Real paths of the work trees' top directories that hold the roots. */
  tops: string[];
  /** The git directory of the first root's repository (where the run journal is kept). */
  gitDir?: string;
  /** Roots inside no git work tree (nor under any `.git`). */
  notInRepo: string[];
  /** Roots under a `.git` that git will not open, with git's reason. */
  broken: { root: string; reason: string }[];
}

export function openRepos(roots: string[]): Repos {
  const repos: Repos = { tops: [], notInRepo: [], broken: [] };
  for (const root of roots) {
    const dir = directoryOf(root);
    if (!dir) continue;
    const r = git(dir, ["rev-parse", "--show-toplevel", "--absolute-git-dir"]);
    if (r.ok) {
      const [top, gitDir] = r.stdout.trim().split("\n");
      const real = realpathSync(top);
      if (!repos.tops.includes(real)) repos.tops.push(real);
      repos.gitDir ??= gitDir;
    } else if (r.spawnError || !hasDotGitAbove(dir)) {
      repos.notInRepo.push(root);
    } else {
      repos.broken.push({ root, reason: r.stderr.trim() || `git exited with ${r.status}` });
    }
  }
  return repos;
}

/**
 * The files of `files` (absolute real paths) that git reports as modified, added, deleted,
 * renamed or untracked in the work trees `tops`.
 */
export function uncommitted(tops: string[], files: readonly string[]): string[] {
  const dirty = new Set<string>();
  for (const top of tops) {
    // -z: paths verbatim (no quoting of unicode or spaces), relative to the top directory.
    const r = git(top, ["status", "--porcelain=v1", "-z", "--untracked-files=all", "--no-renames"]);
    if (!r.ok) continue;
    for (const entry of r.stdout.split("\0")) {
      if (entry.length > 3) dirty.add(path.join(top, entry.slice(3)));
    }
  }
  return files.filter((f) => dirty.has(f));
}

export function dirtyMessage(files: string[]): string {
  const shown = files.slice(0, 10).map((f) => `    ${f}`);
  if (files.length > 10) shown.push(`    … and ${files.length - 10} more`);
  return [
    `Refusing to run: ${files.length} file${files.length === 1 ? "" : "s"} this run would change ${files.length === 1 ? "has" : "have"} uncommitted changes:`,
    ...shown,
    "",
    "The codemod rewrites these files in place. Commit or stash them first, so that `git diff`",
    "shows exactly what the migration did and `git checkout` can undo it.",
    "Nothing was written. To preview, run with --dry. To run anyway, pass --force.",
  ].join("\n");
}

export function brokenRepoMessage(broken: Repos["broken"], display: (p: string) => string) {
  return [
    `Refusing to run: git cannot open the repository of ${broken.map((b) => display(b.root)).join(", ")}:`,
    ...[...new Set(broken.map((b) => b.reason))].flatMap((r) =>
      r.split("\n").map((l) => `    ${l}`),
    ),
    "",
    "Without git the codemod can neither see uncommitted work nor leave an undo. Fix what git",
    "says above (or run outside the repository), then run again. To preview, run with --dry.",
  ].join("\n");
}

export function notInRepoMessage(roots: string[]): string {
  const one = roots.length === 1;
  return [
    `Refusing to run: ${roots.join(", ")} ${one ? "is" : "are"} not in a git work tree, so nothing could undo this run.`,
    "",
    "The codemod rewrites files in place. Put the project under git first (`git init`, then",
    "commit), so that `git diff` shows exactly what the migration did and `git checkout` can",
    "undo it. Nothing was written. To preview, run with --dry. To run anyway, pass --force.",
  ].join("\n");
}

/**
 * Refuse a repository git will not open (when writing), and a root outside any work tree
 * (when writing without --force: there would be no undo); note both otherwise.
 */
export function checkRepos(roots: string[], writes: boolean, force = false): Repos | undefined {
  const repos = openRepos(roots);
  const shown = (r: string) => path.relative(process.cwd(), r) || ".";
  if (repos.broken.length && writes) {
    process.stderr.write(`${brokenRepoMessage(repos.broken, shown)}\n`);
    return undefined;
  }
  for (const b of repos.broken) {
    process.stderr.write(
      `note: git cannot open the repository of ${shown(b.root)} (${b.reason.split("\n")[0]}); its files are listed without git.\n`,
    );
  }
  if (writes && repos.notInRepo.length && !force) {
    process.stderr.write(`${notInRepoMessage(repos.notInRepo.map(shown))}\n`);
    return undefined;
  }
  if (writes && repos.notInRepo.length) {
    process.stderr.write(
      `note: ${repos.notInRepo.map(shown).join(", ")} is not in a git work tree (--force): ` +
        "there is no `git checkout` to undo this run.\n",
    );
  }
  return repos;
}

function git(cwd: string, args: string[]) {
  const r = spawnSync("git", args, { cwd, encoding: "utf8", maxBuffer: 512 * 1024 * 1024 });
  return {
    ok: r.status === 0 && !r.error,
    spawnError: Boolean(r.error),
    status: r.status,
    stdout: r.stdout ?? "",
    stderr: r.stderr ?? "",
  };
}

function directoryOf(root: string): string | undefined {
  try {
    return statSync(root).isDirectory() ? root : path.dirname(root);
  } catch {
    return undefined;
  }
}

/** Is there a `.git` (directory or file) in `dir` or above? Then git failing is git's refusal. */
function hasDotGitAbove(dir: string): boolean {
  for (let d = path.resolve(dir); ; d = path.dirname(d)) {
    if (existsSync(path.join(d, ".git"))) return true;
    if (path.dirname(d) === d) return false;
  }
}
