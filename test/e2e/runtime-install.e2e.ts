/**
 * What a runtime user gets: the packed runtime installed into an empty project with the
 * README's own command. No codemod toolchain and no MCP SDK 1.x comes with it, the whole
 * node_modules (peers included) stays within 95 MB, and the README's example runs against it.
 * The codemod starts from the packed tarballs through the runtime's command, and, installed as
 * a dev dependency, as `npx codemod`.
 */
import { existsSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { expect, inject, test } from "vitest";
import { tsBlocks } from "../doc-blocks.js";
import { ROOT, json, ok, scratchProject, sh } from "./helpers.js";

const runtimeTarball = inject("runtimeTarball");
const codemodTarball = inject("tarball");
const scratch = inject("scratch");
/** `npx langchain-mcp-bridge …` from a project that does not depend on it. */
const global = { npm_config_prefix: inject("prefix") };

/** The packages the codemod needs and the runtime must not bring (issue: a lean install). */
const TOOLCHAIN = [
  "jscodeshift",
  "ts-morph",
  "@ts-morph/common",
  "typescript",
  "recast",
  "@babel/core",
  "@babel/parser",
  "flow-parser",
  "diff",
  "@modelcontextprotocol/sdk",
  "langchain-mcp-bridge-codemod",
];
const MAX_INSTALL_MB = 95;

/** The `npm install` line of a README's ```sh block that names the runtime. */
function installCommand(readme: string): string {
  const blocks = [...readme.matchAll(/```sh\n([\s\S]*?)```/g)].map((m) => m[1]);
  const line = blocks
    .flatMap((b) => b.split("\n"))
    .find((l) => /^npm install .*\blangchain-mcp-bridge\b/.test(l) && !l.includes("codemod"));
  expect(line, "an `npm install langchain-mcp-bridge …` line").toBeDefined();
  return line!;
}

/** Every package folder under node_modules (scoped ones as `@scope/name`), nested ones too. */
function installedPackages(dir: string, found = new Set<string>()): Set<string> {
  if (!existsSync(dir)) return found;
  for (const entry of readdirSync(dir)) {
    if (entry.startsWith(".")) continue;
    const names = entry.startsWith("@")
      ? readdirSync(path.join(dir, entry)).map((n) => `${entry}/${n}`)
      : [entry];
    for (const name of names) {
      found.add(name);
      installedPackages(path.join(dir, name, "node_modules"), found);
    }
  }
  return found;
}

test("the runtime installs as the README says: no codemod toolchain, within 95 MB, and its example runs", async () => {
  const readme = readFileSync(path.join(ROOT, "README.md"), "utf8");
  const command = installCommand(readme);
  // The package's own README (what npm shows) gives the same command.
  expect(readFileSync(path.join(ROOT, "runtime", "README.md"), "utf8")).toContain(command);

  const dir = scratchProject(scratch, "runtime-user", {
    "package.json": json({ name: "runtime-user", private: true, type: "module" }),
  });
  const [npm, ...args] = command.split(/\s+/);
  await ok(
    dir,
    npm,
    args
      .map((a) => (a === "langchain-mcp-bridge" ? runtimeTarball : a))
      .concat("--no-audit", "--no-fund"),
  );

  const packages = installedPackages(path.join(dir, "node_modules"));
  expect(packages.has("langchain-mcp-bridge")).toBe(true);
  expect(TOOLCHAIN.filter((p) => packages.has(p))).toEqual([]);
  const kb = Number((await ok(dir, "du", ["-sk", "node_modules"])).stdout.split(/\s/)[0]);
  expect(kb / 1024).toBeLessThanOrEqual(MAX_INSTALL_MB);

  // The README's example, run as written from the repository root (its servers are this
  // repository's test servers), with the script in the project: `langchain-mcp-bridge` and
  // `langchain` resolve to what the project installed.
  const script = path.join(dir, "example.mts");
  writeFileSync(script, tsBlocks("README.md", "runtime")[0]);
  const r = await ok(ROOT, process.execPath, ["--import", "tsx", script]);
  const lines = r.stdout.trim().split("\n");
  expect(lines).toContain('tool ["text"]');
  expect(lines).toContain('tool ["image"]');
  expect(lines.at(-1)).toBe("2 + 3 = 5, and here is your picture.");
});

test("the codemod starts from the packed tarballs, and installed as a dev dependency", async () => {
  const legacy = `import { MultiServerMCPClient } from "@langchain/mcp-adapters";

const client = new MultiServerMCPClient({ mcpServers: { math: { command: "node", args: ["m.js"] } } });
export const tools = await client.getTools();
`;
  const dir = scratchProject(scratch, "codemod-user", {
    "package.json": json({
      name: "codemod-user",
      private: true,
      type: "module",
      dependencies: { "@langchain/mcp-adapters": "^1.1.0" },
    }),
    "src/app.ts": legacy,
  });
  const dry = await ok(dir, "npx", ["langchain-mcp-bridge", "codemod", ".", "--dry"], global);
  expect(dry.stdout).toContain("+++ b/src/app.ts");
  expect(readFileSync(path.join(dir, "src/app.ts"), "utf8")).toBe(legacy);

  // A dev dependency (the README's `npm install --save-dev` line, from the packed tarball).
  await ok(dir, "npm", ["install", "--save-dev", "--no-audit", "--no-fund", codemodTarball]);
  const installed = await sh(dir, "npx", ["codemod", ".", "--dry"]);
  expect(installed.stdout).toContain("+++ b/src/app.ts");
  expect(installed.code).toBe(0);
});
