// The codemod migrates a beforeToolCall hook that returns per-call headers (alone, and with
// args) to `withMCPCallContext`; the migrated program, run against the same real HTTP server as
// the old one (@langchain/mcp-adapters 1.1.4), makes the server see the same headers on the
// same calls and prints the same results. The migrated program type-checks.
import { readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTransforms, migrate, projectCopy, typecheck } from "../codemod-pipeline/harness.js";
import {
  startLegacyContextHttp,
  startModernContextHttp,
  type ContextServer,
} from "./contextServers.js";

const exec = promisify(execFile);

async function runAgainst(dir: string, server: ContextServer) {
  const from = server.rpcs.length;
  const { stdout } = await exec(process.execPath, ["--import", "tsx", "program.ts"], {
    cwd: dir,
    env: { ...process.env, CONTEXT_URL: server.url.href },
    timeout: 60_000,
  });
  const calls = server.rpcs
    .slice(from)
    .filter((r) => r.rpc === "tools/call")
    .map((r) => ({ tenant: r.headers["x-tenant"], trace: r.headers["x-trace"] }));
  return { stdout, calls };
}

describe("beforeToolCall returning headers, migrated to withMCPCallContext", () => {
  let legacyProgram: string;
  let migrated: string;
  let report: any;

  beforeAll(async () => {
    buildTransforms();
    legacyProgram = projectCopy("call-headers");
    migrated = projectCopy("call-headers");
    report = await migrate(migrated);
  }, 120_000);
  afterAll(() => {
    for (const d of [legacyProgram, migrated]) if (d) rmSync(d, { recursive: true, force: true });
  });

  it("migrates without a TODO: the headers go through withMCPCallContext", () => {
    const text = readFileSync(join(migrated, "program.ts"), "utf8");
    expect(text).not.toContain(`from "@langchain/mcp-adapters"`);
    expect(text).not.toContain("TODO(mcp-migrate)");
    expect(text).toContain("withMCPCallContext({ headers: before?.headers }");
    const rules = JSON.stringify(report);
    expect(rules).toContain("hooks-to-middleware/headers");
    expect(report.summary.failed).toBe(0);
  });

  it.each([
    ["legacy (SDK 1.x, sessions)", startLegacyContextHttp],
    ["modern (SDK v2)", startModernContextHttp],
  ])(
    "against a %s HTTP server, the same calls carry the same headers",
    async (_name, start) => {
      const server = await start();
      try {
        const before = await runAgainst(legacyProgram, server);
        const after = await runAgainst(migrated, server);
        // The scenario really sent headers: none, a tenant, a tenant and a trace (rewritten args).
        expect(before.calls).toEqual([
          { tenant: undefined, trace: undefined },
          { tenant: "acme", trace: undefined },
          { tenant: "acme", trace: "t-both" },
        ]);
        expect(before.stdout).toContain('"label":"both-rewritten"');
        expect(after.calls).toEqual(before.calls);
        expect(after.stdout).toBe(before.stdout);
      } finally {
        await server.close();
      }
    },
    120_000,
  );

  it("the migrated program type-checks", async () => {
    const text = readFileSync(join(migrated, "program.ts"), "utf8");
    expect(await typecheck("call-headers-tsc", { "program.ts": text })).toBe("");
  }, 120_000);
});
