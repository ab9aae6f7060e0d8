// Behaviour: a program written against @langchain/mcp-adapters (callbacks, tool hooks, error
// checks, a scripted createAgent) runs against a real SDK 1.x server before and after the
// codemod CLI migrated it, and prints the same tool results, hook calls, progress counts and
// log lines. The migrated program also type-checks against the runtime and langchain.
import { readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  buildTransforms,
  FIXTURES,
  migrate,
  projectCopy,
  runProgram,
  typecheck,
} from "./harness.js";

// These tests run long synchronous work (child processes, the type checker): give the event
// loop a turn between tests so vitest's worker RPC is answered before its timeout.
afterEach(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

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
    expect(before).toContain('result touch success [{"type":"text","text":"a message"}]');
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
