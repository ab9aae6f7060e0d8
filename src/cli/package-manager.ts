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
  /** What a person types (`pnpm install`). */
  command: string;
  /**
   * What `--install` runs: the same, told to update the lockfile even where the package
   * manager freezes it by default in CI (pnpm, yarn berry), since the migration changed
   * package.json on purpose.
   */
  run: { program: PackageManager; args: string[]; env: Record<string, string> };
}

const LOCKFILE_UPDATE: Record<PackageManager, Pick<InstallCommand["run"], "args" | "env">> = {
  npm: { args: [], env: {} },
  pnpm: { args: ["--no-frozen-lockfile"], env: {} },
  // Berry reads the variable (classic never freezes unless asked); a flag would break classic.
  yarn: { args: [], env: { YARN_ENABLE_IMMUTABLE_INSTALLS: "false" } },
  bun: { args: [], env: {} },
};

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
  const update = LOCKFILE_UPDATE[manager];
  return {
    manager,
    dir,
    command: `${manager} install`,
    run: { program: manager, args: ["install", ...update.args], env: update.env },
  };
}

/** The command line `--install` runs, as a shell would take it. */
export function runLine(install: InstallCommand): string {
  const env = Object.entries(install.run.env).map(([k, v]) => `${k}=${v} `);
  return `${env.join("")}${[install.run.program, ...install.run.args].join(" ")}`;
}
