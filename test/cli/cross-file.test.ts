/**
 * The cross-file pre-pass through the real bin: the engine runs it once, hands its facts
 * to every file (in-process and on workers), and visits the modules that import an old client
 * from another module although they never name the old package.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, statSync, symlinkSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { ROOT, assertBuilt, cleanup, codemod, read, tree, hasMarkers } from "./helpers.js";
import { typecheck } from "../codemod-pipeline/harness.js";

beforeAll(assertBuilt);
afterAll(cleanup);

const PROJECT = path.join(ROOT, "__testfixtures__", "projects", "multi-file");

/** The multi-file project plus a consumer module that uses the exported client and factory. */
function project(extra: Record<string, string> = {}): string {
  const files: Record<string, string> = {};
  for (const f of readdirSync(PROJECT)) files[f] = readFileSync(path.join(PROJECT, f), "utf8");
  files["consumer.ts"] = [
    "// Lists the tools through the client another module built.",
    'import { client, createClient } from "./client.js";',
    "",
    "export async function names() {",
    "  const tools = await client.getTools();",
    "  const other = createClient();",
    "  await other.initializeConnections();",
    "  return tools.map((t) => t.name);",
    "}",
    "",
  ].join("\n");
  files["unrelated.ts"] = [
    'import { client } from "./elsewhere.js";',
    "export const t = client.getTools();",
    "",
  ].join("\n");
  return tree({ ...files, ...extra });
}

const CONSUMER_AFTER = [
  "// Lists the tools through the client another module built.",
  'import { client, createClient } from "./client.js";',
  "",
  "export async function names() {",
  "  const tools = await client.listTools();",
  "  const other = createClient();",
  "  await other.connect();",
  "  return tools.map((t) => t.name);",
  "}",
  "",
].join("\n");

describe("cross-file pre-pass", () => {
  test("a consumer module that imports a client gets its calls rewritten (in-process)", async () => {
    const dir = project();
    const before = read(dir, "unrelated.ts");
    const r = await codemod([".", "--json", "report.json"], dir);
    expect(r.stderr).not.toContain("internal error");
    expect(r.code).toBe(0);
    expect(read(dir, "consumer.ts")).toBe(CONSUMER_AFTER);
    // A client from a module that is not an old client's is not ours.
    expect(read(dir, "unrelated.ts")).toBe(before);
    expect(read(dir, "client.ts")).not.toContain("getTools");
    const json = JSON.parse(read(dir, "report.json"));
    expect(json.files.changed.map((f: any) => f.file)).toContain("consumer.ts");
    // Idempotent: the second run finds nothing to do.
    const again = await codemod([".", "--check"], dir);
    expect(again.code).toBe(hasMarkers(dir) ? 8 : 0); // 8: nothing to change, markers left
    expect(read(dir, "consumer.ts")).toBe(CONSUMER_AFTER);
  });

  test("the facts reach the workers too", async () => {
    // Enough candidate files that the pool starts threads (more than 40 per worker).
    const filler: Record<string, string> = {};
    for (let i = 0; i < 90; i++)
      filler[`filler/f${i}.ts`] =
        `// uses nothing from @langchain/mcp-adapters\nexport const n${i} = ${i};\n`;
    const dir = project(filler);
    const r = await codemod([".", "--workers", "2", "--dry"], dir);
    expect(r.stderr).not.toContain("internal error");
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("+++ b/consumer.ts");
    expect(r.stdout).toContain("+  const tools = await client.listTools();");
    expect(r.stdout).toContain("+  await other.connect();");
    expect(r.stdout).not.toContain("unrelated.ts  ");
  });
});

