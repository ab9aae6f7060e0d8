/** The main flows through the real bin: dry run, real run, re-run, check, json, failures. */
import {
  chmodSync,
  existsSync,
  readdirSync,
  readFileSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import {
  OLD,
  ROOT,
  assertBuilt,
  cleanup,
  codemod,
  legacy,
  read,
  readBytes,
  tree,
  hash,
  listFiles,
} from "./helpers.js";

// These tests run long synchronous work (child processes, the type checker): give the event
// loop a turn between tests so vitest's worker RPC is answered before its timeout.
afterEach(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

const ESC = String.fromCharCode(27);

beforeAll(assertBuilt);
afterAll(cleanup);

describe("--dry", () => {
  test("prints a unified diff, a results table and the report, and writes nothing", async () => {
    const dir = tree({ "src/app.ts": legacy(), "src/other.ts": "export const x = 1;\n" });
    const before = listFiles(dir).map((f) => hash(readBytes(dir, f)));
    const r = await codemod(["src", "--dry", "--transform", "imports"], dir);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("--- a/src/app.ts");
    expect(r.stdout).toContain("+++ b/src/app.ts");
    expect(r.stdout).toMatch(
      /^-import \{ MultiServerMCPClient \} from "@langchain\/mcp-adapters";$/m,
    );
    expect(r.stdout).toMatch(/^\+import \{ MCPAdapter \} from "langchain-mcp-bridge";$/m);
    expect(r.stdout).toMatch(/file\s+\+\s+-\s+manual steps\s+error/);
    expect(r.stdout).toContain(
      "Scanned 2 files: 1 would change, 0 unchanged, 1 skipped, 0 failed.",
    );
    expect(r.stdout).toContain("Nothing was written.");
    expect(r.stdout).not.toContain(`${ESC}[`); // not a TTY: no color
    expect(listFiles(dir).map((f) => hash(readBytes(dir, f)))).toEqual(before);
  });

  test("--color forces a colored diff", async () => {
    const dir = tree({ "a.ts": legacy() });
    const r = await codemod(["--dry", "--color", "--transform", "imports"], dir);
    expect(r.stdout).toContain(`${ESC}[32m+import { MCPAdapter }`);
    expect(read(dir, "a.ts")).toBe(legacy());
  });
});

describe("a real run", () => {
  test("rewrites, keeps the file mode, and a second run changes and reports nothing new", async () => {
    const dir = tree({
      "src/app.ts": legacy(),
      "src/tool.mjs": `import { MultiServerMCPClient } from '${OLD}';\nnew MultiServerMCPClient({});\n`,
    });
    chmodSync(path.join(dir, "src/app.ts"), 0o640);
    const r = await codemod([".", "--transform", "imports"], dir);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("Scanned 2 files: 2 changed, 0 unchanged, 0 skipped, 0 failed.");
    expect(read(dir, "src/app.ts")).toBe(
      `import { MCPAdapter } from "langchain-mcp-bridge";\n\nexport const client = new MCPAdapter({ mcpServers: {} });\n`,
    );
    // Untouched formatting survives, and new strings follow the file's own quote style.
    expect(read(dir, "src/tool.mjs")).toBe(
      `import { MCPAdapter } from 'langchain-mcp-bridge';\nnew MCPAdapter({});\n`,
    );
    expect(statSync(path.join(dir, "src/app.ts")).mode & 0o777).toBe(0o640);

    const snapshot = listFiles(dir).map((f) => [f, hash(readBytes(dir, f))]);
    const again = await codemod(["."], dir); // every transform: still nothing to do
    expect(again.code).toBe(0);
    expect(again.stdout).toContain("0 changed");
    expect(again.stdout).not.toContain("Needs a person");
    expect(listFiles(dir).map((f) => [f, hash(readBytes(dir, f))])).toEqual(snapshot);
  });

  test("CRLF line endings, a BOM and a missing final newline are kept", async () => {
    const crlf = legacy().replace(/\n/g, "\r\n");
    const bom = "\uFEFF" + legacy();
    const noEol = legacy().replace(/\n$/, "");
    const dir = tree({ "crlf.ts": crlf, "bom.ts": bom, "noeol.ts": noEol });
    expect((await codemod(["."], dir)).code).toBe(0);
    const a = read(dir, "crlf.ts");
    expect(a).toContain("langchain-mcp-bridge");
    expect(a.split("\r\n").length).toBe(crlf.split("\r\n").length);
    expect(a.replace(/\r\n/g, "")).not.toContain("\n");
    const b = read(dir, "bom.ts");
    expect(b.startsWith("\uFEFFimport { MCPAdapter }")).toBe(true);
    expect(b.indexOf("\uFEFF", 1)).toBe(-1);
    const c = read(dir, "noeol.ts");
    expect(c).toContain("langchain-mcp-bridge");
    expect(c.endsWith(";")).toBe(true);
  });

  test("a file that does not parse is reported, left byte-for-byte, and the run goes on (exit 1)", async () => {
    const broken = `import { MultiServerMCPClient } from "${OLD}";\nconst = ;\n`;
    const dir = tree({ "bad.ts": broken, "good.ts": legacy() });
    const r = await codemod(["."], dir);
    expect(r.code).toBe(1);
    expect(readBytes(dir, "bad.ts").equals(Buffer.from(broken))).toBe(true);
    expect(read(dir, "good.ts")).toContain("langchain-mcp-bridge");
    expect(r.stdout).toMatch(
      /Failed \(left byte-for-byte untouched\):\n {2}bad\.ts: cannot parse: .*\(2:\d+\)/,
    );
    expect(r.stdout).toContain("1 changed, 0 unchanged, 0 skipped, 1 failed");
  });

  test("a transform that throws fails only that file", async () => {
    const transforms = tree({
      "boom.cjs": `exports.migration = { kind: "source", name: "boom", description: "throws on boom.ts", order: 1,
        run(ctx) { if (ctx.file.path.endsWith("boom.ts")) throw new Error("kaput"); } };`,
      "imports.cjs": `module.exports = require(${JSON.stringify(path.resolve(__dirname, "../../dist/transforms/imports.cjs"))});`,
    });
    const dir = tree({ "boom.ts": legacy(), "fine.ts": legacy() });
    const r = await codemod([".", "--transforms-dir", transforms], dir);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('boom.ts: transform "boom" threw: kaput');
    expect(read(dir, "boom.ts")).toBe(legacy());
    expect(read(dir, "fine.ts")).toContain("langchain-mcp-bridge");
  });

  test("output that does not parse is never written", async () => {
    const transforms = tree({
      "bad.cjs": `exports.migration = { kind: "source", name: "bad", description: "prints garbage", order: 1,
        run(ctx) { ctx.root.find(ctx.j.ImportDeclaration).forEach((p) => { p.node.source = ctx.j.identifier("@@@"); }); ctx.changed(); } };`,
    });
    const dir = tree({ "a.ts": legacy() });
    const r = await codemod([".", "--transforms-dir", transforms], dir);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain("a.ts: refused: the transformed code does not parse");
    expect(read(dir, "a.ts")).toBe(legacy());
  });
});

describe("--check", () => {
  test("exits 3 while something would change, 0 after the migration, and writes nothing", async () => {
    const dir = tree({ "a.ts": legacy() });
    const r = await codemod(["--check"], dir);
    expect(r.code).toBe(3);
    expect(r.stdout).toContain("would change: a.ts");
    // It prints no diff, so it does not say to review one.
    expect(r.stdout).not.toContain("diff above");
    expect(r.stdout).toContain("See the changes with --dry");
    expect(read(dir, "a.ts")).toBe(legacy());
    expect((await codemod([], dir)).code).toBe(0);
    const after = await codemod(["--check"], dir);
    expect(after.code).toBe(0);
    expect(after.stdout).not.toContain("would change:");
  });
});

describe("--json", () => {
  test("lists changed, unchanged, skipped and failed files and every manual step with its position", async () => {
    const dir = tree({
      "a.ts": legacy(),
      "plain.ts": "export {};\n",
      "bad.ts": `import "${OLD}";\n)(\n`,
      // The imports transform leaves names with no counterpart on the old import with a TODO.
      "todo.ts": `import { MultiServerMCPClient, somethingThatDoesNotExist } from "${OLD}";\nnew MultiServerMCPClient({});\nsomethingThatDoesNotExist();\n`,
    });
    const r = await codemod([".", "--dry", "--json", "report.json", "--transform", "imports"], dir);
    expect(r.code).toBe(1);
    const json = JSON.parse(read(dir, "report.json"));
    expect(json.mode).toBe("dry");
    expect(json.summary).toEqual({ scanned: 4, changed: 2, unchanged: 0, skipped: 1, failed: 1 });
    expect(json.files.changed.map((f: any) => f.file).sort()).toEqual(["a.ts", "todo.ts"]);
    expect(json.files.changed[0]).toMatchObject({
      added: expect.any(Number),
      removed: expect.any(Number),
    });
    expect(json.files.skipped).toEqual([
      { file: "plain.ts", reason: "does not mention the old package" },
    ]);
    expect(json.files.failed[0]).toMatchObject({
      file: "bad.ts",
      error: expect.stringContaining("cannot parse"),
    });
    expect(json.manualSteps.length).toBeGreaterThan(0);
    for (const s of json.manualSteps) {
      expect(s).toMatchObject({
        file: "todo.ts",
        line: expect.any(Number),
        column: expect.any(Number),
        rule: expect.stringMatching(/^imports\//),
        message: expect.any(String),
      });
      expect(s.line).toBeGreaterThan(0);
    }
    // The same steps appear in the text report, grouped by rule, with file:line.
    const step = json.manualSteps[0];
    expect(r.stdout).toContain(`  ${step.rule} (`);
    expect(r.stdout).toContain(`    todo.ts:${step.line}  `);
  });
});

describe("discovery", () => {
  test("node_modules, build output and dot-directories are skipped; symlinks out of the root are not followed", async () => {
    const outside = tree({ "victim.ts": legacy() });
    // Outside git (--force): discovery by its own walk (inside one: git-guard.test.ts).
    const dir = tree(
      {
        "src/a.ts": legacy(),
        "node_modules/dep/index.ts": legacy(),
        "dist/a.js": legacy(),
        ".cache/x.ts": legacy(),
        "src/nested/node_modules/y.ts": legacy(),
      },
      { git: false },
    );
    symlinkSync(path.join(outside, "victim.ts"), path.join(dir, "src/link.ts"));
    symlinkSync(outside, path.join(dir, "src/linkdir"));
    symlinkSync(dir, path.join(dir, "src/loop")); // a loop back to the root
    const r = await codemod([".", "--force"], dir);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("Scanned 1 file: 1 changed");
    expect(r.stdout).toMatch(/Symlinks not followed[^\n]*\n {2}src\/link\.ts\n {2}src\/linkdir/);
    expect(read(outside, "victim.ts")).toBe(legacy());
    for (const f of [
      "node_modules/dep/index.ts",
      "dist/a.js",
      ".cache/x.ts",
      "src/nested/node_modules/y.ts",
    ]) {
      expect(read(dir, f)).toBe(legacy());
    }
  });

  test(".gitignore is respected outside a git work tree (patterns, negation, nested files)", async () => {
    const dir = tree(
      {
        ".gitignore": "generated/\n*.gen.ts\n!keep.gen.ts\n/rootonly.ts\n",
        "generated/a.ts": legacy(),
        "x.gen.ts": legacy(),
        "keep.gen.ts": legacy(),
        "rootonly.ts": legacy(),
        "sub/rootonly.ts": legacy(),
        "sub/.gitignore": "local.ts\n",
        "sub/local.ts": legacy(),
      },
      { git: false },
    );
    const r = await codemod([".", "--json", "r.json", "--force"], dir);
    expect(r.code).toBe(0);
    expect(
      JSON.parse(read(dir, "r.json"))
        .files.changed.map((f: any) => f.file)
        .sort(),
    ).toEqual(["keep.gen.ts", "sub/rootonly.ts"]);
    expect(read(dir, "x.gen.ts")).toBe(legacy());
    expect(read(dir, "generated/a.ts")).toBe(legacy());
    expect(read(dir, "sub/local.ts")).toBe(legacy());
  });

  test("JSON files are candidates only when a text migration matches them; lockfiles never", async () => {
    const dir = tree({
      "package-lock.json": `{"packages": {"node_modules/${OLD}": {"version": "1.1.4"}}}\n`,
      "a.ts": legacy(),
    });
    const r = await codemod([".", "--dry", "--json", "r.json"], dir);
    expect(r.code).toBe(0);
    const json = JSON.parse(read(dir, "r.json"));
    expect(json.summary.scanned).toBe(1);
  });

  test("a missing path is a usage error", async () => {
    const dir = tree({ "a.ts": legacy() });
    const r = await codemod(["nope"], dir);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("no such file or directory: nope");
  });
});

describe("version detection", () => {
  test("reads the old package's version from the lockfile and says which generation", async () => {
    const dir = tree({
      "package.json": JSON.stringify({ dependencies: { [OLD]: "^0.4.0" } }),
      "package-lock.json": JSON.stringify({
        packages: { [`node_modules/${OLD}`]: { version: "0.4.5" } },
      }),
      "a.ts": legacy(),
    });
    const r = await codemod(["--dry"], dir);
    expect(r.stdout).toMatch(
      /Old package: @langchain\/mcp-adapters 0\.4\.5 \(from package-lock\.json\), API generation 0\.4/,
    );
    writeFileSync(
      path.join(dir, "package.json"),
      JSON.stringify({ dependencies: { "langchainjs-mcp-adapters": "0.1.2" } }),
    );
    expect((await codemod(["--dry"], dir)).stdout).toContain(
      "Old package: langchainjs-mcp-adapters 0.1.2 (from package.json)",
    );
  });
});

describe("the command line", () => {
  test("--list names every compiled transform with one line each", async () => {
    const r = await codemod(["--list"], ROOT);
    expect(r.code).toBe(0);
    const lines = r.stdout.trim().split("\n");
    // order.cjs is the run order (transforms/order.ts), not a transform.
    const compiled = readdirSync(path.join(ROOT, "dist/transforms")).filter(
      (f) => f.endsWith(".cjs") && f !== "order.cjs",
    );
    expect(lines.length).toBe(compiled.length);
    expect(r.stdout).toMatch(/^imports\s+\(source\)\s+\S.*$/m);
  });

  test("--help, and bad usage exits 2", async () => {
    const help = await codemod(["--help"], ROOT);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain("Usage: codemod [paths…] [options]");
    // Docs a user can open: this installation's, absolute (a user's project has no docs/ of ours).
    const docs = [...help.stdout.matchAll(/^ {2}(\/\S+\.md)/gm)].map((m) => m[1]);
    expect(docs.length).toBeGreaterThanOrEqual(3);
    for (const doc of docs) expect({ doc, exists: existsSync(doc) }).toEqual({ doc, exists: true });
    expect(help.stdout).not.toMatch(/(^|\s)docs\//m);
    for (const bad of [
      ["--nope"],
      ["--workers", "0"],
      ["--check", "--print"],
      ["--transform", "no-such-transform"],
      ["--json"],
    ]) {
      const r = await codemod(bad, ROOT);
      expect({ bad, code: r.code }).toEqual({ bad, code: 2 });
      expect(r.stderr).toMatch(/^codemod: /);
    }
  });

  test("--print writes nothing and prints the transformed file on stdout, the report on stderr", async () => {
    const dir = tree({ "a.ts": legacy() });
    const r = await codemod(["--print", "--transform", "imports"], dir);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(
      `import { MCPAdapter } from "langchain-mcp-bridge";\n\nexport const client = new MCPAdapter({ mcpServers: {} });\n`,
    );
    expect(r.stderr).toContain("Scanned 1 file: 1 would change");
    expect(read(dir, "a.ts")).toBe(legacy());
  });

  test("--transform runs a subset and --target-module changes where imports go", async () => {
    const dir = tree({ "a.ts": legacy() });
    const r = await codemod(
      ["--dry", "--transform", "imports", "--target-module", "@acme/mcp"],
      dir,
    );
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^\+import \{ MCPAdapter \} from "@acme\/mcp";$/m);
  });

  test("// mcp-migrate-ignore leaves that construct alone", async () => {
    const trailing = `import { MultiServerMCPClient } from "${OLD}"; // mcp-migrate-ignore\nlet c: MultiServerMCPClient;\n`;
    const above = `// mcp-migrate-ignore\nimport { MultiServerMCPClient } from "${OLD}";\nlet c: MultiServerMCPClient;\n`;
    const dir = tree({
      "trailing.ts": trailing,
      "above.ts": above,
      "control.ts": `import { MultiServerMCPClient } from "${OLD}";\n`,
    });
    const r = await codemod([".", "--transform", "imports"], dir);
    expect(r.code).toBe(0);
    expect(read(dir, "trailing.ts")).toBe(trailing);
    expect(read(dir, "above.ts")).toBe(above);
    expect(read(dir, "control.ts")).not.toContain(OLD);
  });
});

describe("idempotence with every transform", () => {
  test("a second run over migrated code, markers included, changes nothing and reports nothing", async () => {
    const dir = tree({
      "a.ts": `import { MultiServerMCPClient, somethingThatDoesNotExist } from "${OLD}";\n\nconst client = new MultiServerMCPClient({ mcpServers: { math: { command: "node", args: ["math.js"] } } });\nconst tools = await client.getTools();\nsomethingThatDoesNotExist(tools);\n`,
      "b.js": `const { MultiServerMCPClient } = require("${OLD}");\nmodule.exports = new MultiServerMCPClient({ mcpServers: {} });\n`,
    });
    const first = await codemod(["."], dir);
    expect(first.code, first.stdout + first.stderr).toBe(0);
    expect(first.stdout).toContain("2 changed");
    expect(first.stdout).toContain("Needs a person");
    expect(read(dir, "a.ts")).toContain("TODO(mcp-migrate)");
    const snapshot = listFiles(dir).map((f) => [f, hash(readBytes(dir, f))]);
    const report = path.join(tree({}), "second.json"); // outside the migrated tree
    const second = await codemod([".", "--json", report], dir);
    expect(second.code).toBe(0);
    expect(second.stdout).toContain("0 changed");
    expect(second.stdout).not.toContain("Needs a person");
    expect(listFiles(dir).map((f) => [f, hash(readBytes(dir, f))])).toEqual(snapshot);
    expect(JSON.parse(readFileSync(report, "utf8")).manualSteps).toEqual([]);
  });
});

describe("JSON configs and package.json", () => {
  test("go through the text transforms; other JSON files are not candidates; next steps follow", async () => {
    const dir = tree({
      "package.json": `{\n  "name": "x",\n  "dependencies": {\n    "${OLD}": "^1.1.0"\n  }\n}\n`,
      "config/mcp.json": `{\n  "servers": {\n    "math": { "transport": "stdio", "command": "node", "args": ["m.js"] }\n  }\n}\n`,
      "tsconfig.json": `{ "compilerOptions": {} }\n`,
    });
    const report = path.join(tree({}), "r.json"); // outside the migrated tree
    const r = await codemod([".", "--json", report], dir);
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(read(dir, "package.json")).not.toContain(OLD);
    expect(read(dir, "package.json")).toContain('"langchain-mcp-bridge"');
    expect(read(dir, "config/mcp.json")).toContain('"mcpServers"');
    const json = JSON.parse(readFileSync(report, "utf8"));
    expect(json.files.changed.map((f: any) => f.file).sort()).toEqual([
      "config/mcp.json",
      "package.json",
    ]);
    expect(json.files.skipped.map((f: any) => f.file)).toEqual(["tsconfig.json"]);
    expect(r.stdout).toContain("Run `npm install`: package.json is migrated");
    expect(r.stdout).not.toContain("npm uninstall");
    expect((await codemod(["."], dir)).stdout).toContain("0 changed");
  });
});

describe("a dependency that blocks the move to LangChain 1.x", () => {
  // The registry is not asked (MCP_MIGRATE_OFFLINE, vitest.config.ts): these packages exist
  // only here, and what their copies declare is the whole truth about them.
  const project = (dependency: Record<string, string>, copy: Record<string, string>) => {
    const deps = {
      "@langchain/core": "^0.3.40",
      [OLD]: "^0.5.3",
      "@langchain/openai": "^0.4.4",
      ...dependency,
    };
    const lines = Object.entries(deps).map(([k, v]) => `    "${k}": "${v}"`);
    return tree({
      "package.json": `{\n  "name": "app",\n  "dependencies": {\n${lines.join(",\n")}\n  }\n}\n`,
      "src/client.ts": legacy(),
      ...copy,
    });
  };

  test.each([
    [
      "a file: dependency",
      { "old-tool": "file:./vendor/old-tool" },
      {
        "vendor/old-tool/package.json": JSON.stringify({
          name: "old-tool",
          version: "1.0.0",
          peerDependencies: { "@langchain/core": ">=0.2.0 <0.4.0" },
        }),
      },
      /old-tool "file:\.\/vendor\/old-tool" \(dependencies\) blocks the move to @langchain\/core \^1\.4\.0.*its copy here \(1\.0\.0\) peers on @langchain\/core ">=0\.2\.0 <0\.4\.0"\. Upgrade old-tool to a release that peers on @langchain\/core 1\.x, or replace or remove it, then run the codemod again/,
    ],
    [
      "an installed package",
      { "@acme/agent-kit": "^2.0.0" },
      {
        "node_modules/@acme/agent-kit/package.json": JSON.stringify({
          name: "@acme/agent-kit",
          version: "2.3.1",
          peerDependencies: { "@langchain/core": "^0.3.0" },
        }),
      },
      /@acme\/agent-kit "\^2\.0\.0" \(dependencies\) blocks .*its copy here \(2\.3\.1\) peers on @langchain\/core "\^0\.3\.0"/,
    ],
  ])(
    "%s: package.json is left byte-for-byte, the run names it and what to do, exit 1; the code still migrates",
    async (_what, dependency, copy, message) => {
      const dir = project(dependency, copy);
      const before = readBytes(dir, "package.json");
      const report = path.join(tree({}), "r.json");
      const r = await codemod([".", "--json", report], dir);
      expect(r.code, r.stdout + r.stderr).toBe(1);
      expect(hash(readBytes(dir, "package.json"))).toBe(hash(before));
      expect(read(dir, "src/client.ts")).toContain("MCPAdapter");
      const failed = JSON.parse(readFileSync(report, "utf8")).files.failed;
      expect(failed).toHaveLength(1);
      expect(failed[0].file).toBe("package.json");
      expect(failed[0].error).toMatch(
        /^refused by "package-json": this package\.json was left unchanged: /,
      );
      expect(failed[0].error).toMatch(message);
      expect(r.stdout).toContain("Failed (left byte-for-byte untouched):");
      expect(r.stdout).toMatch(message);
    },
  );

  test("without the blocking copy the same project migrates, raising @langchain/openai with core", async () => {
    const dir = project({}, {});
    // --verbose: every raised dependency, not one example of the rule.
    const r = await codemod([".", "--verbose"], dir);
    expect(r.code, r.stdout + r.stderr).toBe(0);
    const deps = JSON.parse(read(dir, "package.json")).dependencies;
    expect([deps["@langchain/core"], deps["@langchain/openai"]]).toEqual(["^1.4.0", "^1.0.0"]);
    expect(r.stdout).toContain("@langchain/openai ^0.4.4 → ^1.0.0 (dependencies)");
  });
});

describe("LangChain 0.x → 1.x", () => {
  test("moved entry points import from @langchain/classic (added to package.json); a langgraph subpath under node10 is an error naming the tsconfig change", async () => {
    const dir = tree({
      "package.json": `{\n  "name": "rag",\n  "dependencies": {\n    "@langchain/core": "^0.3.40",\n    "${OLD}": "^0.5.3",\n    "langchain": "^0.3.19"\n  }\n}\n`,
      "tsconfig.json": `{\n  // CommonJS, no moduleResolution: node10\n  "compilerOptions": { "module": "commonjs", "strict": true }\n}\n`,
      "src/client.ts": legacy(),
      "src/rag.ts": `import { MemoryVectorStore } from 'langchain/vectorstores/memory'\nimport { pull } from 'langchain/hub'\nexport { MemoryVectorStore, pull }\n`,
      // core 1.x ships files at its root for node10: only the langgraph subpath is an error.
      "src/graph.ts": `import { createReactAgent } from "@langchain/langgraph/prebuilt";\nimport { HumanMessage } from "@langchain/core/messages";\nexport const make = createReactAgent;\nexport const hi = new HumanMessage("hi");\n`,
      // Its own package, whose langchain stays: not touched.
      "tools/package.json": JSON.stringify({ dependencies: { langchain: "^0.3.19" } }),
      "tools/split.ts": `import { RecursiveCharacterTextSplitter } from "langchain/text_splitter";\nexport { RecursiveCharacterTextSplitter };\n`,
    });
    const before = read(dir, "tools/split.ts");
    const report = path.join(tree({}), "r.json");
    const r = await codemod([".", "--json", report], dir);
    // An error-level entry sets the exit code, and comes first in the report.
    expect(r.code, r.stdout + r.stderr).toBe(7);
    expect(r.stdout).toMatch(
      /Needs a person \(\d+\), by rule[^\n]*\n {2}package-json\/module-resolution /,
    );
    expect(read(dir, "src/rag.ts")).toBe(
      `import { MemoryVectorStore } from '@langchain/classic/vectorstores/memory'\nimport { pull } from 'langchain/hub'\nexport { MemoryVectorStore, pull }\n`,
    );
    expect(read(dir, "tools/split.ts")).toBe(before);
    expect(read(dir, "src/graph.ts")).toContain('"@langchain/langgraph/prebuilt"');
    const deps = JSON.parse(read(dir, "package.json")).dependencies;
    expect([deps.langchain, deps["@langchain/classic"]]).toEqual(["^1.0.0", "^1.0.0"]);
    const errors = JSON.parse(readFileSync(report, "utf8")).manualSteps.filter(
      (s: any) => s.kind === "error",
    );
    expect(errors.map((s: any) => [s.file, s.rule])).toEqual([
      ["package.json", "package-json/module-resolution"],
    ]);
    expect(errors[0].message).toMatch(
      /src\/graph\.ts imports @langchain\/langgraph\/prebuilt.*tsconfig\.json has no "moduleResolution" \(node10 by default with "module": "commonjs"\).*set "moduleResolution" to "node16", "nodenext" or "bundler"/,
    );
    expect(r.stdout).toContain("Fix each error listed above first");
    // A second run finds nothing left to do.
    expect((await codemod(["."], dir)).stdout).toContain("0 changed");
  });
});

describe("options reach the transforms", () => {
  test.each([
    ["in-process", 3],
    ["on worker threads", 90],
  ])("%s: --target-module, --adopt-prefixes and the detected old version", async (_how, count) => {
    const transforms = tree({
      "echo.cjs": `exports.migration = { kind: "source", name: "echo", description: "reports its options", order: 1,
        run(ctx) { ctx.note(ctx.root.get().node.program, "echo/options", JSON.stringify(ctx.options)); } };\n`,
    });
    const files: Record<string, string> = {
      "package.json": JSON.stringify({ dependencies: { [OLD]: "0.3.1" } }),
    };
    for (let i = 0; i < count; i++) files[`src/f${i}.ts`] = legacy();
    const dir = tree(files);
    const report = path.join(tree({}), "r.json");
    const r = await codemod(
      [
        ".",
        "--dry",
        "--workers",
        "2",
        "--transforms-dir",
        transforms,
        "--target-module",
        "@x/y",
        "--adopt-prefixes",
        "--json",
        report,
      ],
      dir,
    );
    expect(r.code, r.stderr).toBe(0);
    const steps = JSON.parse(readFileSync(report, "utf8")).manualSteps;
    expect(steps.length).toBe(count);
    for (const s of steps) {
      expect(JSON.parse(s.message)).toEqual({
        targetModule: "@x/y",
        adoptPrefixes: true,
        oldVersion: "0.3.1",
      });
    }
  });
});
