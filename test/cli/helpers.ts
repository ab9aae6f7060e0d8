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
/**
 * A temp project with `files`, committed to a git work tree of its own: the codemod writes
 * only there (or with --force). `{ git: false }` for a tree outside any work tree.
 */
export function tree(
  files: Record<string, string | Buffer>,
  { git = true }: { git?: boolean } = {},
): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "codemod-e2e-"));
  made.push(dir);
  for (const [rel, content] of Object.entries(files)) {
    const abs = path.join(dir, rel);
    mkdirSync(path.dirname(abs), { recursive: true });
    writeFileSync(abs, content);
  }
  return git ? gitRepo(dir) : dir;
}

export function cleanup(): void {
  for (const d of made.splice(0)) rmSync(d, { recursive: true, force: true });
}

export interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * A program, awaited: the test worker's event loop stays free while the child works (a
 * blocking spawn of a long run starves vitest's RPC, which times out after 60 s). `code` is
 * null when the child was killed (`timeout`).
 */
export function run(
  program: string,
  args: string[],
  opts: { cwd: string; input?: string; env?: NodeJS.ProcessEnv; timeout?: number },
): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      program,
      args,
      {
        cwd: opts.cwd,
        encoding: "utf8",
        env: opts.env ?? process.env,
        timeout: opts.timeout ?? 180_000,
        killSignal: "SIGKILL",
        maxBuffer: 64 * 1024 * 1024,
      },
      (error, stdout, stderr) => {
        const code = error ? (error.code ?? null) : 0;
        if (typeof code === "string") return reject(error); // ENOENT and the like
        resolve({ code, stdout, stderr });
      },
    );
    // A child that exits without reading its stdin closes the pipe: EPIPE is no failure.
    child.stdin?.on("error", () => {});
    child.stdin?.end(opts.input ?? "");
  });
}

/** The built CLI (`bin/codemod.cjs`) in `cwd`, colors off unless `env` says otherwise. */
export function codemod(
  args: string[],
  cwd: string,
  opts: { input?: string; env?: Record<string, string>; timeout?: number } = {},
): Promise<Run> {
  return run(process.execPath, [BIN, ...args], {
    cwd,
    input: opts.input,
    timeout: opts.timeout,
    env: { ...process.env, NO_COLOR: "", FORCE_COLOR: "", ...opts.env },
  });
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

/** Start the bin without waiting (for interruption tests). */
export function startCodemod(args: string[], cwd: string, env: Record<string, string> = {}) {
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

/** `dir` as a git work tree with everything in it committed (again, when it already is one). */
export function gitRepo(dir: string): string {
  if (!existsSync(path.join(dir, ".git"))) {
    git(dir, "init", "-q");
    git(dir, "config", "user.email", "t@example.com");
    git(dir, "config", "user.name", "t");
    git(dir, "config", "commit.gpgsign", "false");
  }
  git(dir, "add", "-A");
  if (git(dir, "status", "--porcelain")) git(dir, "commit", "-qm", "init");
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

/** Does any source file under `dir` carry a `TODO(mcp-migrate)` marker? (`--check` exits 8.) */
export function hasMarkers(dir: string): boolean {
  return listFiles(dir).some(
    (f) => /\.(c|m)?[jt]sx?$/.test(f) && read(dir, f).includes("TODO(mcp-migrate):"),
  );
}

export const legacy = (name = "MultiServerMCPClient") =>
  `import { ${name} } from "${OLD}";\n\nexport const client = new ${name}({ mcpServers: {} });\n`;
