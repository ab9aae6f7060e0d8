/**
 * Shared by the part-2 transform tests: the real engine (`transformFile`) over transforms
 * compiled from `transforms/*.ts` into a private directory (so a concurrent `npm run build`
 * cannot swap them mid-run), fixture pairs, and one `tsc` run over many outputs.
 */
import { execFile } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { basename, dirname, join } from "node:path";
import { promisify } from "node:util";
import { transformFile, type ManualStep } from "../../src/engine/transform-file.js";
import { compileTransforms, ROOT, transformEntries } from "../transforms/engine.js";

export { ROOT };

export const FIXTURES = join(ROOT, "__testfixtures__");
/** Scratch space inside the package, so that outputs resolve its node_modules. */
export const CACHE = join(ROOT, "node_modules", ".cache", "transforms-2");
/** Per test process: test files run in parallel and each builds its own copy. */
export const TRANSFORMS_DIR = join(CACHE, `transforms-${process.pid}`);

/** The rules this part owns: report entries of other transforms are not asserted here. */
export const OWN_RULES = /^(callbacks|hooks-to-middleware|error-handling|tool-name-strings)\//;

/** Compile every top-level transform to CommonJS in `TRANSFORMS_DIR` (what `npm run build` does). */
export function buildTransforms(): void {
  // Copies of finished test processes are dropped.
  mkdirSync(CACHE, { recursive: true });
  for (const d of readdirSync(CACHE)) {
    const pid = Number(/^transforms-(\d+)$/.exec(d)?.[1]);
    if (pid && pid !== process.pid && !alive(pid))
      rmSync(join(CACHE, d), { recursive: true, force: true });
  }
  rmSync(TRANSFORMS_DIR, { recursive: true, force: true });
  compileTransforms(transformEntries(), TRANSFORMS_DIR);
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export interface RunResult {
  output: string | null;
  steps: ManualStep[];
  error?: string;
}

/** One file through every migration, as the CLI runs it. */
export async function run(
  path: string,
  source: string,
  options: { adoptPrefixes?: boolean; migrations?: string[] } = {},
): Promise<RunResult> {
  return transformFile(path, source, { transformsDir: TRANSFORMS_DIR, ...options });
}

/** `kind rule:line` for this part's report entries, in report order. */
export function ownSteps(steps: ManualStep[]): string[] {
  return steps.filter((s) => OWN_RULES.test(s.rule)).map((s) => `${s.kind} ${s.rule}:${s.line}`);
}

export interface Fixture {
  name: string;
  input: string;
  inputPath: string;
  outputPath: string;
  stepsPath: string;
  /** `adoptPrefixes`, or `migrations` to run a subset (as `--transform`). */
  options: { adoptPrefixes?: boolean; migrations?: string[] };
  /** The extension of the fixture (`.ts`, `.js`, `.cjs`). */
  ext: string;
}

/** The fixture pairs of a transform: `<case>.input.ts` + `<case>.output.ts` (+ `.steps.json`). */
export function fixtures(transform: string): Fixture[] {
  const dir = join(FIXTURES, transform);
  return readdirSync(dir)
    .filter((f) => /\.input\.[cm]?[jt]sx?$/.test(f))
    .sort()
    .map((f) => {
      const name = f.replace(/\.input\.[^.]+$/, "");
      const ext = f.slice(f.indexOf(".input.") + ".input".length);
      const optionsPath = join(dir, `${name}.options.json`);
      return {
        name,
        input: readFileSync(join(dir, f), "utf8"),
        inputPath: join(dir, f),
        outputPath: join(dir, `${name}.output${ext}`),
        stepsPath: join(dir, `${name}.steps.json`),
        options: existsSync(optionsPath) ? JSON.parse(readFileSync(optionsPath, "utf8")) : {},
        ext,
      };
    });
}

/** Expected output and steps; with `UPDATE_FIXTURES=1` they are (re)written from `actual`. */
export function expected(
  f: Fixture,
  actual: { output: string; steps: string[] },
): { output: string; steps: string[] } {
  if (process.env.UPDATE_FIXTURES) {
    writeFileSync(f.outputPath, actual.output);
    writeFileSync(f.stepsPath, `${JSON.stringify(actual.steps, null, 2)}\n`);
  }
  return {
    output: readFileSync(f.outputPath, "utf8"),
    steps: JSON.parse(readFileSync(f.stepsPath, "utf8")),
  };
}

/** A tsconfig for code that imports `langchain-mcp-bridge` (mapped to `src/index.ts`) and langchain. */
export function tsconfigFor(files: string[]): object {
  return {
    compilerOptions: {
      target: "ES2022",
      lib: ["ES2022", "ESNext.Disposable", "DOM"],
      module: "NodeNext",
      moduleResolution: "NodeNext",
      strict: true,
      skipLibCheck: true,
      noEmit: true,
      types: ["node"],
      baseUrl: ROOT,
      paths: { "langchain-mcp-bridge": ["src/index.ts"] },
    },
    files,
  };
}

/**
 * Type-check `files` (name → text) in one `tsc` program; returns tsc's diagnostics text
 * (empty when clean). Files are written under `CACHE/<dir>`.
 */
export async function typecheck(dir: string, files: Record<string, string>): Promise<string> {
  const at = join(CACHE, dir);
  rmSync(at, { recursive: true, force: true });
  mkdirSync(at, { recursive: true });
  writeFileSync(join(at, "package.json"), JSON.stringify({ type: "module" }));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(at, name)), { recursive: true });
    writeFileSync(join(at, name), text);
  }
  writeFileSync(
    join(at, "tsconfig.json"),
    JSON.stringify(tsconfigFor(Object.keys(files)), null, 2),
  );
  try {
    await promisify(execFile)(
      process.execPath,
      [join(ROOT, "node_modules/typescript/bin/tsc"), "-p", join(at, "tsconfig.json")],
      { cwd: at, maxBuffer: 1 << 24 },
    );
    return "";
  } catch (e: any) {
    // Only diagnostics in the checked files count: the runtime's own source is checked (and
    // owned) elsewhere.
    const out = String(e.stdout || e.message);
    return out
      .split("\n")
      .filter((l) => /error TS/.test(l) && !l.startsWith("../"))
      .join("\n");
  }
}

