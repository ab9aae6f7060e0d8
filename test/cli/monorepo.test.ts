/**
 * A run from a monorepo root: each file takes the old version of its nearest package, each
 * package that used the old package gets its own package.json update (and no other does),
 * the results table groups by package, and the next steps name the package manager in use.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { OLD, ROOT, assertBuilt, cleanup, codemod, read, tree } from "./helpers.js";

beforeAll(assertBuilt);
afterAll(cleanup);

const client = (q: string) =>
  `import { MultiServerMCPClient } from ${q}${OLD}${q};\n\n` +
  `export const client = new MultiServerMCPClient({\n` +
  `  mcpServers: { math: { command: ${q}node${q}, args: [${q}./math.js${q}] } },\n});\n`;

const json = (v: unknown) => `${JSON.stringify(v, null, 2)}\n`;

function workspace(extra: Record<string, string> = {}): string {
  return tree({
    "package.json": json({ name: "root", private: true, workspaces: ["packages/*", "apps/*"] }),
    // The lockfile knows both: a has its own nested 0.5, b uses the hoisted 1.1.4.
    "package-lock.json": json({
      name: "root",
      lockfileVersion: 3,
      packages: {
        "": { name: "root" },
        "packages/a/node_modules/@langchain/mcp-adapters": { version: "0.5.3" },
        "node_modules/@langchain/mcp-adapters": { version: "1.1.4" },
      },
    }),
    "packages/a/package.json": json({
      name: "a",
      dependencies: { "@langchain/core": "^0.3.40", [OLD]: "^0.5.0" },
    }),
    "packages/a/src/client.ts": client('"'),
    "packages/b/package.json": json({
      name: "b",
      dependencies: { "@langchain/core": "^1.1.0", [OLD]: "^1.1.0" },
    }),
    "packages/b/src/client.ts": client("'"),
    // Uses nothing of the old package: its package.json must stay as it is.
    "packages/c/package.json": json({ name: "c", dependencies: { zod: "^3.22.0" } }),
    "packages/c/src/index.ts": "export const c = 1;\n",
    ...extra,
  });
}

describe("from a monorepo root", () => {
  test("each file uses its own package's old version; only those packages' package.json change", async () => {
    const dir = workspace();
    const before = { root: read(dir, "package.json"), c: read(dir, "packages/c/package.json") };
    const r = await codemod([".", "--json", "report.json"], dir);
    expect(r.code).toBe(0);
    // 0.5: the old client prefixed every tool with mcp__<server>__ by default.
    expect(read(dir, "packages/a/src/client.ts")).toContain("`mcp__${server}__${tool}`");
    expect(read(dir, "packages/b/src/client.ts")).toContain("toolNames: 'bare'"); // in the file's own quotes
    expect(read(dir, "packages/b/src/client.ts")).not.toContain("mcp__");
    const a = JSON.parse(read(dir, "packages/a/package.json"));
    const b = JSON.parse(read(dir, "packages/b/package.json"));
    expect(a.dependencies).toEqual({
      "@langchain/core": "^1.4.0",
      "langchain-mcp-bridge": "^0.1.0",
      "@langchain/langgraph": "^1.7.3",
    });
    expect(b.dependencies["@langchain/core"]).toBe("^1.4.0");
    expect(b.dependencies[OLD]).toBeUndefined();
    expect(read(dir, "package.json")).toBe(before.root);
    expect(read(dir, "packages/c/package.json")).toBe(before.c);

    const report = JSON.parse(read(dir, "report.json"));
    const versions = Object.fromEntries(
      report.packages.map((p: any) => [p.dir, p.oldPackage?.version ?? null]),
    );
    expect(versions).toEqual({ "packages/a": "0.5.3", "packages/b": "1.1.4" });
    expect(report.files.changed.map((f: any) => [f.file, f.package])).toContainEqual([
      path.join("packages", "a", "src", "client.ts"),
      path.join("packages", "a"),
    ]);
    // Only a moves from LangChain 0.x; its report entry says so.
    const upgrades = report.manualSteps.filter((s: any) => s.rule === "package-json/langchain-1x");
    expect(upgrades.map((s: any) => s.file)).toEqual([path.join("packages", "a", "package.json")]);
    expect(report.nextSteps.join("\n")).toContain("`npm install`");
  });

  test("--dry groups the results table by package and names each package's version", async () => {
    const dir = workspace();
    const r = await codemod([".", "--dry", "--no-color"], dir);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("packages/a: @langchain/mcp-adapters 0.5.3");
    const a = r.stdout.indexOf("package packages/a (@langchain/mcp-adapters 0.5.3)");
    const b = r.stdout.indexOf("package packages/b (@langchain/mcp-adapters 1.1.4)");
    expect(a).toBeGreaterThan(-1);
    expect(b).toBeGreaterThan(a);
    // a's rows sit under a's heading, before b's.
    const aFile = r.stdout.indexOf("packages/a/src/client.ts", a);
    expect(aFile).toBeGreaterThan(a);
    expect(aFile).toBeLessThan(b);
  });

  test("a resumed run whose package.json is already migrated keeps the old version from the lockfile", async () => {
    const dir = workspace({
      "packages/a/package.json": json({
        name: "a",
        dependencies: { "@langchain/core": "^1.4.0", "langchain-mcp-bridge": "^0.1.0" },
      }),
    });
    expect((await codemod(["."], dir)).code).toBe(0);
    expect(read(dir, "packages/a/src/client.ts")).toContain("`mcp__${server}__${tool}`");
  });

  test("the install step names the package manager in use", async () => {
    const pnpm = workspace({
      "package.json": json({ name: "root", private: true, packageManager: "pnpm@9.12.0" }),
    });
    const r = await codemod([".", "--json", "report.json"], pnpm);
    expect(r.code).toBe(0);
    expect(JSON.parse(read(pnpm, "report.json")).nextSteps.join("\n")).toContain("`pnpm install`");

    const bun = tree({
      "bun.lock": "{}\n",
      "package.json": json({ name: "app", dependencies: { [OLD]: "^1.1.0" } }),
      "src/client.ts": client('"'),
    });
    expect((await codemod([".", "--json", "report.json"], bun)).code).toBe(0);
    expect(JSON.parse(read(bun, "report.json")).nextSteps.join("\n")).toContain("`bun install`");

    const yarn = tree({
      "yarn.lock": "# yarn lockfile v1\n",
      "src/client.ts": client('"'),
    });
    expect((await codemod([".", "--json", "report.json"], yarn)).code).toBe(0);
    expect(JSON.parse(read(yarn, "report.json")).nextSteps.join("\n")).toContain(
      "`yarn add langchain-mcp-bridge`",
    );
  });

  test("langchain goes to the package whose files have the migrated hooks, not to a parent", async () => {
    const hooks = path.join(ROOT, "__testfixtures__", "projects", "cross-file");
    const files: Record<string, string> = {
      "package.json": json({ name: "root", private: true, dependencies: { [OLD]: "^1.1.0" } }),
      "packages/a/package.json": json({ name: "a", dependencies: { [OLD]: "^1.1.0" } }),
    };
    for (const f of readdirSync(hooks))
      files[`packages/a/src/${f}`] = readFileSync(path.join(hooks, f), "utf8");
    const dir = tree(files);
    expect((await codemod(["."], dir)).code).toBe(0);
    expect(JSON.parse(read(dir, "packages/a/package.json")).dependencies.langchain).toBe("^1.0.0");
    expect(JSON.parse(read(dir, "package.json")).dependencies.langchain).toBeUndefined();
  });
});
