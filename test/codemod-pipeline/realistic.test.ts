// A realistic project (a service class with a decorator, an Express-style handler, a Next.js
// route handler with a lazy import, a CLI with top-level await, a config module, a barrel that
// renames the client class, vitest and jest suites with mocks and spies) migrated by the codemod
// CLI in one run: nothing of the old package is left, it type-checks against the runtime, its
// vitest and jest suites pass, and the CLI and the jest suite print the same against a real SDK
// 1.x server as before.
import { execFile } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { promisify } from "node:util";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { buildTransforms, migrate, projectCopy, ROOT, runProgram, typecheck } from "./harness.js";

afterEach(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

const exec = promisify(execFile);
const SERVER = join(ROOT, "test/codemod-pipeline/server.ts");

function sourceFiles(dir: string, base = dir): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    if (f === "node_modules") return [];
    if (statSync(p).isDirectory()) return sourceFiles(p, base);
    return /\.(ts|cjs)$/.test(f) ? [relative(base, p)] : [];
  });
}

/**
 * The project's jest suites (`test/*.jest.cjs`), with the repository's pinned jest and its
 * babel-jest (which hoists `jest.mock` above the requires, as in a jest project); the migrated
 * code's `langchain-mcp-bridge` is this package's CommonJS build.
 */
async function projectJest(dir: string): Promise<{ code: number; output: string }> {
  writeFileSync(
    join(dir, "jest.config.cjs"),
    `module.exports = ${JSON.stringify({
      rootDir: dir,
      testMatch: ["<rootDir>/test/**/*.jest.cjs"],
      testEnvironment: "node",
      // jest's 5 s per test is too short for a real server round trip on a loaded 2-core machine.
      testTimeout: 60_000,
      // jest's default pattern leaves `.cjs` untransformed (and its mocks unhoisted).
      transform: { "\\.c?js$": "babel-jest" },
      moduleNameMapper: { "^langchain-mcp-bridge$": join(ROOT, "runtime/dist/index.cjs") },
    })};\n`,
  );
  return runSuite(dir, ["node_modules/jest/bin/jest.js", "--config", "jest.config.cjs", "--ci"]);
}

/** What a suite printed itself (its `jest: …` lines). */
const printed = (output: string) => output.split("\n").filter((l) => l.startsWith("jest: "));

/** The project's own vitest suites, with the repository's vitest; resolves to its exit code and output. */
async function projectTests(dir: string): Promise<{ code: number; output: string }> {
  return runSuite(dir, [
    "node_modules/vitest/vitest.mjs",
    "run",
    "--root",
    dir,
    "--testTimeout",
    "60000",
  ]);
}

/** A test runner of this repository (`script` under ROOT, then its arguments) run in `dir`. */
async function runSuite(dir: string, [script, ...args]: string[]) {
  try {
    const { stdout, stderr } = await exec(process.execPath, [join(ROOT, script), ...args], {
      cwd: dir,
      env: { ...process.env, BEHAVIOUR_SERVER: SERVER, NO_COLOR: "1" },
      timeout: 120_000,
    });
    return { code: 0, output: stdout + stderr };
  } catch (e: any) {
    return { code: e.code ?? 1, output: String(e.stdout) + String(e.stderr) };
  }
}

describe("a realistic project migrated by the CLI in one run", () => {
  let legacy: string;
  let migrated: string;
  let report: any;

  beforeAll(async () => {
    buildTransforms();
    legacy = projectCopy("realistic");
    migrated = projectCopy("realistic");
    // The migrated code imports the runtime by name: the suites resolve it to this package's source.
    for (const dir of [legacy, migrated])
      writeFileSync(
        join(dir, "vitest.config.mjs"),
        `export default { test: { include: ["test/**/*.test.ts"] }, resolve: { alias: { "langchain-mcp-bridge": ${JSON.stringify(join(ROOT, "runtime/src/index.ts"))} } } };\n`,
      );
    report = await migrate(migrated);
  }, 120_000);

  afterAll(() => {
    for (const d of [legacy, migrated]) if (d) rmSync(d, { recursive: true, force: true });
  });

  it("leaves nothing of the old package and no file half-migrated", () => {
    expect(report.summary.failed).toBe(0);
    for (const f of sourceFiles(migrated)) {
      const text = readFileSync(join(migrated, f), "utf8");
      expect(text, f).not.toContain("@langchain/mcp-adapters");
      expect(text, f).not.toMatch(/\b(getTools|initializeConnections|MultiServerMCPClient)\b/);
    }
    // Every file took part; the only markers are where a server map comes from another
    // module (its entries cannot be checked here), each on the statement that uses it.
    // The report names files relative to where the CLI ran.
    const inProject = (f: string) => relative(migrated, resolve(f));
    const changed = report.files.changed.map((f: any) => inProject(f.file));
    expect(changed.filter((f: string) => f !== "package.json").sort()).toEqual(
      sourceFiles(legacy).sort(),
    );
    const todos = report.manualSteps.filter((s: any) => s.kind === "todo");
    expect(todos.map((s: any) => `${inProject(s.file)} ${s.rule}`).sort()).toEqual([
      "src/app/api/tools/route.ts client-config/unresolved-servers",
      "src/cli.ts client-config/unresolved-servers",
      "src/tool.service.ts client-config/unresolved-servers",
    ]);
    for (const t of todos) {
      const lines = readFileSync(resolve(t.file), "utf8").split("\n");
      expect(lines.filter((l) => l.includes("TODO(mcp-migrate)")).length, t.file).toBe(1);
    }
  });

  it("type-checks against the runtime", async () => {
    const files = Object.fromEntries(
      sourceFiles(migrated)
        .filter((f) => f.endsWith(".ts"))
        .map((f) => [f, readFileSync(join(migrated, f), "utf8")]),
    );
    expect(await typecheck("realistic-tsc", files)).toBe("");
  }, 120_000);

  it("its vitest suites pass, before and after", async () => {
    const [before, after] = await Promise.all([projectTests(legacy), projectTests(migrated)]);
    expect(before.output).toMatch(/Tests\s+2 passed/);
    expect(before.code).toBe(0);
    expect(after.output).toMatch(/Tests\s+2 passed/);
    expect(after.code).toBe(0);
  }, 240_000);

  it("its jest suites pass, before and after, and print the same against the real server", async () => {
    if (!existsSync(join(ROOT, "runtime/dist/index.cjs")))
      throw new Error("runtime/dist/index.cjs is missing: run `npm run build` first");
    const [before, after] = await Promise.all([projectJest(legacy), projectJest(migrated)]);
    expect(before.output).toMatch(/Tests:\s+2 passed, 2 total/);
    expect(before.code).toBe(0);
    expect(after.output).toMatch(/Tests:\s+2 passed, 2 total/);
    expect(after.code).toBe(0);
    expect(printed(before.output)).toEqual([
      "jest: add, echo, fail, log, progress, touch; add: 42",
    ]);
    expect(printed(after.output)).toEqual(printed(before.output));
  }, 240_000);

  it("its CLI prints the same against the real server", async () => {
    const [before, after] = await Promise.all([
      runProgram(legacy, "src/cli.ts"),
      runProgram(migrated, "src/cli.ts"),
    ]);
    expect(before).toContain("add: 42");
    expect(before).toContain('handler: {"tools":["add","echo","fail","log","progress","touch"]}');
    expect(before).toContain('route: 200 {"count":6,"first":"add"}');
    expect(after).toBe(before);
  }, 120_000);
});
