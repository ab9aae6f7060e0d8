/**
 * The CLI habits users bring from next-codemod, codemod.com and jscodeshift (issue 27), through
 * the real bin: a report by rule with its docs, --verbose and --json; --check naming files,
 * its next step and markers; --transforms; linked hunks in --interactive under a real
 * terminal; package.json keys kept sorted.
 */
import { existsSync, readFileSync } from "node:fs";
import { afterAll, beforeAll, expect, test } from "vitest";
import { BIN, OLD, assertBuilt, cleanup, codemod, read, run, tree } from "./helpers.js";

beforeAll(assertBuilt);
afterAll(cleanup);

/** Two places of one rule (`methods/get-client`), and an option the adapter drops. */
const twoPlaces = `import { MultiServerMCPClient } from "${OLD}";

const client = new MultiServerMCPClient({
  throwOnLoadError: false,
  mcpServers: { math: { command: "node", args: ["math.js"] } },
});
export const a = await client.getClient("math");
export const b = await client.getClient("math");
`;

test("the report: by rule, one example each, with a doc section that exists; --verbose every place; --json all", async () => {
  const dir = tree({ "src/a.ts": twoPlaces });
  const r = await codemod(["src", "--dry", "--json", "r.json", "--no-type-check"], dir);
  expect(r.code, r.stderr).toBe(0);
  const section = r.stdout.slice(r.stdout.indexOf("Needs a person"));
  expect(section).toContain("one example each (--verbose lists every place)");
  expect(section).toMatch(
    / {2}methods\/get-client \(2, behaviour change\)\n {4}docs: (\S+)\n {4}src\/a\.ts:7 {2}\S.*\n {4}…and 1 more place\n/,
  );
  const link = /methods\/get-client[^\n]*\n {4}docs: (\S+)/.exec(section)![1];
  const [file, anchor] = link.split("#");
  expect(existsSync(file)).toBe(true);
  expect(readFileSync(file, "utf8")).toContain("## Methods (`methods`)");
  expect(anchor).toBe("methods-methods");
  expect(section).not.toContain("src/a.ts:8");

  const verbose = await codemod(["src", "--dry", "--verbose", "--no-type-check"], dir);
  expect(verbose.stdout).toContain("src/a.ts:8");
  expect(verbose.stdout).not.toContain("more place");

  const json = JSON.parse(read(dir, "r.json"));
  const places = json.manualSteps.filter((s: any) => s.rule === "methods/get-client");
  expect(places.map((s: any) => s.line).sort()).toEqual([7, 8]);
  expect(places[0].docs).toBe("docs/migration.md#methods-methods");
  expect(existsSync(`${json.docsDir}/migration.md`)).toBe(true);
}, 120_000);

test("--check names the files it would change and the next step; then exits 8 while markers remain, 0 once resolved", async () => {
  const marked = `import { MultiServerMCPClient } from "${OLD}";\n\nexport function make(config: any) {\n  return new MultiServerMCPClient(config);\n}\n`;
  const dir = tree({ "a.ts": twoPlaces, "b.ts": marked });
  const check = await codemod(["--check", "--no-type-check"], dir);
  expect(check.code).toBe(3);
  expect(check.stdout).toContain("would change: a.ts\nwould change: b.ts\n");
  expect(check.stdout).toContain("See the changes with --dry, then run without it to apply them.");
  expect(check.stdout).not.toContain("diff above");

  expect((await codemod(["--no-type-check"], dir)).code).toBe(0);
  expect(read(dir, "b.ts")).toContain("TODO(mcp-migrate)");
  const left = await codemod(["--check", "--no-type-check"], dir);
  expect(left.code).toBe(8);
  expect(left.stdout).not.toContain("would change:");
  expect(left.stdout).toMatch(
    /Resolve each TODO\(mcp-migrate\) marker \(\d+\): `--handoff tasks\.md`/,
  );

  // Resolved by hand: the markers are gone, nothing is left.
  const resolved = read(dir, "b.ts")
    .split("\n")
    .filter((l) => !l.includes("TODO(mcp-migrate)"))
    .join("\n");
  const { writeFileSync } = await import("node:fs");
  writeFileSync(`${dir}/b.ts`, resolved);
  expect((await codemod(["--check", "--no-type-check"], dir)).code).toBe(0);
}, 120_000);

