/**
 * Whole projects of each kind users have, made here in os.tmpdir(): installed from the
 * registry, built and run against a real MCP server (a stdio child), migrated by the packed
 * package from the project root, installed again (registry plus the tarball, no
 * --legacy-peer-deps), type-checked and run again: the program must print the same. `--verify`
 * must report no introduced type error, and name the one a file introduces on purpose.
 */
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, inject, test } from "vitest";
import {
  ROOT,
  TSCONFIG_ESM,
  coreCopies,
  json,
  npmInstall,
  ok,
  preferTarball,
  runCommand,
  scratchProject,
  sh,
  useTarball,
} from "./helpers.js";

/** The runtime, packed: what the migrated projects install as `langchain-mcp-bridge`. */
const tarball = inject("runtimeTarball");
const codemodTarball = inject("tarball");
/** The pnpm of the pnpm project: this repository's pinned dev dependency. */
const PNPM_VERSION = JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8"))
  .devDependencies.pnpm as string;
const prefix = inject("prefix");
const scratch = inject("scratch");
/** `npx langchain-mcp-bridge …` from a project that does not depend on it. */
const global = { npm_config_prefix: prefix };

/** The old program: list the tools, call two, print names and results. */
const esmProgram = `import { MultiServerMCPClient } from "@langchain/mcp-adapters";

const client = new MultiServerMCPClient({
  mcpServers: {
    math: { transport: "stdio", command: process.execPath, args: [process.env.E2E_SERVER ?? ""] },
  },
});
const tools = await client.getTools();
console.log(tools.map((t) => t.name).sort().join(","));
for (const tool of tools) {
  if (tool.name.endsWith("add")) console.log(tool.name, String(await tool.invoke({ a: 2, b: 3 })));
  if (tool.name.endsWith("multiply"))
    console.log(tool.name, String(await tool.invoke({ a: 3, b: 4 })));
}
await client.close();
`;

const cjsProgram = `"use strict";
const { MultiServerMCPClient } = require("@langchain/mcp-adapters");

async function main() {
  const client = new MultiServerMCPClient({
    mcpServers: {
      math: { transport: "stdio", command: process.execPath, args: [process.env.E2E_SERVER || ""] },
    },
  });
  const tools = await client.getTools();
  console.log(tools.map((t) => t.name).sort().join(","));
  const add = tools.find((t) => t.name.endsWith("add"));
  console.log(add.name, String(await add.invoke({ a: 4, b: 5 })));
  await client.close();
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
`;

const devDependencies = { typescript: "~5.9.3", "@types/node": "^20.19.0" };

function readmeCommands(): string[] {
  const readme = readFileSync(path.join(ROOT, "README.md"), "utf8");
  const section = readme.slice(
    readme.indexOf("<!-- codemod-first-run:start -->"),
    readme.indexOf("<!-- codemod-first-run:end -->"),
  );
  const block = /```sh\n([\s\S]*?)```/.exec(section);
  expect(block).not.toBeNull();
  return block![1]
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith("#"));
}

/** Build (tsc) and run one package's program; its stdout. */
async function buildAndRun(dir: string, main: string, tsconfig = "."): Promise<string> {
  await ok(dir, "npx", ["tsc", "-p", tsconfig]);
  return (await ok(dir, process.execPath, [main])).stdout;
}

function verifyReport(dir: string, file: string) {
  const v = JSON.parse(readFileSync(path.join(dir, file), "utf8")).verify;
  expect(v.packages.length).toBeGreaterThan(0);
  for (const p of v.packages) expect(p.skipped).toBe(false);
  return v;
}

