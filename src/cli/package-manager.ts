/**
 * Which package manager installs a package: the `packageManager` field of its package.json or
 * of a workspace root above it, else the lockfile found nearest (from the package's folder
 * upwards), else npm. Lockfiles are only read here; the codemod never writes one.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

export type PackageManager = "npm" | "pnpm" | "yarn" | "bun";

export interface InstallCommand {
  manager: PackageManager;
  /** Folder to run it in: where the lockfile or `packageManager` field is (the workspace root). */
  dir: string;
  command: string;
}

const LOCKFILES: [string, PackageManager][] = [
  ["package-lock.json", "npm"],
  ["npm-shrinkwrap.json", "npm"],
  ["pnpm-lock.yaml", "pnpm"],
  ["yarn.lock", "yarn"],
  ["bun.lock", "bun"],
  ["bun.lockb", "bun"],
];

export function installCommand(packageDir: string): InstallCommand {
  let lock: { manager: PackageManager; dir: string } | undefined;
  for (let dir = packageDir; ; dir = path.dirname(dir)) {
    const declared = packageManagerField(dir);
    if (declared) return make(declared, dir);
    if (!lock) {
      const hit = LOCKFILES.find(([file]) => existsSync(path.join(dir, file)));
      if (hit) lock = { manager: hit[1], dir };
    }
    if (path.dirname(dir) === dir) break;
  }
  return lock ? make(lock.manager, lock.dir) : make("npm", packageDir);
}

/** `"packageManager": "pnpm@9.1.0"` → pnpm (corepack's field). */
function packageManagerField(dir: string): PackageManager | undefined {
  let field: unknown;
  try {
    field = JSON.parse(readFileSync(path.join(dir, "package.json"), "utf8")).packageManager;
  } catch {
    return undefined;
  }
  const name = typeof field === "string" ? field.split("@")[0] : "";
  return (["npm", "pnpm", "yarn", "bun"] as const).find((m) => m === name);
}

function make(manager: PackageManager, dir: string): InstallCommand {
  return { manager, dir, command: `${manager} install` };
}