describe("the old class re-exported under another name", () => {
  const files = {
    "mcp/index.ts":
      'export { MultiServerMCPClient as ToolClient } from "@langchain/mcp-adapters";\n',
    "mcp/all.ts": 'export * from "@langchain/mcp-adapters";\n',
    "mcp/barrel.ts":
      'export * from "./index.js";\nexport { MultiServerMCPClient as Everything } from "./all.js";\n',
    "service.ts": [
      'import { ToolClient } from "./mcp/barrel.js";',
      'import { Everything } from "./mcp/barrel.js";',
      "",
      "export async function load(names: string[]) {",
      "  const client: ToolClient = new ToolClient({",
      '    mcpServers: { math: { command: "node", args: ["math.js"] } },',
      "  });",
      "  await client.initializeConnections();",
      "  const other = new Everything({ mcpServers: {} });",
      "  return [await client.getTools(...names), await other.getTools()];",
      "}",
      "",
    ].join("\n"),
  };

  test("a module constructing it gets its construction and calls migrated", async () => {
    const dir = tree(files);
    const r = await codemod(["."], dir);
    expect(r.stderr).not.toContain("internal error");
    expect(r.code).toBe(0);
    expect(read(dir, "mcp/index.ts")).toBe(
      'export { MCPAdapter as ToolClient } from "langchain-mcp-bridge";\n',
    );
    expect(read(dir, "service.ts")).toBe(
      [
        'import { ToolClient } from "./mcp/barrel.js";',
        'import { Everything } from "./mcp/barrel.js";',
        "",
        "export async function load(names: string[]) {",
        "  const client: ToolClient = new ToolClient({",
        '    mcpServers: { math: { command: "node", args: ["math.js"] } },',
        '  }, { toolNames: "bare" });',
        "  await client.connect();",
        '  const other = new Everything({ mcpServers: {} }, { toolNames: "bare" });',
        "  return [await client.listTools({ servers: names.length > 0 ? names : undefined }), await other.listTools()];",
        "}",
        "",
      ].join("\n"),
    );
    expect((await codemod([".", "--check"], dir)).code).toBe(hasMarkers(dir) ? 8 : 0);
  });
});

describe("package.json gets langchain when generated middleware needs it", () => {
  const HOOKS = path.join(ROOT, "__testfixtures__", "projects", "cross-file");
  const pkg = (deps: string) => `{\n  "name": "app",\n  "dependencies": {\n${deps}\n  }\n}\n`;
  const withHooks = (packageJson: string) => {
    const files: Record<string, string> = { "package.json": packageJson };
    for (const f of readdirSync(HOOKS))
      files[`src/${f}`] = readFileSync(path.join(HOOKS, f), "utf8");
    return tree(files);
  };

  test("added next to the migrated entry, once", async () => {
    const dir = withHooks(
      pkg(
        '    "@langchain/core": "^1.0.0",\n    "@langchain/mcp-adapters": "^1.1.4",\n    "zod": "^3.23.0"',
      ),
    );
    expect((await codemod(["."], dir)).code).toBe(0);
    expect(read(dir, "package.json")).toBe(
      pkg(
        // The dependencies were sorted: the new and added keys go to their sorted places.
        '    "@langchain/core": "^1.4.0",\n    "@langchain/langgraph": "^1.7.3",\n    "langchain": "^1.0.0",\n    "langchain-mcp-bridge": "^0.1.0",\n    "zod": "^3.25.76"',
      ),
    );
    expect(read(dir, "src/client.ts")).toContain('from "langchain"');
    expect((await codemod([".", "--check"], dir)).code).toBe(hasMarkers(dir) ? 8 : 0);
  });

  test("not added when it is already a dependency, nor when no hooks are migrated", async () => {
    const already = pkg('    "@langchain/mcp-adapters": "^1.1.4",\n    "langchain": "^1.2.0"');
    const dir = withHooks(already);
    expect((await codemod(["."], dir)).code).toBe(0);
    expect(read(dir, "package.json")).toBe(
      pkg(
        '    "@langchain/core": "^1.4.0",\n    "@langchain/langgraph": "^1.7.3",\n    "langchain": "^1.2.0",\n    "langchain-mcp-bridge": "^0.1.0"',
      ),
    );
    const plain = tree({
      "package.json": pkg('    "@langchain/mcp-adapters": "^1.1.4"'),
      "src/a.ts":
        'import { MultiServerMCPClient } from "@langchain/mcp-adapters";\nexport const c = new MultiServerMCPClient({ mcpServers: {} });\n',
    });
    expect((await codemod(["."], plain)).code).toBe(0);
    expect(read(plain, "package.json")).toBe(
      pkg(
        '    "langchain-mcp-bridge": "^0.1.0",\n    "@langchain/core": "^1.4.0",\n    "@langchain/langgraph": "^1.7.3"',
      ),
    );
  });
});

