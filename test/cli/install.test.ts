/**
 * `--install` and an honest `--verify`, through the real CLI and the real npm: the install
 * runs after the files are written (its command printed first), a failed install shows npm's
 * reason and exits 6, and a type check that cannot see the declared dependencies says so
 * (exit 5 under --check) instead of "no type errors introduced".
 */
import path from "node:path";
import { afterAll, beforeAll, expect, test, vi } from "vitest";
import { OLD, assertBuilt, cleanup, codemod, read, tree } from "./helpers.js";

beforeAll(assertBuilt);
afterAll(cleanup);
vi.setConfig({ testTimeout: 240_000 });

const app = `import { MultiServerMCPClient } from "${OLD}";

const client = new MultiServerMCPClient({ mcpServers: { math: { command: "node", args: ["m.js"] } } });
console.log((await client.getTools()).length);
`;

/** A project with nothing installed: no node_modules at all. */
function bare(): string {
  return tree({
    "package.json": JSON.stringify({
      name: "app",
      type: "module",
      dependencies: { [OLD]: "1.1.4" },
    }),
    "tsconfig.json": JSON.stringify({
      compilerOptions: {
        module: "nodenext",
        moduleResolution: "nodenext",
        target: "es2022",
        strict: true,
      },
    }),
    "src/app.ts": app,
  });
}

test("--verify before the install says it cannot check, and --check --verify exits 5", async () => {
  const dir = bare();
  const r = await codemod([".", "--check", "--verify", "--no-color", "--json", "r.json"], dir);
  expect(r.code).toBe(5);
  expect(r.stdout).toContain("cannot check: node_modules does not hold what package.json declares");
  expect(r.stdout).toContain("@langchain/mcp-adapters (not installed)");
  expect(r.stdout).not.toContain("introduced no type errors");
  const v = JSON.parse(read(dir, "r.json")).verify.packages[0];
  expect(v).toMatchObject({ skipped: true, unverifiable: true, introduced: 0 });
});

test("--install writes, prints the install command, and a failed install shows npm's reason (exit 6)", async () => {
  const dir = bare();
  const r = await codemod([".", "--install", "--no-color"], dir, {
    env: {
      // Nothing listens there: npm fails at once, on its own terms.
      npm_config_registry: "http://127.0.0.1:9/",
      npm_config_fetch_retries: "0",
      npm_config_fetch_timeout: "5000",
      npm_config_cache: path.join(dir, ".npm-cache"),
    },
  });
  expect(r.code).toBe(6);
  expect(r.stdout).toContain("$ npm install");
  expect(r.stdout).toContain("`npm install` failed:");
  expect(r.stdout).toMatch(/ECONNREFUSED|network|request to http:\/\/127\.0\.0\.1:9/i);
  expect(r.stdout).toContain("cannot check: `npm install` failed");
  // The files were written before the install ran.
  expect(read(dir, "src/app.ts")).toContain("langchain-mcp-bridge");
  expect(JSON.parse(read(dir, "package.json")).dependencies["langchain-mcp-bridge"]).toBeDefined();
});

test("--install cannot be combined with a review mode", async () => {
  const r = await codemod([".", "--install", "--dry"], bare());
  expect(r.code).toBe(2);
  expect(r.stderr).toContain("--install and --dry cannot be combined");
});
