/**
 * The safety net through the real CLI on real files: every type error the migration
 * introduced, in a changed file or in a file that imports one, gets a TODO(mcp-migrate)
 * marker at its line before anything is written; the run says per package how it checked.
 */
import path from "node:path";
import ts from "typescript";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
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
afterAll(cleanup);
// Each run builds TypeScript programs over @langchain/core's types.
vi.setConfig({ testTimeout: 240_000 });

const M = "TODO(mcp-migrate):";

const project = projectWithOldPackage;
const TSCONFIG = JSON.stringify({
  ...STRICT_TSCONFIG,
  compilerOptions: { ...STRICT_TSCONFIG.compilerOptions, types: ["node"] },
});

const client = `import { MultiServerMCPClient } from "${OLD}";

export const client = new MultiServerMCPClient({
  mcpServers: { math: { command: "node", args: ["./math.js"] } },
});
`;

const JSDOC_USE = `/** @param {typeof import("./client.js").client} c */\nexport const count = async (c) => (await c.getTools()).length;\n`;

/** Each line holding `needle` has a marker on it or within the two lines above it. */
function markedNear(text: string, needle: string): boolean[] {
  const lines = text.split("\n");
  return lines.flatMap((l, i) =>
    l.includes(needle) && !l.includes(M)
      ? [lines.slice(Math.max(0, i - 2), i + 1).some((x) => x.includes(M))]
      : [],
  );
}

/** Type errors of the written project (the markers do not fix them: they point at them). */
function typeErrorLines(dir: string, file: string): number[] {
  const cfg = ts.getParsedCommandLineOfConfigFile(
    path.join(dir, "tsconfig.json"),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: () => {},
    },
  )!;
  const program = ts.createProgram({ rootNames: cfg.fileNames, options: cfg.options });
  const sf = program.getSourceFile(path.join(dir, file))!;
  return (
    program
      .getSemanticDiagnostics(sf)
      // The new package is not installed in these projects (the safety net finds its own).
      .filter((d) => !String(d.messageText).includes("'langchain-mcp-bridge'"))
      .map((d) => sf.getLineAndCharacterOfPosition(d.start!).line + 1)
  );
}

