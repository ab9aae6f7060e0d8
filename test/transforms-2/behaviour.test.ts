// Behaviour: a program written against @langchain/mcp-adapters (callbacks, tool hooks, error
// checks, a scripted createAgent) runs against a real SDK 1.x server before and after the
// codemod CLI migrated it, and prints the same tool results, hook calls, progress counts and
// log lines. The migrated program also type-checks against the runtime and langchain.
import { execFile } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  buildTransforms,
  FIXTURES,
  ROOT,
  TRANSFORMS_DIR,
  tsconfigFor,
  typecheck,
} from "./harness.js";

const exec = promisify(execFile);
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

describe("callbacks, hooks and error checks behave the same after migration", () => {
  let legacy: string;
  let migrated: string;
  let report: any;

  beforeAll(async () => {
    buildTransforms();
    legacy = projectCopy("behaviour");
    migrated = projectCopy("behaviour");
    report = await migrate(migrated);
  }, 120_000);

  afterAll(() => {
    for (const d of [legacy, migrated]) if (d) rmSync(d, { recursive: true, force: true });
  });

  it("migrates the program: handlers, middleware, error names", () => {
    const text = readFileSync(join(migrated, "program.ts"), "utf8");
    expect(text).not.toContain(`from "@langchain/mcp-adapters"`);
    expect(text).toContain("logHandler: recordLog");
    expect(text).toContain("progressHandler:");
    expect(text).toContain("messageHandler:");
    expect(text).toContain("middleware: [mcpToolHooks]");
    expect(text).toContain('=== "MCPConnectionError"');
    const rules = JSON.stringify(report);
    for (const rule of [
      "hooks-to-middleware/middleware",
      "error-handling/client-error",
      "error-handling/tool-exception",
    ])
      expect(rules).toContain(rule);
  });

  it("prints the same tool results, hook calls, progress counts and log lines", async () => {
    const [before, after] = await Promise.all([
      runProgram(legacy, "program.ts"),
      runProgram(migrated, "program.ts"),
    ]);
    // The scenario really exercised every callback and hook.
    expect(before).toContain('result add success "102"');
    expect(before).toContain('result echo success "echo said: hi"');
    expect(before).toContain('result log success "replaced log"');
    expect(before).toContain("result fail error mentions boom: true");
    expect(before).toContain("log behaviour info hello");
    expect(before).toContain('progress counts {"behaviour/progress":3}');
    expect(before).toContain("tools changed behaviour");
    expect(before).toContain("resources changed behaviour");
    expect(before).toContain("direct: ToolException");
    expect(before).toContain("down: connection error");
    expect(after).toBe(before);
  }, 120_000);

  it("the migrated program type-checks", async () => {
    const text = readFileSync(join(migrated, "program.ts"), "utf8");
    expect(await typecheck("behaviour-tsc", { "program.ts": text })).toBe("");
  }, 120_000);
});

describe("a multi-file project (servers, client, agent modules) migrated in one CLI run", () => {
  let legacy: string;
  let migrated: string;
  let report: any;

  beforeAll(async () => {
    buildTransforms();
    legacy = projectCopy("multi-file");
    migrated = projectCopy("multi-file");
    report = await migrate(migrated);
  }, 120_000);

  afterAll(() => {
    for (const d of [legacy, migrated]) if (d) rmSync(d, { recursive: true, force: true });
  });

  it("rewrites the client module only, consistently with its users", () => {
    const client = readFileSync(join(migrated, "client.ts"), "utf8");
    expect(client).toContain('from "langchain-mcp-bridge"');
    expect(client).toContain("progressHandler:");
    expect(client).toContain("logHandler:");
    expect(client).toContain("client.listTools()");
    for (const f of ["servers.ts", "agent.ts"]) {
      expect(readFileSync(join(migrated, f), "utf8")).toBe(
        readFileSync(join(FIXTURES, "projects/multi-file", f), "utf8"),
      );
    }
    expect(report.files.changed.map((f: any) => f.file).join(" ")).toContain("client.ts");
    expect(report.summary.failed).toBe(0);
  });

  it("runs and prints the same results, progress and log lines", async () => {
    const [before, after] = await Promise.all([
      runProgram(legacy, "agent.ts"),
      runProgram(migrated, "agent.ts"),
    ]);
    expect(before).toContain('result add "42"');
    expect(before).toContain("progress behaviour 2/2");
    expect(before).toContain("log behaviour from the agent");
    expect(after).toBe(before);
  }, 120_000);

  it("type-checks", async () => {
    const files = Object.fromEntries(
      ["servers.ts", "client.ts", "agent.ts"].map((f) => [
        f,
        readFileSync(join(migrated, f), "utf8"),
      ]),
    );
    expect(await typecheck("multi-file-tsc", files)).toBe("");
  }, 120_000);
});