/** The files of a project fixture, `__testfixtures__/projects/<name>/`, by name. */
/** Every file of the project `files` in `dir` reads as in `expected`. */
function expectFiles(
  dir: string,
  files: Record<string, string>,
  expected: Record<string, string | undefined>,
): void {
  for (const f of Object.keys(files)) expect(read(dir, f), f).toBe(expected[f]);
}

function projectFixture(name: string): Record<string, string> {
  const dir = path.join(ROOT, "__testfixtures__", "projects", name);
  return Object.fromEntries(
    (readdirSync(dir, { recursive: true }) as string[])
      .filter((f) => statSync(path.join(dir, f)).isFile())
      .map((f) => [f, readFileSync(path.join(dir, f), "utf8")]),
  );
}

describe("a function returning getClient(name), imported by a module that never names the old package", () => {
  const files = projectFixture("server-client");

  test("the importing module's uses of the server's client migrate, type-check; a second run changes nothing", async () => {
    const dir = tree(files);
    const r = await codemod(["."], dir);
    expect(r.stderr).not.toContain("internal error");
    expect(r.code).toBe(0);
    expect(read(dir, "client.ts")).toContain('return client.client("math");');
    expect(read(dir, "inspect.ts")).toBe(
      [
        "// Never names the old package: what it reads comes from `mathClient()` of another module.",
        'import { mathClient } from "./client.js";',
        "",
        "export async function toolNames(): Promise<string[]> {",
        "  const math = await mathClient();",
        "  const tools = await math!.listTools();",
        "  return tools.map((t) => t.name);",
        "}",
        "",
        "export async function promptCount(): Promise<number> {",
        "  return (await (await mathClient())!.listPrompts()).length;",
        "}",
        "",
        "export async function add(a: number, b: number) {",
        "  const math = await mathClient();",
        '  return math!.callTool("add", { a, b });',
        "}",
        "",
      ].join("\n"),
    );
    const after = Object.fromEntries(Object.keys(files).map((f) => [f, read(dir, f)]));
    expect(await typecheck("server-client-project", after)).toBe("");
    const again = await codemod(["."], dir);
    expect(again.code).toBe(0);
    for (const f of Object.keys(files)) expect(read(dir, f), f).toBe(after[f]);
    expect((await codemod([".", "--check"], dir)).code).toBe(hasMarkers(dir) ? 8 : 0);
    // Three CLI runs and a tsc program: ~28 s alone, more on a loaded machine.
  }, 120_000);
});

describe("clients exported as default or as a subclass, through barrels, namespaces and dynamic imports", () => {
  const files = projectFixture("module-forms");

  test("every use in the module that never names the old package migrates and type-checks", async () => {
    const dir = tree(files);
    const r = await codemod(["."], dir);
    expect(r.stderr).not.toContain("internal error");
    expect(r.code).toBe(0);
    // Seven reads of `getTools`, each on a client reached another way: all renamed, none marked.
    expect(files["app.ts"].match(/\.getTools\(\)/g)).toHaveLength(7);
    expect(read(dir, "app.ts")).toBe(files["app.ts"].replaceAll(".getTools()", ".listTools()"));
    // A subclass of the old client exported by `service.ts`: its instances here are clients.
    expect(read(dir, "consumer.ts")).toBe(
      files["consumer.ts"]
        .replace(".initializeConnections()", ".connect()")
        .replace(".getTools()", ".listTools()"),
    );
    for (const f of ["mcp.ts", "factory.ts", "service.ts"])
      expect(read(dir, f)).not.toContain("mcp-adapters");
    const after = Object.fromEntries(Object.keys(files).map((f) => [f, read(dir, f)]));
    expect(await typecheck("module-forms-project", after)).toBe("");
    const again = await codemod(["."], dir);
    expect(again.code).toBe(0);
    for (const f of Object.keys(files)) expect(read(dir, f), f).toBe(after[f]);
  }, 120_000);
});

