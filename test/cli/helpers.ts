/** Shared by the CLI end-to-end tests: temp trees, the real bin, git. */
import { execFile, spawn, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";

export const ROOT = path.resolve(__dirname, "../..");
export const BIN = path.join(ROOT, "bin", "codemod.cjs");
export const OLD = "@langchain/mcp-adapters";

/** The tests run the built CLI (`npm run build` first), as users do. */
export function assertBuilt(): void {
  for (const f of ["dist/cli/main.cjs", "dist/cli/worker.cjs", "dist/transforms/imports.cjs"]) {
    if (!existsSync(path.join(ROOT, f)))
      throw new Error(`${f} is missing: run \`npm run build\` first`);
  }
}

const made: string[] = [];
export function tree(files: Record<string, string | Buffer>): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "codemod-e2e-"));
  made.push(dir);
  for (const [rel, content] of Object.entries(files)) {
    const abs = path.join(dir, rel);
    mkdirSync(path.dirname(abs), { recursive: true });
    writeFileSync(abs, content);
  }
  return dir;
}

export function cleanup(): void {
  for (const d of made.splice(0)) rmSync(d, { recursive: true, force: true });
}

export interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

export function codemod(
  args: string[],
  cwd: string,
  opts: { input?: string; env?: Record<string, string> } = {},
): Run {
  const r = spawnSync(process.execPath, [BIN, ...args], {
    cwd,
    input: opts.input ?? "",
    encoding: "utf8",
    env: { ...process.env, NO_COLOR: "", FORCE_COLOR: "", ...opts.env },
    timeout: 180_000,
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** A project whose node_modules is this repository's (the old package, LangChain 1.x). */
export function projectWithOldPackage(files: Record<string, string>): string {
  const dir = tree({
    "package.json": JSON.stringify({
      name: "app",
      type: "module",
      dependencies: { [OLD]: "1.1.4" },
    }),
    ...files,
  });
  symlinkSync(path.join(ROOT, "node_modules"), path.join(dir, "node_modules"), "dir");
  return dir;
}

/** A strict ESM tsconfig over `src`. */
export const STRICT_TSCONFIG = {
  compilerOptions: {
    strict: true,
    module: "nodenext",
    moduleResolution: "nodenext",
    target: "es2022",
    noEmit: true,
    skipLibCheck: true,
  },
  include: ["src"],
};

/** The CLI, without blocking the test worker while TypeScript works (a long spawnSync would). */
export function codemodAwaited(args: string[], cwd: string): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [BIN, ...args],
      { cwd, encoding: "utf8", env: { ...process.env, NO_COLOR: "", FORCE_COLOR: "" } },
      (error, stdout, stderr) =>
        resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/** Start the bin without waiting (for interruption tests). */
export function codemodAsync(args: string[], cwd: string, env: Record<string, string> = {}) {
  return spawn(process.execPath, [BIN, ...args], {
    cwd,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
}

export function git(cwd: string, ...args: string[]): string {
  const r = spawnSync("git", args, { cwd, encoding: "utf8" });
  if (r.status !== 0) throw new Error(`git ${args.join(" ")}: ${r.stderr}`);
  return r.stdout;
}

export function gitRepo(dir: string): string {
  git(dir, "init", "-q");
  git(dir, "config", "user.email", "t@example.com");
  git(dir, "config", "user.name", "t");
  git(dir, "config", "commit.gpgsign", "false");
  git(dir, "add", "-A");
  git(dir, "commit", "-qm", "init");
  return dir;
}

export const read = (dir: string, rel: string) => readFileSync(path.join(dir, rel), "utf8");
export const readBytes = (dir: string, rel: string) => readFileSync(path.join(dir, rel));
export const hash = (b: Buffer | string) => createHash("sha256").update(b).digest("hex");

/** Every file under `dir` (relative paths), for "nothing else was created" checks. */
export function listFiles(dir: string, base = dir): string[] {
  const out: string[] = [];
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const abs = path.join(dir, e.name);
    if (e.isDirectory()) {
      if (e.name !== ".git") out.push(...listFiles(abs, base));
    } else out.push(path.relative(base, abs));
  }
  return out.sort();
}

export const legacy = (name = "MultiServerMCPClient") =>
  `import { ${name} } from "${OLD}";\n\nexport const client = new ${name}({ mcpServers: {} });\n`;
