/**
 * Which generation of the old package each file is written against, per package: from the
 * installed copy, the lockfile or package.json (in that order of trust), looking from the
 * file's folder upwards, so a run from a monorepo root gives each workspace package (or
 * nested app) its own version. The transforms recognise every generation by shape; the
 * version is reported and passed on as `oldVersion` for the rewrites that differ by generation.
 *
 * The engine calls `detectPackages` once, before anything is written: an interrupted run whose
 * package.json was already rewritten still finds the old version in the lockfile or
 * node_modules (a package.json that names the new package counts as declaring the old one).
 */
import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { DEFAULT_TARGET_MODULE, OLD_MODULES } from "../codemod/migration.js";

export interface DetectedVersion {
  module: string;
  version: string;
  /** File the version was read from. */
  from: string;
  generation: string;
}

/** One package of the run: the folder of a package.json (or of a file with none above it). */
export interface PackageFacts {
  dir: string;
  /** Its package.json, when there is one. */
  packageJson?: string;
  /** The old package's version that the package's files are written against, when known. */
  old?: DetectedVersion;
}

export interface ProjectPackages {
  /** Every package that holds a given file, in folder order. */
  packages: PackageFacts[];
  /** The package of a file (absolute path). */
  packageOf(file: string): PackageFacts;
}

const SECTIONS = ["dependencies", "devDependencies", "peerDependencies", "optionalDependencies"];

/**
 * Facts for every package holding one of `files` (absolute paths); reads, never writes.
 * `known` versions (by package folder, from an interrupted run's journal) win over what the
 * files say now.
 */
export function detectPackages(
  files: string[],
  targetModule: string = DEFAULT_TARGET_MODULE,
  known?: Readonly<Record<string, DetectedVersion | null>>,
): ProjectPackages {
  const versions = new Map<string, DetectedVersion | undefined>();
  const nearest = new Map<string, string | undefined>();
  const byDir = new Map<string, PackageFacts>();
  const json = new Map<string, any>();
  const read = (file: string) => {
    if (!json.has(file)) json.set(file, readJson(file));
    return json.get(file);
  };
  const packageDirOf = (dir: string): string | undefined => {
    if (nearest.has(dir)) return nearest.get(dir);
    const up = path.dirname(dir);
    const found = read(path.join(dir, "package.json"))
      ? dir
      : up === dir
        ? undefined
        : packageDirOf(up);
    nearest.set(dir, found);
    return found;
  };
  const versionFrom = (dir: string): DetectedVersion | undefined => {
    if (versions.has(dir)) return versions.get(dir);
    const up = path.dirname(dir);
    const found = inDir(dir, read, targetModule) ?? (up === dir ? undefined : versionFrom(up));
    versions.set(dir, found);
    return found;
  };
  const packageOf = (file: string): PackageFacts => {
    const fileDir = existsDir(file) ? file : path.dirname(file);
    const dir = packageDirOf(fileDir) ?? fileDir;
    let facts = byDir.get(dir);
    if (!facts) {
      const old = known && dir in known ? (known[dir] ?? undefined) : versionFrom(dir);
      const pj = path.join(dir, "package.json");
      facts = { dir, ...(read(pj) ? { packageJson: pj } : {}), ...(old ? { old } : {}) };
      byDir.set(dir, facts);
    }
    return facts;
  };
  for (const f of files) packageOf(f);
  return {
    get packages() {
      return [...byDir.values()].sort((a, b) => (a.dir < b.dir ? -1 : a.dir > b.dir ? 1 : 0));
    },
    packageOf,
  };
}

/** The first old-package version found from `roots` upwards (the run-wide view). */
export function detectOldVersion(roots: string[]): DetectedVersion | undefined {
  const p = detectPackages(roots);
  return roots.map((r) => p.packageOf(r).old).find(Boolean);
}

function inDir(
  dir: string,
  read: (file: string) => any,
  targetModule: string,
): DetectedVersion | undefined {
  const declared = read(path.join(dir, "package.json"));
  if (!declared) return undefined;
  const rangeOf = (module: string): string | undefined =>
    SECTIONS.map((k) => declared?.[k]?.[module]).find((v) => typeof v === "string");
  const migrated = rangeOf(targetModule) !== undefined;
  for (const module of OLD_MODULES) {
    const range = rangeOf(module);
    // An installed or locked copy only counts for a package that declares it (or that this
    // codemod already migrated, when a run is resumed).
    if (!range && !migrated) continue;
    const installed = installedVersion(dir, module, read);
    if (installed) return make(module, installed.version, installed.from);
    const locked = lockedVersion(dir, module, read);
    if (locked) return make(module, locked.version, locked.from);
    const v = range && /\d+\.\d+(\.\d+)?/.exec(range)?.[0];
    if (v) return make(module, v, path.join(dir, "package.json"));
  }
  return undefined;
}

/** node_modules/<module> in the package's folder, else hoisted into a parent's. */
export function installedVersion(dir: string, module: string, read: (file: string) => any) {
  for (let d = dir; ; d = path.dirname(d)) {
    const from = path.join(d, "node_modules", module);
    const version = read(path.join(from, "package.json"))?.version;
    if (typeof version === "string") return { version, from };
    if (path.dirname(d) === d) return undefined;
  }
}

/**
 * package-lock.json (or npm-shrinkwrap.json) in the package's folder or a workspace root
 * above it: the package's own nested entry first, then the hoisted one.
 */
function lockedVersion(dir: string, module: string, read: (file: string) => any) {
  for (let d = dir; ; d = path.dirname(d)) {
    for (const name of ["package-lock.json", "npm-shrinkwrap.json"]) {
      const from = path.join(d, name);
      const lock = read(from);
      if (!lock) continue;
      const rel = path.relative(d, dir).split(path.sep).join("/");
      const keys = [...(rel ? [`${rel}/node_modules/${module}`] : []), `node_modules/${module}`];
      for (const key of keys) {
        const version = lock.packages?.[key]?.version;
        if (typeof version === "string") return { version, from };
      }
      const legacy = lock.dependencies?.[module]?.version;
      if (typeof legacy === "string") return { version: legacy, from };
    }
    if (path.dirname(d) === d) return undefined;
  }
}

function make(module: string, version: string, from: string): DetectedVersion {
  return { module, version, from, generation: generationOf(module, version) };
}

export function generationOf(module: string, version: string): string {
  if (module === "langchainjs-mcp-adapters")
    return "0.x (langchainjs-mcp-adapters: bare server record, sync getTools)";
  const [major, minor] = version.split(".").map(Number);
  if (major >= 1) return "1.x (mcpServers config, async getTools, hooks and callbacks)";
  if (minor <= 3) return "0.2–0.3 (connectToServerVia*, sync getTools, mcp.json loader)";
  return "0.4–0.6 (mcpServers config, async getTools)";
}

function existsDir(p: string): boolean {
  try {
    return statSync(p).isDirectory();
  } catch {
    return false;
  }
}

function readJson(file: string): any {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return undefined;
  }
}