describe("configs declared in another module", () => {
  const files = projectFixture("config-modules");
  const expected = projectFixture("config-modules.output");

  test("entries migrate where they are declared, options move to the constructions; type-checks; a second run changes nothing", async () => {
    const dir = tree(files);
    const r = await codemod([".", "--json", "report.json"], dir);
    expect(r.stderr).not.toContain("internal error");
    expect(r.code).toBe(0);
    expectFiles(dir, files, expected);
    // The notes of the moved options come where the client is built, those of the entries
    // where they are declared. Marked: an option that cannot move (a function), options another
    // module reads (limits-check.ts), a parameter that shadows an imported config's name, a
    // JSON config with an old option.
    const steps = JSON.parse(read(dir, "report.json")).manualSteps;
    expect(steps.map((s: any) => `${s.kind} ${s.file}:${s.line} ${s.rule}`).sort()).toEqual([
      "behavior-change agent.ts:12 options/assumed-tool-names",
      "behavior-change agent.ts:5 options/assumed-tool-names",
      "behavior-change agent.ts:5 options/throw-on-load-error",
      "behavior-change config.ts:13 client-config/restart",
      "behavior-change defaults.ts:3 client-config/sse",
      "behavior-change worker.ts:10 options/assumed-tool-names",
      "behavior-change worker.ts:11 options/assumed-tool-names",
      "behavior-change worker.ts:11 options/throw-on-load-error",
      "behavior-change worker.ts:12 options/assumed-tool-names",
      "behavior-change worker.ts:14 options/assumed-tool-names",
      "todo agent.ts:16 client-config/unresolved-config",
      "todo worker.ts:13 options/imported-options",
      "todo worker.ts:15 client-config/unresolved-config",
      "todo worker.ts:16 options/imported-options",
    ]);
    expect(await typecheck("config-modules-project", expected)).toBe("");
    const again = await codemod(["."], dir);
    expect(again.code).toBe(0);
    expectFiles(dir, files, expected);
  }, 120_000);
});

describe("CommonJS modules: clients exported through module.exports and exports, taken by require", () => {
  const files = projectFixture("commonjs-modules");
  const expected = projectFixture("commonjs-modules.output");

  test("every use migrates, the migrated modules load and build MCPAdapters; a second run changes nothing", async () => {
    const dir = tree(files);
    const r = await codemod(["."], dir);
    expect(r.stderr).not.toContain("internal error");
    expect(r.code).toBe(0);
    expectFiles(dir, files, expected);
    // Loaded by Node with this package as `langchain-mcp-bridge`: each module builds its client.
    mkdirSync(path.join(dir, "node_modules"));
    symlinkSync(
      path.join(ROOT, "runtime"),
      path.join(dir, "node_modules", "langchain-mcp-bridge"),
      "dir",
    );
    const loaded = execFileSync(
      process.execPath,
      [
        "-e",
        `const { MCPAdapter } = require("langchain-mcp-bridge");
        const { client, createClient } = require("./mcp.js");
        const built = [client, createClient(), require("./single.js"), require("./factories.js").makeClient()];
        console.log(typeof require("./agent.js").main, built.map((c) => c instanceof MCPAdapter).join());`,
      ],
      { cwd: dir, encoding: "utf8" },
    );
    expect(loaded.trim()).toBe("function true,true,true,true");
    expect((await codemod(["."], dir)).code).toBe(0);
    expectFiles(dir, files, expected);
  }, 120_000);
});

describe("modules named through tsconfig paths and workspace packages", () => {
  const files = projectFixture("aliases-and-workspaces");
  const expected = projectFixture("aliases-and-workspaces.output");

  test("the importing module's uses migrate as for a relative import; a second run changes nothing", async () => {
    const dir = tree(files);
    // What `npm install` makes of the workspace: a link to the package.
    mkdirSync(path.join(dir, "node_modules", "@acme"), { recursive: true });
    symlinkSync("../../packages/mcp", path.join(dir, "node_modules", "@acme", "mcp"), "dir");
    const r = await codemod(["."], dir);
    expect(r.stderr).not.toContain("internal error");
    expect(r.code).toBe(0);
    expectFiles(dir, files, expected);
    expect(read(dir, "src/app/route.ts")).not.toMatch(/getTools|initializeConnections/);
    expect((await codemod(["."], dir)).code).toBe(0);
    expectFiles(dir, files, expected);
  }, 120_000);

  test("an alias declared in a config that the root tsconfig.json only references (Vite)", async () => {
    const vite = projectFixture("vite-solution");
    const after = projectFixture("vite-solution.output");
    const dir = tree(vite);
    const r = await codemod(["."], dir);
    expect(r.code).toBe(0);
    expect(r.stdout).not.toContain("TODO(mcp-migrate)");
    expectFiles(dir, vite, after);
    expect(read(dir, "src/tools.ts")).toContain("client.listTools()");
  }, 120_000);
});
