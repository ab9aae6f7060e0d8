/**
 * The name sweep through the real bin: the `sweep/modules` pre-pass makes a module that never
 * names the old package a candidate when a module using it hands it an old client, and the
 * sweep marks the old method called there on a parameter (its type is unknown to the codemod).
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { OLD, assertBuilt, cleanup, codemod, read, tree, hasMarkers } from "./helpers.js";

beforeAll(assertBuilt);
afterAll(cleanup);

const TOOLS = [
  "// Loads the tools of whatever client it is given.",
  "export async function loadTools(source: any) {",
  "  try {",
  "    return await source.getTools();",
  "  } catch (error) {",
  '    console.error("no tools", error);',
  "    return [];",
  "  }",
  "}",
  "",
].join("\n");

const UNRELATED = [
  "// Nothing here touches the MCP client: its own getTools stays.",
  "export function names(registry: any) {",
  "  return registry.getTools();",
  "}",
  "",
].join("\n");

function project(): string {
  return tree({
    "mcp.ts": [
      `import { MultiServerMCPClient } from "${OLD}";`,
      "",
      "export const client = new MultiServerMCPClient({",
      '  mcpServers: { math: { command: "node", args: ["math.js"] } },',
      "});",
      "",
    ].join("\n"),
    "main.ts": [
      'import { client } from "./mcp.js";',
      'import { loadTools } from "./tools.js";',
      "",
      "export const tools = loadTools(client);",
      "",
    ].join("\n"),
    "tools.ts": TOOLS,
    "unrelated.ts": UNRELATED,
  });
}

describe("name sweep", () => {
  test("a module handed an old client as a parameter gets its getTools() call marked", async () => {
    const dir = project();
    const r = await codemod([".", "--json", "report.json"], dir);
    expect(r.stderr).not.toContain("internal error");
    expect(r.code).toBe(0);
    const marker =
      "    // TODO(mcp-migrate): `getTools` is read on a value the codemod cannot follow (a parameter, a field, a destructured value): if it is the old client, it is now an MCPAdapter, which has no `getTools`; its counterpart is `listTools`";
    const lines = TOOLS.split("\n");
    lines.splice(3, 0, marker);
    expect(read(dir, "tools.ts")).toBe(lines.join("\n"));
    // A module no swept module hands anything to is not read.
    expect(read(dir, "unrelated.ts")).toBe(UNRELATED);
    const steps = JSON.parse(read(dir, "report.json")).manualSteps;
    expect(steps).toContainEqual(
      expect.objectContaining({ file: "tools.ts", line: 4, rule: "sweep/old-member" }),
    );
    expect(steps.filter((s: any) => s.file === "unrelated.ts")).toEqual([]);
    // A second run adds nothing.
    const again = await codemod([".", "--check"], dir);
    expect(again.code).toBe(hasMarkers(dir) ? 8 : 0); // 8: nothing to change, markers left
  });

  test("without the module that hands it the client, the same file is left alone", async () => {
    const dir = project();
    const r = await codemod(["tools.ts", "unrelated.ts", "mcp.ts"], dir);
    expect(r.code).toBe(0);
    expect(read(dir, "tools.ts")).toBe(TOOLS);
  });
});