describe("the safety net", () => {
  test("an importer the transforms cannot see is marked at its line; a second run changes nothing", async () => {
    const dir = project({
      "tsconfig.json": TSCONFIG,
      "src/client.ts": client,
      // Takes the client by type from another module and reads the old client's `config`
      // (no rule rewrites it, and the name sweep leaves so common a name alone).
      "src/use.ts": `import type { client as C } from "./client.js";

export function serverNames(c: typeof C): string[] {
  try {
    return Object.keys(c.config.mcpServers);
  } catch {
    return [];
  }
}
`,
    });
    const r = await codemod([".", "--json", "report.json"], dir);
    expect(r.code).toBe(0);
    const use = read(dir, "src/use.ts");
    expect(markedNear(use, "c.config.mcpServers")).toEqual([true]);
    expect(use).toContain("[TS2339: Property 'config' does not exist on type 'MCPAdapter'");
    const report = JSON.parse(read(dir, "report.json"));
    expect(report.safetyNet).toEqual([
      expect.objectContaining({ dir: ".", skipped: false, introduced: 1, awaitingInstall: 0 }),
    ]);
    expect(report.files.changed.map((f: { file: string }) => f.file)).toContain(
      path.join("src", "use.ts"),
    );
    // The step names the line of the code, in the written file.
    const step = report.manualSteps.find((s: { rule: string }) => s.rule === "type-check/TS2339");
    expect(use.split("\n")[step.line - 1]).toContain("c.config.mcpServers");
    // Every type error left is marked within two lines.
    for (const line of typeErrorLines(dir, "src/use.ts"))
      expect(
        use
          .split("\n")
          .slice(Math.max(0, line - 3), line)
          .join("\n"),
      ).toContain(M);

    // Nothing left to change, but the markers remain: --check says so (exit 8).
    const again = await codemod([".", "--check"], dir);
    expect(again.code).toBe(8);
    expect(again.stdout).not.toContain("would change:");
    expect(read(dir, "src/use.ts")).toBe(use);
  });

  test("--no-type-check leaves the importer as it was", async () => {
    const use = `import type { client as C } from "./client.js";\nexport const names = (c: typeof C) => Object.keys(c.config.mcpServers);\n`;
    const dir = project({ "tsconfig.json": TSCONFIG, "src/client.ts": client, "src/use.ts": use });
    const r = await codemod([".", "--no-type-check", "--json", "report.json"], dir);
    expect(r.code).toBe(0);
    expect(read(dir, "src/use.ts")).toBe(use);
    expect(JSON.parse(read(dir, "report.json")).safetyNet).toBeUndefined();
  });

  test("JavaScript under a jsconfig.json is checked (checkJs)", async () => {
    const dir = project({
      "jsconfig.json": JSON.stringify({
        compilerOptions: { module: "nodenext", moduleResolution: "nodenext", target: "es2022" },
        include: ["src"],
      }),
      "src/client.js": client,
      // Typed through JSDoc only: no transform follows a type written in a comment.
      "src/use.js": JSDOC_USE,
    });
    const r = await codemod([".", "--json", "report.json"], dir);
    expect(r.code).toBe(0);
    expect(markedNear(read(dir, "src/use.js"), "c.getTools()")).toEqual([true]);
  });

  // Loose JavaScript is where a break has no other witness: no config, or a tsconfig that does
  // not hold JavaScript, and the files are checked with default options (checkJs).
  test.each([
    ["no config at all", {}, "no tsconfig.json: checked as JavaScript (checkJs)"],
    [
      "a tsconfig without allowJs",
      { "tsconfig.json": TSCONFIG, "src/other.ts": "export const other = 1;\n" },
      "files no config holds: checked as JavaScript (checkJs)",
    ],
  ])("JavaScript with %s is checked with default options", async (_, extra, how) => {
    // An unchanged CommonJS importer: the old client's getClient() resolved to the SDK client.
    const cjsClient = `const { MultiServerMCPClient } = require("${OLD}");\n\nconst client = new MultiServerMCPClient({ mcpServers: { math: { command: "node", args: ["m.js"] } } });\n\nmodule.exports = { client };\n`;
    const use = `const { client } = require("./client.cjs");\n\nasync function count() {\n  const sdk = await client.getClient("math");\n  const listed = await sdk.listTools();\n  return listed.tools.length;\n}\n\nmodule.exports = { count };\n`;
    const dir = project({ ...extra, "src/client.cjs": cjsClient, "src/use.cjs": use });
    const r = await codemod([".", "--no-color", "--json", "report.json"], dir);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(how);
    expect(markedNear(read(dir, "src/use.cjs"), "listed.tools.length")).toEqual([true]);
  });

  test("an error in a changed file is marked in the text written; inside JSX, above the element", async () => {
    const dir = project({
      "tsconfig.json": JSON.stringify({
        compilerOptions: { ...JSON.parse(TSCONFIG).compilerOptions, jsx: "preserve" },
        include: ["src"],
      }),
      // No React types here: the JSX errors are the original's too, and are not marked.
      "src/view.tsx": `${client}
export async function View() {
  const tools = await client.getTools();
  return (
    <ul>
      <li>{tools.length} tools, the first runs {tools[0].func.name}</li>
    </ul>
  );
}
`,
    });
    const r = await codemod([".", "--json", "report.json"], dir);
    expect(r.code).toBe(0);
    const view = read(dir, "src/view.tsx");
    const lines = view.split("\n");
    const marker = lines.findIndex((l) => l.includes(M));
    expect(lines[marker + 1]).toBe("    <ul>");
    expect(lines[marker]).toMatch(/^ {4}\/\/ TODO\(mcp-migrate\): .*func/);
    expect(lines.filter((l) => l.includes(M))).toHaveLength(1);
    const sf = ts.createSourceFile("view.tsx", view, ts.ScriptTarget.Latest, true);
    expect((sf as unknown as { parseDiagnostics: unknown[] }).parseDiagnostics).toEqual([]);
  });
});