describe("e2e: whole projects migrate, install, type-check and print the same", async () => {
  test("a LangChain 0.3-era project (@langchain/core 0.3, @langchain/mcp-adapters 0.5)", async () => {
    const dir = scratchProject(scratch, "era-0-3", {
      "package.json": json({
        name: "era-0-3",
        private: true,
        type: "module",
        dependencies: {
          "@langchain/core": "^0.3.66",
          "@langchain/mcp-adapters": "0.5.4",
          // The SDK of that era: 0.5's content schemas do not load under today's 1.x SDK.
          "@modelcontextprotocol/sdk": "1.17.5",
          zod: "^3.23.8",
        },
        devDependencies,
      }),
      "tsconfig.json": TSCONFIG_ESM,
      "src/main.ts": esmProgram,
    });
    await npmInstall(dir);
    const before = await buildAndRun(dir, "dist/main.js");
    // 0.5 named tools mcp__<server>__<tool>: the migrated program must keep those names.
    expect(before).toContain("mcp__math__add");

    // One command: migrate, install, type-check the whole project before and after.
    preferTarball(path.join(dir, "package.json"), tarball);
    await ok(
      dir,
      "npx",
      ["langchain-mcp-bridge", "codemod", ".", "--install", "--json", "r.json"],
      global,
    );
    const report = JSON.parse(readFileSync(path.join(dir, "r.json"), "utf8"));
    expect(report.install).toEqual([expect.objectContaining({ command: "npm install", ok: true })]);
    // Checked with @langchain/core 0.3 installed: the version difference marks nothing.
    expect(report.safetyNet).toEqual([
      expect.objectContaining({ dir: ".", skipped: false, introduced: 0 }),
    ]);
    expect(report.manualSteps.filter((s: any) => s.rule.startsWith("type-check/"))).toEqual([]);
    expect(verifyReport(dir, "r.json").introduced).toEqual([]);
    expect(report.manualSteps.map((s: any) => s.rule)).toContain("package-json/langchain-1x");
    const pkg = JSON.parse(readFileSync(path.join(dir, "package.json"), "utf8"));
    expect(pkg.dependencies["@langchain/core"]).toBe("^1.4.0");
    expect(pkg.dependencies["@langchain/langgraph"]).toBe("^1.7.3");
    expect(pkg.dependencies.zod).toBe("^3.25.76");

    const core = coreCopies(dir);
    expect(core.runtime).toBe(core.program);
    expect(await buildAndRun(dir, "dist/main.js")).toBe(before);
  });

  test("a LangChain 0.3 app with an integration on 0.x, node10 resolution, prebuilt and classic imports", async () => {
    const program = `import { MultiServerMCPClient } from "@langchain/mcp-adapters";
import { createReactAgent } from "@langchain/langgraph/prebuilt";
import { MemoryVectorStore } from "langchain/vectorstores/memory";
import { ChatOpenAI } from "@langchain/openai";

async function main(): Promise<void> {
  const client = new MultiServerMCPClient({
    mcpServers: {
      math: { transport: "stdio", command: process.execPath, args: [process.env.E2E_SERVER ?? ""] },
    },
  });
  const tools = await client.getTools();
  console.log(tools.map((t) => t.name).sort().join(","));
  const add = tools.find((t) => t.name.endsWith("add"))!;
  console.log(add.name, String(await add.invoke({ a: 2, b: 3 })));
  console.log(typeof createReactAgent, typeof MemoryVectorStore, typeof ChatOpenAI);
  await client.close();
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
`;
    const dir = scratchProject(scratch, "era-0-3-app", {
      "package.json": json({
        name: "era-0-3-app",
        private: true,
        dependencies: {
          "@langchain/core": "^0.3.66",
          "@langchain/langgraph": "^0.2.74",
          "@langchain/openai": "^0.5.0",
          "@langchain/mcp-adapters": "0.5.4",
          "@modelcontextprotocol/sdk": "1.17.5",
          langchain: "^0.3.29",
          zod: "^3.23.8",
        },
        devDependencies,
      }),
      // NestJS's default: CommonJS with node10 resolution.
      "tsconfig.json": json({
        compilerOptions: {
          module: "commonjs",
          moduleResolution: "node",
          target: "es2022",
          outDir: "dist",
          strict: true,
          skipLibCheck: true,
          esModuleInterop: true,
        },
        include: ["src"],
      }),
      "src/main.ts": program,
    });
    await npmInstall(dir);
    const before = await buildAndRun(dir, "dist/main.js");
    expect(before).toContain("function function function");

    preferTarball(path.join(dir, "package.json"), tarball);
    const r = await sh(
      dir,
      "npx",
      ["langchain-mcp-bridge", "codemod", ".", "--install", "--json", "r.json"],
      global,
    );
    // The run left something that will not build until a person acts (the module resolution
    // below): an error-level step, which sets exit code 7.
    expect(r.code).toBe(7);
    const report = JSON.parse(readFileSync(path.join(dir, "r.json"), "utf8"));
    expect(report.install).toEqual([expect.objectContaining({ ok: true })]);
    // Checked after the install over the whole project: the one error is the node10 subpath.
    expect(report.verify.introduced).toEqual([
      expect.objectContaining({
        file: path.join("src", "main.ts"),
        code: "TS2307",
        message: expect.stringContaining("@langchain/langgraph/prebuilt"),
      }),
    ]);
    const pkg = JSON.parse(readFileSync(path.join(dir, "package.json"), "utf8"));
    // The integration moved with core; the 0.x entry point moved to @langchain/classic.
    expect(pkg.dependencies["@langchain/openai"]).toMatch(/^\^1\./);
    expect(pkg.dependencies["@langchain/classic"]).toBeDefined();
    const main = readFileSync(path.join(dir, "src/main.ts"), "utf8");
    expect(main).toContain('from "@langchain/classic/vectorstores/memory"');
    // langgraph 1.x resolves its subpaths through `exports` only: the report names the fix.
    const error = report.manualSteps.find((s: any) => s.rule === "package-json/module-resolution");
    expect(error).toMatchObject({ kind: "error" });
    expect(error.message).toContain('"moduleResolution"');
    // The person applies it, as the report says; then it builds and prints the same.
    const tsconfig = JSON.parse(readFileSync(path.join(dir, "tsconfig.json"), "utf8"));
    tsconfig.compilerOptions.module = "node16";
    tsconfig.compilerOptions.moduleResolution = "node16";
    writeFileSync(path.join(dir, "tsconfig.json"), json(tsconfig));
    const core = coreCopies(dir);
    expect(core.runtime).toBe(core.program);
    expect(await buildAndRun(dir, "dist/main.js")).toBe(before);
  });

  test("a pnpm project: --install runs pnpm (the packageManager field), and it prints the same", async () => {
    const dir = scratchProject(scratch, "pnpm", {
      "package.json": json({
        name: "with-pnpm",
        private: true,
        type: "module",
        packageManager: `pnpm@${PNPM_VERSION}`,
        dependencies: { "@langchain/core": "^1.1.0", "@langchain/mcp-adapters": "1.1.4" },
        devDependencies,
      }),
      "tsconfig.json": TSCONFIG_ESM,
      "src/main.ts": esmProgram,
    });
    // pnpm is this repository's pinned dev dependency, found as users find theirs: on PATH.
    const withPnpm = {
      PATH: `${path.join(ROOT, "node_modules", ".bin")}${path.delimiter}${process.env.PATH}`,
    };
    await ok(dir, "pnpm", ["install"], withPnpm);
    const before = await buildAndRun(dir, "dist/main.js");

    preferTarball(path.join(dir, "package.json"), tarball);
    await ok(
      dir,
      "npx",
      ["langchain-mcp-bridge", "codemod", ".", "--install", "--json", "r.json"],
      // As in CI, where pnpm freezes the lockfile the migration has just outdated.
      { ...global, ...withPnpm, CI: "true" },
    );
    const report = JSON.parse(readFileSync(path.join(dir, "r.json"), "utf8"));
    expect(report.install).toEqual([
      expect.objectContaining({ dir: ".", command: "pnpm install --no-frozen-lockfile", ok: true }),
    ]);
    expect(verifyReport(dir, "r.json").introduced).toEqual([]);
    const core = coreCopies(dir);
    expect(core.runtime).toBe(core.program);
    expect(await buildAndRun(dir, "dist/main.js")).toBe(before);
  });

  test("a 1.x-era project, migrated with the README's commands exactly as written", async () => {
    const dir = scratchProject(scratch, "era-1", {
      "package.json": json({
        name: "era-1",
        private: true,
        type: "module",
        dependencies: { "@langchain/core": "^1.1.0", "@langchain/mcp-adapters": "1.1.4" },
        devDependencies,
      }),
      "tsconfig.json": TSCONFIG_ESM,
      "src/main.ts": esmProgram,
    });
    await npmInstall(dir);
    const before = await buildAndRun(dir, "dist/main.js");

    // On purpose: the old getClient() gave the SDK's Client; the runtime's has no getServerVersion.
    writeFileSync(
      path.join(dir, "src/extra.ts"),
      `import { MultiServerMCPClient } from "@langchain/mcp-adapters";\n\nconst c = new MultiServerMCPClient({ mcpServers: {} });\nconst sdk = await c.getClient("math");\nexport const name = sdk?.getServerVersion()?.name;\n`,
    );
    await ok(dir, "npx", ["tsc", "-p", ".", "--noEmit"]);
    const purposeful = await sh(
      dir,
      "npx",
      ["langchain-mcp-bridge", "codemod", ".", "--check", "--verify", "--json", "v.json"],
      global,
    );
    expect(purposeful.code).toBe(4);
    expect(JSON.parse(readFileSync(path.join(dir, "v.json"), "utf8")).verify.introduced).toEqual([
      // Line 7 of the migrated file: the markers about the `sdk?.` test of getClient's result
      // (line 4) and about its shape (line 6) come before it.
      expect.objectContaining({ file: path.join("src", "extra.ts"), line: 7, code: "TS2339" }),
    ]);
    rmSync(path.join(dir, "src/extra.ts"));
    rmSync(path.join(dir, "v.json"));

    const commands = readmeCommands();
    const fromAnywhere = commands.filter((c) => c.startsWith("npx langchain-mcp-bridge codemod"));
    const devInstall = commands.filter((c) => c.startsWith("npm install --save-dev"));
    const installed = commands.filter((c) => c.startsWith("npx codemod"));
    expect(fromAnywhere.length).toBeGreaterThanOrEqual(2);
    expect(devInstall).toEqual(["npm install --save-dev langchain-mcp-bridge-codemod"]);
    expect(installed.length).toBeGreaterThanOrEqual(1);
    expect(fromAnywhere.length + devInstall.length + installed.length).toBe(commands.length);
    const main = readFileSync(path.join(dir, "src/main.ts"), "utf8");
    expect(fromAnywhere.some((c) => c.includes("--install"))).toBe(true);
    preferTarball(path.join(dir, "package.json"), tarball);
    // Once the runtime is installed, its command starts the codemod through npx (the packed
    // one here: it is not published).
    const npxCodemod = { ...global, LANGCHAIN_MCP_BRIDGE_CODEMOD: codemodTarball };
    for (const command of fromAnywhere) {
      const r = await runCommand(dir, command, npxCodemod);
      if (command.includes("--dry")) {
        expect(readFileSync(path.join(dir, "src/main.ts"), "utf8")).toBe(main);
        expect(r.stdout).toContain("+++ b/src/main.ts");
      }
      if (command.includes("--install")) {
        expect(r.stdout).toContain("$ npm install");
        expect(r.stdout).toContain("`npm install`: done");
        expect(r.stdout).toContain("the migration introduced no type errors");
      }
    }
    expect(readFileSync(path.join(dir, "src/main.ts"), "utf8")).toContain("langchain-mcp-bridge");

    const core = coreCopies(dir);
    expect(core.runtime).toBe(core.program);
    // The codemod among the dev dependencies (its tarball: it is not published), then
    // `npx codemod` is its command (not the registry's package of that name).
    await ok(dir, "npm", ["install", "--save-dev", "--no-audit", "--no-fund", codemodTarball]);
    for (const command of installed)
      expect((await runCommand(dir, command)).stdout).toContain("Scanned");
    expect(await buildAndRun(dir, "dist/main.js")).toBe(before);
  });

  test("a CommonJS project (require, checked as JavaScript by tsc)", async () => {
    const dir = scratchProject(scratch, "cjs", {
      "package.json": json({
        name: "cjs",
        private: true,
        type: "commonjs",
        dependencies: { "@langchain/core": "^1.0.0", "@langchain/mcp-adapters": "1.0.3" },
        devDependencies,
      }),
      "tsconfig.json": json({
        compilerOptions: {
          allowJs: true,
          checkJs: true,
          noEmit: true,
          module: "nodenext",
          moduleResolution: "nodenext",
          target: "es2022",
          skipLibCheck: true,
        },
        include: ["src"],
      }),
      "src/main.js": cjsProgram,
    });
    await npmInstall(dir);
    await ok(dir, "npx", ["tsc", "-p", "."]);
    const before = (await ok(dir, process.execPath, ["src/main.js"])).stdout;

    await ok(
      dir,
      "npx",
      ["langchain-mcp-bridge", "codemod", ".", "--verify", "--json", "r.json"],
      global,
    );
    expect(verifyReport(dir, "r.json").introduced).toEqual([]);
    expect(readFileSync(path.join(dir, "src/main.js"), "utf8")).toContain(
      'require("langchain-mcp-bridge")',
    );

    useTarball([path.join(dir, "package.json")], tarball);
    await npmInstall(dir);
    const core = coreCopies(dir);
    expect(core.runtime).toBe(core.program);
    await ok(dir, "npx", ["tsc", "-p", "."]);
    expect((await ok(dir, process.execPath, ["src/main.js"])).stdout).toBe(before);
  });

  test("an npm-workspaces monorepo with two packages on different old versions", async () => {
    const pkg = (name: string, deps: Record<string, string>) =>
      json({ name, private: true, type: "module", dependencies: deps });
    const dir = scratchProject(scratch, "monorepo", {
      "package.json": json({
        name: "mono",
        private: true,
        workspaces: ["packages/*"],
        devDependencies,
      }),
      "packages/a/package.json": pkg("a", {
        "@langchain/core": "^0.3.66",
        "@langchain/mcp-adapters": "0.5.4",
        "@modelcontextprotocol/sdk": "1.17.5",
        zod: "^3.23.8",
      }),
      "packages/a/tsconfig.json": TSCONFIG_ESM,
      "packages/a/src/main.ts": esmProgram,
      "packages/b/package.json": pkg("b", {
        "@langchain/core": "^1.1.0",
        "@langchain/mcp-adapters": "1.1.4",
      }),
      "packages/b/tsconfig.json": TSCONFIG_ESM,
      "packages/b/src/main.ts": esmProgram,
      // Uses nothing of the old package: its package.json must stay as it is.
      "packages/c/package.json": pkg("c", {}),
      "packages/c/src/index.js": "export const c = 1;\n",
    });
    await npmInstall(dir);
    const before = {
      a: await buildAndRun(dir, "packages/a/dist/main.js", "packages/a"),
      b: await buildAndRun(dir, "packages/b/dist/main.js", "packages/b"),
    };
    expect(before.a).toContain("mcp__math__add");
    expect(before.b).not.toContain("mcp__");
    const untouched = {
      root: readFileSync(path.join(dir, "package.json"), "utf8"),
      c: readFileSync(path.join(dir, "packages/c/package.json"), "utf8"),
    };

    for (const p of ["a", "b"])
      preferTarball(path.join(dir, "packages", p, "package.json"), tarball);
    const r = await ok(
      dir,
      "npx",
      ["langchain-mcp-bridge", "codemod", ".", "--install", "--json", "r.json"],
      global,
    );
    expect(r.stdout).toContain("packages/a: @langchain/mcp-adapters 0.5.4");
    expect(r.stdout).toContain("packages/b: @langchain/mcp-adapters 1.1.4");
    // One install, at the workspace root, for both packages.
    expect(JSON.parse(readFileSync(path.join(dir, "r.json"), "utf8")).install).toEqual([
      expect.objectContaining({ dir: ".", command: "npm install", ok: true }),
    ]);
    expect(verifyReport(dir, "r.json").introduced).toEqual([]);
    expect(readFileSync(path.join(dir, "package.json"), "utf8")).toBe(untouched.root);
    expect(readFileSync(path.join(dir, "packages/c/package.json"), "utf8")).toBe(untouched.c);

    for (const p of ["a", "b"]) {
      const core = coreCopies(path.join(dir, "packages", p));
      expect(core.runtime).toBe(core.program);
    }
    expect(await buildAndRun(dir, "packages/a/dist/main.js", "packages/a")).toBe(before.a);
    expect(await buildAndRun(dir, "packages/b/dist/main.js", "packages/b")).toBe(before.b);
  });
});