test("--transforms a,b runs that named subset, in run order; an unknown name is a usage error", async () => {
  const dir = tree({ "a.ts": twoPlaces });
  const r = await codemod(["--print", "--transforms", "methods,imports", "--no-type-check"], dir);
  expect(r.code, r.stderr).toBe(0);
  expect(r.stdout).toContain('import { MCPAdapter } from "langchain-mcp-bridge";');
  expect(r.stdout).toContain('client.client("math")');
  // `options` did not run: the old option is still there.
  expect(r.stdout).toContain("throwOnLoadError: false");
  const bad = await codemod(["--transforms", "nope"], dir);
  expect(bad.code).toBe(2);
  expect(bad.stderr).toContain("unknown transform: nope");
}, 120_000);

test("--interactive under a real terminal: the hunks one transform made are one choice, others their own", async () => {
  const source = `import { MultiServerMCPClient } from "${OLD}";

const client = new MultiServerMCPClient({
  throwOnLoadError: false,
  prefixToolNameWithServerName: true,
  mcpServers: { math: { command: "node", args: ["math.js"] } },
});
// 1
// 2
// 3
// 4
// 5
// 6
// 7
export const tools = await client.getTools();
`;
  const dir = tree({ "a.ts": source });
  // Accept the linked options + import change, decline the methods one.
  const r = await run(
    "script",
    [
      "-qfec",
      `"${process.execPath}" "${BIN}" . --interactive --no-type-check --transforms options,methods,imports`,
      "/dev/null",
    ],
    { cwd: dir, input: "y\nn\n", timeout: 60_000, env: { ...process.env, NO_COLOR: "1" } },
  );
  expect(r.code, r.stdout).toBe(0);
  const shown = r.stdout.replace(/\r/g, ""); // a terminal's line endings
  expect(shown).toContain("a.ts (4 changes, 2 choices)");
  expect(shown).toMatch(/linked: changes 1, 2, 3 were made together \([^)]*options[^)]*\)/);
  expect(shown).toContain("Apply these 3 linked changes to a.ts? [y,n,a,s,q,?]");
  const after = read(dir, "a.ts");
  // The options left the config and reached MCPAdapter together; getTools stayed as declined.
  expect(after).not.toContain("throwOnLoadError");
  expect(after).toContain("new MCPAdapter({");
  expect(after).toContain("toolNames:");
  expect(after).toContain("client.getTools()");
}, 120_000);

test("package.json: keys go in sorted order when the dependencies were sorted, in place otherwise", async () => {
  const sorted = `{\n  "name": "app",\n  "dependencies": {\n    "@langchain/core": "^1.0.0",\n    "${OLD}": "^1.1.4",\n    "zod": "^4.2.0"\n  }\n}\n`;
  const unsorted = `{\n  "name": "app",\n  "dependencies": {\n    "zod": "^4.2.0",\n    "${OLD}": "^1.1.4",\n    "@langchain/core": "^1.0.0"\n  }\n}\n`;
  const keys = (dir: string) => Object.keys(JSON.parse(read(dir, "package.json")).dependencies);
  const a = tree({ "package.json": sorted });
  expect((await codemod(["--no-type-check"], a)).code).toBe(0);
  expect(keys(a)).toEqual([
    "@langchain/core",
    "@langchain/langgraph",
    "langchain-mcp-bridge",
    "zod",
  ]);
  const b = tree({ "package.json": unsorted });
  expect((await codemod(["--no-type-check"], b)).code).toBe(0);
  expect(keys(b)).toEqual([
    "zod",
    "langchain-mcp-bridge",
    "@langchain/langgraph",
    "@langchain/core",
  ]);
}, 120_000);
