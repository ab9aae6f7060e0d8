// Cross-file migration through the pre-pass that the source migrations declare
// (`project/clients`). These tests drive the pre-pass without the CLI: `runWithProject` does
// what the engine would: it hands the pre-pass result to the migrations that declare it, and
// visits the files the pre-pass names besides those that mention the old package. Everything
// else is the real thing: the compiled transforms in order, one tree, one print.
import { readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import jscodeshift from "jscodeshift";
import {
  createSourceContext,
  factsOfMigration,
  mentionsOldModule,
  parserFor,
  type ManualStep,
  type SourceMigration,
} from "../../src/codemod/migration.js";
import { loadMigrations } from "../../src/engine/migrations.js";
import {
  buildTransforms,
  migrate,
  projectCopy,
  runProgram,
  TRANSFORMS_DIR,
  typecheck,
} from "./harness.js";

// These tests run long synchronous work (child processes, the type checker): give the event
// loop a turn between tests so vitest's worker RPC is answered before its timeout.
afterEach(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

type Prepare = (files: string[], read: (f: string) => string) => any;
const PREPASS = "project/clients";

function prepareOf(): Prepare {
  const mod = createRequire(join(TRANSFORMS_DIR, "x.cjs"))(
    join(TRANSFORMS_DIR, "hooks-to-middleware.cjs"),
  );
  return mod.migration.prepasses.find((p: { name: string }) => p.name === PREPASS).run;
}

/** One file through every source migration with the project facts, as the engine would. */
function runWithProject(path: string, source: string, project: unknown) {
  const j = (jscodeshift as any).withParser(parserFor(path));
  const root = j(source);
  const steps: ManualStep[] = [];
  let changed = false;
  const migrations = loadMigrations(TRANSFORMS_DIR).filter(
    (m): m is SourceMigration => m.kind === "source",
  );
  for (const m of migrations) {
    const options = { targetModule: "langchain-mcp-bridge", adoptPrefixes: false };
    const ctx = createSourceContext(
      j,
      root,
      { path, source },
      options,
      (s) => steps.push(s),
      undefined,
      factsOfMigration(m, { [PREPASS]: project }),
    );
    m.run(ctx);
    changed ||= ctx.isChanged();
  }
  return { output: changed ? root.toSource({ quote: "double" }) : null, steps };
}

describe("pre-pass facts", () => {
  beforeAll(() => buildTransforms(), 120_000);

  const facts = (files: Record<string, string>) => prepareOf()(Object.keys(files), (f) => files[f]);

  it("finds exported instances, factories, classes and tool helpers, through re-exports", () => {
    const p = facts({
      "/p/a.ts": [
        'import { MultiServerMCPClient as C } from "@langchain/mcp-adapters";',
        "export const client = new C({ mcpServers: {}, beforeToolCall: () => {} });",
        "export function make() { return new C({ mcpServers: {} }); }",
        "export class Holder { client = new C({ mcpServers: {} }); }",
        "export const tools = async () => client.getTools();",
      ].join("\n"),
      "/p/b.ts": 'export { client as shared, make } from "./a.js";\nexport * from "./a.js";',
      "/p/c.ts":
        'import { shared, Holder, tools } from "./b.js";\nconsole.log(shared, Holder, tools);',
      "/p/d.ts": 'import { unrelated } from "./e.js";',
    });
    expect(p.exports["/p/a.ts"]).toEqual({
      client: { kind: "instance", hooks: true, origin: "/p/a.ts" },
      make: { kind: "factory", hooks: false, origin: "/p/a.ts" },
      Holder: { kind: "class", hooks: false, origin: "/p/a.ts" },
      tools: { kind: "tools", hooks: true, origin: "/p/a.ts" },
    });
    expect(Object.keys(p.exports["/p/b.ts"]).sort()).toEqual([
      "Holder",
      "client",
      "make",
      "shared",
      "tools",
    ]);
    expect(p.imports["/p/c.ts"].map((f: any) => `${f.local}:${f.kind}:${f.hooks}`)).toEqual([
      "shared:instance:true",
      "Holder:class:false",
      "tools:tools:true",
    ]);
    expect(p.files).toEqual(["/p/b.ts", "/p/c.ts"].filter((f) => p.imports[f]));
    expect(p.imports["/p/d.ts"]).toBeUndefined();
  });

  it("follows every relative form of a specifier: with or without extension, a folder's index, `..`", () => {
    const client = [
      'import { MultiServerMCPClient } from "@langchain/mcp-adapters";',
      "export const client = new MultiServerMCPClient({ mcpServers: {} });",
    ].join("\n");
    const p = facts({
      "/p/mcp/index.ts": client,
      "/p/mcp/local.ts": client,
      "/p/by-folder.ts": 'import { client } from "./mcp";',
      "/p/by-index.ts": 'import { client } from "./mcp/index.js";',
      "/p/mcp/inner/up.ts": 'import { client } from "..";',
      "/p/mcp/bare.ts": 'import { client } from "./local";',
      // Names a module's base name, but not as a path: nothing to follow.
      "/p/prose.ts": 'import { client } from "some-local-package";',
    });
    const importers = Object.keys(p.imports).sort();
    expect(importers).toEqual([
      "/p/by-folder.ts",
      "/p/by-index.ts",
      "/p/mcp/bare.ts",
      "/p/mcp/inner/up.ts",
    ]);
  });
});

describe("hooks in one module, createAgent in another (through a re-export)", () => {
  let legacy: string;
  let migrated: string;
  const outputs: Record<string, string> = {};
  const steps: ManualStep[] = [];

  beforeAll(async () => {
    buildTransforms();
    legacy = projectCopy("cross-file");
    migrated = projectCopy("cross-file");
    const files = readdirSync(migrated)
      .filter((f) => f.endsWith(".ts"))
      .map((f) => join(migrated, f));
    const read = (f: string) => readFileSync(f, "utf8");
    const project = prepareOf()(files, read);
    for (const f of files) {
      const text = read(f);
      if (!mentionsOldModule(text) && !project.files.includes(f)) continue;
      const r = runWithProject(f, text, project);
      steps.push(...r.steps);
      if (r.output !== null) writeFileSync(f, r.output);
    }
    for (const f of files) outputs[f.slice(migrated.length + 1)] = read(f);
  }, 120_000);

  afterAll(() => {
    for (const d of [legacy, migrated]) if (d) rmSync(d, { recursive: true, force: true });
  });

  it("exports the middleware where the hooks were and attaches it where the agent is", () => {
    expect(outputs["client.ts"]).toContain("export const mcpToolHooks = createMiddleware(");
    // No "attach it yourself" TODO: the pre-pass saw the consumer.
    expect(outputs["client.ts"]).not.toContain("(declared below)");
    expect(outputs["agent.ts"]).toContain('import { mcpToolHooks } from "./client.js";');
    expect(outputs["agent.ts"]).toContain(
      "createAgent({ model, tools, middleware: [mcpToolHooks] })",
    );
    const rules = steps.map((s) => `${s.rule}:${s.file.split("/").pop()}:${s.line}`);
    expect(rules).toContain("hooks-to-middleware/attached-cross-file:agent.ts:10");
    expect(rules).toContain("hooks-to-middleware/middleware:client.ts:7");
  });

  it("runs the same as before", async () => {
    const [before, after] = await Promise.all([
      runProgram(legacy, "agent.ts"),
      runProgram(migrated, "agent.ts"),
    ]);
    expect(before).toContain('result add "21"');
    expect(before).toContain('before add {"a":20,"b":22}');
    expect(after).toBe(before);
  }, 120_000);

  it("type-checks", async () => {
    expect(await typecheck("cross-file-tsc", outputs)).toBe("");
  }, 120_000);
});

describe("hooks on a client whose tool list another module imports as a value", () => {
  let legacy: string;
  let migrated: string;
  let report: any;
  const read = (file: string) => readFileSync(join(migrated, file), "utf8");

  beforeAll(async () => {
    buildTransforms();
    legacy = projectCopy("hooked-tool-list");
    migrated = projectCopy("hooked-tool-list");
    report = await migrate(migrated);
  }, 120_000);

  afterAll(() => {
    for (const d of [legacy, migrated]) if (d) rmSync(d, { recursive: true, force: true });
  });

  it("adds the middleware to each agent fed the list and marks where the list goes otherwise", () => {
    expect(read("client.ts")).toContain("export const mcpToolHooks = createMiddleware(");
    const agent = read("agent.ts");
    expect(agent).toContain(
      "createAgent({ model: script(), tools: mcpTools, middleware: [mcpToolHooks] })",
    );
    expect(agent).toContain("tools: withLocal, middleware: [mcpToolHooks] })");
    const marked = agent.split("\n").findIndex((l) => l.includes("TODO(mcp-migrate)"));
    expect(agent.split("\n")[marked + 1]).toContain("export const registry = new Map(mcpTools");
    const rules = report.manualSteps.map((s: any) => s.rule);
    expect(
      rules.filter((r: string) => r === "hooks-to-middleware/unattached-cross-file"),
    ).toHaveLength(1);
  });

  it("runs the same as before", async () => {
    const [before, after] = await Promise.all([
      runProgram(legacy, "agent.ts"),
      runProgram(migrated, "agent.ts"),
    ]);
    expect(before.match(/before add \{"a":20,"b":22\}/g)).toHaveLength(2);
    expect(after).toBe(before);
  }, 120_000);
});

describe("a function returning getClient(name), used by a module that never names the old package", () => {
  let legacy: string;
  let migrated: string;

  beforeAll(async () => {
    buildTransforms();
    legacy = projectCopy("server-client");
    migrated = projectCopy("server-client");
    const report = await migrate(migrated);
    expect(report.summary.failed).toBe(0);
  }, 120_000);

  afterAll(() => {
    for (const d of [legacy, migrated]) if (d) rmSync(d, { recursive: true, force: true });
  });

  it("prints the same against the real server", async () => {
    const [before, after] = await Promise.all([
      runProgram(legacy, "main.ts"),
      runProgram(migrated, "main.ts"),
    ]);
    expect(before).toContain("tools: add, echo,");
    expect(before).toContain('add: [{"type":"text","text":"42"}]');
    expect(after).toBe(before);
  }, 120_000);
});
