/** Scratch projects for the e2e tier: files, real npm installs, real runs. */
import { execFile, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, realpathSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { expect } from "vitest";

export const ROOT = path.resolve(__dirname, "../..");
/** A stdio MCP server (SDK 1.x; tools add and multiply), run with this repository's SDK. */
export const SERVER = path.join(ROOT, "examples", "legacy-app", "src", "servers", "math-server.js");

/**
 * A project's files, committed to a git work tree of its own, as a user's project is: the
 * codemod writes only inside one (or with --force).
 */
export function scratchProject(parent: string, name: string, files: Record<string, string>) {
  const dir = mkdtempSync(path.join(parent, `${name}-`));
  for (const [rel, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), content);
  }
  git(dir, ["init", "-q"]);
  git(dir, ["add", "-A"]);
  git(dir, ["-c", "user.email=e2e@example.com", "-c", "user.name=e2e", "commit", "-qm", "before"]);
  return dir;
}

export interface Ran {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Run a command (asynchronously: a test worker blocked for minutes in spawnSync loses its
 * link to vitest); E2E_SERVER tells the programs where the MCP server is.
 */
export function sh(
  cwd: string,
  cmd: string,
  args: string[],
  env: Record<string, string> = {},
): Promise<Ran> {
  return new Promise((resolve) => {
    execFile(
      cmd,
      args,
      {
        cwd,
        encoding: "utf8",
        env: { ...process.env, NO_COLOR: "1", E2E_SERVER: SERVER, ...env },
        timeout: 600_000,
        maxBuffer: 64 * 1024 * 1024,
      },
      (error, stdout, stderr) => {
        const code = error ? ((error as { code?: unknown }).code ?? 1) : 0;
        resolve({
          code: typeof code === "number" ? code : 1,
          stdout,
          stderr: stderr || String(error ?? ""),
        });
      },
    );
  });
}

/** Like `sh`, and the command must succeed. */
export async function ok(
  cwd: string,
  cmd: string,
  args: string[],
  env: Record<string, string> = {},
): Promise<Ran> {
  const r = await sh(cwd, cmd, args, env);
  // On failure the message carries the end of its output: CI logs are all there is to read.
  const tail = (text: string) => text.slice(-4000);
  expect(r.code, `${[cmd, ...args].join(" ")}\n${tail(r.stdout)}\n${tail(r.stderr)}`).toBe(0);
  return r;
}

/** One README command line (`npx …` and its arguments), run as a shell would split it. */
export function runCommand(cwd: string, command: string, env: Record<string, string> = {}) {
  const [program, ...args] = command.split(/\s+/);
  return ok(cwd, program, args, env);
}

/** A plain `npm install` (never --legacy-peer-deps): it must resolve as a user's would. */
export async function npmInstall(dir: string): Promise<void> {
  await ok(dir, "npm", ["install", "--no-audit", "--no-fund"]);
}

/**
 * The @langchain/core a package's program loads and the one its runtime loads (real paths):
 * they must be the same copy. Two copies (the failure users met after a forced install) make
 * the runtime's tools foreign to the program's agents and messages.
 */
export function coreCopies(packageDir: string): { program: string; runtime: string } {
  const fromPackage = createRequire(path.join(packageDir, "package.json"));
  const runtimeDir = path.dirname(fromPackage.resolve("langchain-mcp-bridge/package.json"));
  const fromRuntime = createRequire(path.join(runtimeDir, "package.json"));
  return {
    program: realpathSync(fromPackage.resolve("@langchain/core/package.json")),
    runtime: realpathSync(fromRuntime.resolve("@langchain/core/package.json")),
  };
}

/** Point each package.json's `langchain-mcp-bridge` entry at the packed tarball (not published). */
export function useTarball(packageJsons: string[], tarball: string): void {
  for (const file of packageJsons) {
    const text = readFileSync(file, "utf8");
    expect(text).toContain('"langchain-mcp-bridge": "^0.1.0"');
    writeFileSync(
      file,
      text.replace('"langchain-mcp-bridge": "^0.1.0"', `"langchain-mcp-bridge": "file:${tarball}"`),
    );
  }
}

/**
 * Before a migration with `--install`: the project lists this package as the packed tarball,
 * which is what the registry would give once it is published (the codemod keeps an entry it
 * finds, and the install then has something to fetch).
 */
export function preferTarball(packageJson: string, tarball: string): void {
  const pkg = JSON.parse(readFileSync(packageJson, "utf8"));
  pkg.dependencies = { ...pkg.dependencies, "langchain-mcp-bridge": `file:${tarball}` };
  writeFileSync(packageJson, json(pkg));
  // Committed, as a user would before migrating: the codemod changes only committed files.
  git(path.dirname(packageJson), ["add", path.basename(packageJson)]);
  git(path.dirname(packageJson), [
    "-c",
    "user.email=e2e@example.com",
    "-c",
    "user.name=e2e",
    "commit",
    "-qm",
    "the runtime, packed",
  ]);
}

function git(cwd: string, args: string[]): void {
  const r = spawnSync("git", args, { cwd, encoding: "utf8" });
  if (r.status !== 0) throw new Error(`git ${args.join(" ")}: ${r.stderr}`);
}

export const json = (v: unknown) => `${JSON.stringify(v, null, 2)}\n`;

export const TSCONFIG_ESM = json({
  compilerOptions: {
    strict: true,
    module: "nodenext",
    moduleResolution: "nodenext",
    target: "es2022",
    outDir: "dist",
    skipLibCheck: true,
  },
  include: ["src"],
});
