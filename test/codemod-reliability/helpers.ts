// Shared by the codemod fault tests: temp trees, the real CLI (bin/codemod.cjs, built by
// `npm run build`), file hashes, and a TypeScript parse check independent of the codemod's Babel.
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import {
  chmodSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const BIN = path.join(ROOT, "bin", "codemod.cjs");
export const OLD = "@langchain/mcp-adapters";

/** A small file that the codemod migrates. */
export const MIGRATABLE =
  `import { MultiServerMCPClient } from "${OLD}";\n` +
  `const client = new MultiServerMCPClient({ mcpServers: {} });\n` +
  `export const tools = await client.getTools();\n`;

export function assertBuilt(): void {
  for (const f of ["dist/cli/main.cjs", "dist/cli/worker.cjs", "dist/transforms/imports.cjs"]) {
    if (!existsSync(path.join(ROOT, f)))
      throw new Error(`${f} is missing: run \`npm run build\` first`);
  }
}

const made: string[] = [];

/** A fresh temp directory (removed by `cleanup()`). */
export function tempDir(prefix = "codemod-rel-"): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  made.push(dir);
  return dir;
}

export function cleanup(): void {
  for (const d of made.splice(0)) rmSync(d, { recursive: true, force: true });
}

/** Writes `files` (relative path → content) under a new temp dir and returns it. */
export function tree(files: Record<string, string | Buffer>): string {
  const dir = tempDir();
  for (const [rel, content] of Object.entries(files)) {
    const abs = path.join(dir, rel);
    mkdirSync(path.dirname(abs), { recursive: true });
    writeFileSync(abs, content);
  }
  return dir;
}

export interface Run {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  ms: number;
  report?: Report;
}

export interface Report {
  summary: { scanned: number; changed: number; unchanged: number; skipped: number; failed: number };
  files: {
    changed: Array<{ file: string }>;
    unchanged: Array<{ file: string }>;
    skipped: Array<{ file: string; reason: string }>;
    failed: Array<{ file: string; error: string }>;
  };
  linksOutside: string[];
}

/**
 * Runs the CLI on `args` in `cwd`, with a JSON report; `prefix` runs it through e.g. setpriv.
 * Awaited, never blocking: a long blocking spawn starves vitest's RPC (60 s timeout).
 */
export async function codemod(
  args: string[],
  cwd: string,
  opts: { prefix?: string[]; timeout?: number } = {},
): Promise<Run> {
  const reportDir = tempDir("codemod-report-");
  if (opts.prefix) chmodSync(reportDir, 0o777); // another user (setpriv) writes the report
  const reportFile = path.join(reportDir, "report.json");
  // The trees are outside git on purpose (a run as another user could not open a repository
  // it does not own): --force lifts the refusal to write where there is no git undo.
  const argv = [
    ...(opts.prefix ?? []),
    process.execPath,
    BIN,
    ...args,
    "--force",
    "--json",
    reportFile,
  ];
  const started = Date.now();
  const child = spawn(argv[0], argv.slice(1), {
    cwd,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, NO_COLOR: "1", FORCE_COLOR: "" },
  });
  let stdout = "";
  let stderr = "";
  child.stdout.setEncoding("utf8").on("data", (c) => (stdout += c));
  child.stderr.setEncoding("utf8").on("data", (c) => (stderr += c));
  const timer = setTimeout(() => child.kill("SIGKILL"), opts.timeout ?? 120_000);
  const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve) =>
    child.on("close", (c, s) => resolve([c, s])),
  );
  clearTimeout(timer);
  const run: Run = { code, signal, stdout, stderr, ms: Date.now() - started };
  if (existsSync(reportFile)) run.report = JSON.parse(readFileSync(reportFile, "utf8"));
  return run;
}

/** sha256 of every regular file under `dir` (symlinks and special files are not followed). */
export function hashes(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const abs = path.join(d, name);
      const st = lstatSync(abs);
      if (st.isDirectory()) walk(abs);
      else if (st.isFile())
        try {
          out.set(path.relative(dir, abs), sha(readFileSync(abs)));
        } catch {
          out.set(path.relative(dir, abs), "(unreadable)");
        }
    }
  };
  walk(dir);
  return out;
}

export function sha(data: string | Buffer): string {
  return createHash("sha256").update(data).digest("hex");
}

const KINDS: Record<string, ts.ScriptKind> = {
  ".ts": ts.ScriptKind.TS,
  ".mts": ts.ScriptKind.TS,
  ".cts": ts.ScriptKind.TS,
  ".tsx": ts.ScriptKind.TSX,
  ".js": ts.ScriptKind.JSX,
  ".mjs": ts.ScriptKind.JS,
  ".cjs": ts.ScriptKind.JS,
  ".jsx": ts.ScriptKind.JSX,
};

/** Syntax errors of a source file per the TypeScript parser (JSON: JSON.parse); [] when it parses. */
export function syntaxErrors(file: string, text: string): string[] {
  const ext = path.extname(file);
  if (ext === ".json") {
    try {
      JSON.parse(text.replace(/^\uFEFF/, ""));
      return [];
    } catch (e) {
      return [String(e)];
    }
  }
  const kind = KINDS[ext];
  if (kind === undefined) return [];
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  const diags = (sf as unknown as { parseDiagnostics: ts.Diagnostic[] }).parseDiagnostics;
  return diags.map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n"));
}
