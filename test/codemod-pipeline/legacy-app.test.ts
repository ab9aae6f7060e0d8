/**
 * End to end: `examples/legacy-app` (a program on the old package, two SDK 1.x servers and a
 * JSON config) is copied to a temporary directory and run; the copy is migrated with the real
 * CLI (`node bin/codemod.cjs <dir> --force`, on the compiled transforms); the migrated program
 * runs on the built runtime against the same servers and must print the same lines.
 *
 * The copy gets a `node_modules` of links: the old package and the SDK from this repository's
 * dependencies, and `langchain-mcp-bridge` pointing at this package (its `dist` build).
 */
import { execFileSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTransforms, ROOT } from "../codemod-fixtures/engine.js";

const APP = join(ROOT, "examples/legacy-app");
let dir = "";

function link(name: string, target: string): void {
  const at = join(dir, "node_modules", name);
  mkdirSync(join(at, ".."), { recursive: true });
  symlinkSync(target, at, "dir");
}

function run(): string {
  return execFileSync(process.execPath, ["src/main.js"], {
    cwd: dir,
    encoding: "utf8",
    timeout: 60_000,
    env: { ...process.env, NODE_NO_WARNINGS: "1" },
  });
}

beforeAll(() => {
  buildTransforms();
  // The CLI and the runtime are built by `npm run build` (the test script runs it first).
  for (const f of ["dist/cli/main.cjs", "runtime/dist/index.js"]) {
    if (!existsSync(join(ROOT, f))) throw new Error(`${f} is missing: run \`npm run build\``);
  }
  dir = mkdtempSync(join(tmpdir(), "legacy-app-"));
  cpSync(APP, dir, { recursive: true, filter: (src) => !src.includes("node_modules") });
  link("@langchain/mcp-adapters", join(ROOT, "node_modules/@langchain/mcp-adapters"));
  link("@langchain/core", join(ROOT, "node_modules/@langchain/core"));
  link("@modelcontextprotocol/sdk", join(ROOT, "node_modules/@modelcontextprotocol/sdk"));
  link("zod", join(ROOT, "node_modules/zod"));
  link("langchain-mcp-bridge", join(ROOT, "runtime"));
}, 120_000);

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe("examples/legacy-app", () => {
  it("prints the same results before and after the migration", () => {
    const before = run();
    expect(before).toContain("math__add");
    expect(before).toContain("weather__forecast");

    const report = execFileSync(process.execPath, [join(ROOT, "bin/codemod.cjs"), dir, "--force"], {
      cwd: ROOT,
      encoding: "utf8",
      timeout: 120_000,
    });
    expect(report).toMatch(/3 changed/);

    const main = readFileSync(join(dir, "src/main.js"), "utf8");
    expect(main).toContain('from "langchain-mcp-bridge"');
    expect(main).not.toContain("@langchain/mcp-adapters");
    expect(JSON.parse(readFileSync(join(dir, "package.json"), "utf8")).dependencies).toHaveProperty(
      "langchain-mcp-bridge",
    );
    expect(
      JSON.parse(readFileSync(join(dir, "mcp.json"), "utf8")).mcpServers.weather,
    ).not.toHaveProperty("transport");

    expect(run()).toBe(before);
  }, 180_000);
});
