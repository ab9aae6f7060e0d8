/** Scratch projects for the e2e tier: files, real npm installs, real runs. */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { expect } from "vitest";

export const ROOT = path.resolve(__dirname, "../..");
export const SERVER = path.join(ROOT, "test", "e2e", "server.mjs");

export function scratchProject(parent: string, name: string, files: Record<string, string>) {
  const dir = mkdtempSync(path.join(parent, `${name}-`));
  for (const [rel, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), content);
  }
  return dir;
}

export interface Ran {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Run a command; env without the repository's npm settings, with the scratch global prefix. */
export function sh(cwd: string, cmd: string, args: string[], env: Record<string, string> = {}): Ran {
  const r = spawnSync(cmd, args, {
    cwd,
    encoding: "utf8",
    env: { ...process.env, NO_COLOR: "1", E2E_SERVER: SERVER, ...env },
    timeout: 600_000,
    maxBuffer: 64 * 1024 * 1024,
  });
  return { code: r.status, stdout: r.stdout ?? "", stderr: r.stderr ?? String(r.error ?? "") };
}

/** Like `sh`, and the command must succeed. */
export function ok(cwd: string, cmd: string, args: string[], env: Record<string, string> = {}) {
  const r = sh(cwd, cmd, args, env);
  expect({ command: [cmd, ...args].join(" "), code: r.code, stderr: r.stderr }).toEqual({
    command: [cmd, ...args].join(" "),
    code: 0,
    stderr: expect.any(String),
  });
  return r;
}

/** A plain `npm install` (never --legacy-peer-deps): it must resolve as a user's would. */
export function npmInstall(dir: string): void {
  ok(dir, "npm", ["install", "--no-audit", "--no-fund"]);
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
