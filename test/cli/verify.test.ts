/**
 * `--verify` through the real CLI on real files: each migrated package is type-checked before
 * and after, with its own tsconfig and TypeScript, and only the errors the migration
 * introduced are reported (file:line, by rule, in the table, the report and --json).
 */
import path from "node:path";
import { afterAll, beforeAll, expect, test, vi } from "vitest";
import {
  OLD,
  STRICT_TSCONFIG,
  assertBuilt,
  cleanup,
  codemod,
  projectWithOldPackage,
  read,
} from "./helpers.js";

beforeAll(assertBuilt);
// Each --verify run builds two TypeScript programs over @langchain/core's types.
vi.setConfig({ testTimeout: 240_000 });

afterAll(cleanup);

const TSCONFIG = JSON.stringify(STRICT_TSCONFIG);
const project = projectWithOldPackage;

const header = `import { MultiServerMCPClient } from "${OLD}";

const client = new MultiServerMCPClient({
  mcpServers: { math: { command: "node", args: ["./math.js"] } },
});
`;

test("a clean migration introduces no type error, checked with the project's tsconfig", async () => {
  const dir = project({
    "tsconfig.json": TSCONFIG,
    "src/app.ts": `${header}const tools = await client.getTools();\nconst names: string[] = tools.map((t) => t.name);\nconsole.log(names);\n`,
    // An error the original already has is not the migration's.
    "src/broken.ts": `${header}const wrong: number = "not a number";\nconsole.log(wrong, client);\n`,
  });
  const r = await codemod([".", "--verify", "--json", "report.json"], dir);
  expect(r.code).toBe(0);
  expect(r.stdout).toContain("the migration introduced no type errors");
  const json = JSON.parse(read(dir, "report.json"));
  expect(json.verify.introduced).toEqual([]);
  expect(json.verify.packages).toEqual([
    expect.objectContaining({ dir: ".", skipped: false, introduced: 0, preexisting: 1 }),
  ]);
  expect(json.verify.packages[0].checked).toContain("tsconfig.json");
});

test("an introduced error is named at file:line by rule, and --check exits 4", async () => {
  const dir = project({
    "tsconfig.json": TSCONFIG,
    // The old getClient() returned the SDK's Client; the runtime's MCPClient has no getServerVersion.
    "src/app.ts": `${header}const sdk = await client.getClient("math");\nconsole.log(sdk?.getServerVersion()?.name);\n`,
  });
  const check = await codemod(
    [".", "--check", "--verify", "--no-color", "--json", "report.json"],
    dir,
  );
  expect(check.code).toBe(4);
  // Line 9 of the migrated file: the getClient check's marker and the server-client one above
  // the call take lines 6 and 8.
  expect(check.stdout).toMatch(/type errors/);
  expect(check.stdout).toContain("by file:\n  src/app.ts (1)");
  expect(check.stdout).toContain(
    "src/app.ts:9  TS2339  Property 'getServerVersion' does not exist",
  );
  const json = JSON.parse(read(dir, "report.json"));
  expect(json.verify.introduced).toEqual([
    expect.objectContaining({ file: path.join("src", "app.ts"), line: 9, code: "TS2339" }),
  ]);
  // Without --check the run applies and reports, and exits as usual.
  const apply = await codemod([".", "--verify", "--no-color"], dir);
  expect(apply.code).toBe(0);
  expect(apply.stdout).toContain("src/app.ts:9");
  expect(read(dir, "src/app.ts")).toContain("langchain-mcp-bridge");
});

test("without a tsconfig, JavaScript is checked with checkJs, and a package with no source change is skipped", async () => {
  const js = project({
    "src/app.js": `${header.replace('"node"', '"node"')}const tools = await client.getTools();\nconsole.log(tools.length.toFixed(0));\n`,
  });
  const r = await codemod([".", "--verify", "--json", "report.json"], js);
  expect(r.code).toBe(0);
  const v = JSON.parse(read(js, "report.json")).verify.packages[0];
  expect(v.checked).toContain("no tsconfig.json");
  expect(v.checked).toContain("JavaScript (checkJs)");
  expect(v.introduced).toBe(0);

  const onlyPackageJson = project({ "src/index.ts": "export const x = 1;\n" });
  const p = await codemod([".", "--verify", "--json", "report.json"], onlyPackageJson);
  expect(p.code).toBe(0);
  expect(JSON.parse(read(onlyPackageJson, "report.json")).verify.packages).toEqual([
    expect.objectContaining({ skipped: true, checked: "skipped: no source file changed" }),
  ]);
});