export { basename };

const exec = promisify(execFile);
/** The behaviour tests' SDK 1.x server (stdio). */
const SERVER = join(ROOT, "test/transforms-2/server.ts");

/** A copy of a fixture project in a temp dir that resolves this package's node_modules. */
export function projectCopy(name: string): string {
  const dir = mkdtempSync(join(tmpdir(), `t2-${name}-`));
  cpSync(join(FIXTURES, "projects", name), dir, { recursive: true });
  symlinkSync(join(ROOT, "node_modules"), join(dir, "node_modules"), "dir");
  writeFileSync(join(dir, "package.json"), JSON.stringify({ type: "module" }));
  // tsx follows `paths`: the migrated code's `langchain-mcp-bridge` is this package's source.
  writeFileSync(join(dir, "tsconfig.json"), JSON.stringify(tsconfigFor([]), null, 2));
  return dir;
}

/** Run the codemod CLI on `dir` (with the freshly built transforms); returns the JSON report. */
export async function migrate(dir: string, extra: string[] = []): Promise<any> {
  const report = join(dir, "..", `${dir.split("/").pop()}-report.json`);
  await exec(
    process.execPath,
    [join(ROOT, "bin/codemod.cjs"), dir, "--force", "--json", report, ...extra],
    { env: { ...process.env, MCP_MIGRATE_TRANSFORMS_DIR: TRANSFORMS_DIR, NO_COLOR: "1" } },
  );
  return JSON.parse(readFileSync(report, "utf8"));
}

/** `node --import tsx <file>` in `dir`; stdout. */
export async function runProgram(dir: string, file: string): Promise<string> {
  const { stdout } = await exec(process.execPath, ["--import", "tsx", file], {
    cwd: dir,
    env: { ...process.env, BEHAVIOUR_SERVER: SERVER },
    timeout: 60_000,
  });
  return stdout;
}
