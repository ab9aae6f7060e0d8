/** The safety net's plain words for a type error the migration introduced, one row per kind. */
import { describe, expect, it } from "vitest";
import { typeAdvice } from "../../transforms/lib/type-advice.js";

const T = "langchain-mcp-bridge";

describe("typeAdvice", () => {
  const rows: { code: string; message: string; importOf?: string; says: string[] }[] = [
    {
      code: "TS2339",
      message: "Property 'getTools' does not exist on type 'MCPAdapter'.",
      says: ["`getTools()` was a method of the old MultiServerMCPClient", "`listTools()`"],
    },
    {
      code: "TS2551",
      message:
        "Property 'initializeConnections' does not exist on type 'MCPAdapter'. Did you mean 'connect'?",
      says: ["`connect()`"],
    },
    {
      code: "TS2339",
      message: "Property 'getServerForTool' does not exist on type 'MCPAdapter'.",
      says: ["tool.metadata?.mcp?.server?.name"],
    },
    {
      code: "TS2339",
      message: "Property 'serverName' does not exist on type 'MCPConnectionError'.",
      says: ["`serverName` is `server`"],
    },
    {
      code: "TS2353",
      message:
        "Object literal may only specify known properties, and 'restart' does not exist in type 'MCPStdioServerEntry'.",
      says: ["`restart` is gone", "re-spawns"],
    },
    {
      code: "TS2353",
      message:
        "Object literal may only specify known properties, and 'authProvider' does not exist in type 'MCPHttpServerEntry'.",
      says: ["`authProvider`", "`auth` option of an `MCPClient`"],
    },
    {
      code: "TS2305",
      message: `Module '"${T}"' has no exported member 'loadMcpTools'.`,
      importOf: T,
      says: ["`loadMcpTools` is gone"],
    },
    {
      code: "TS2322",
      message: "Type 'StructuredTool[]' is not assignable to type 'DynamicStructuredTool[]'.",
      says: ["expects a type of the old API", "StructuredTool"],
    },
    {
      code: "TS2339",
      message:
        "Property 'tools' does not exist on type '{ inputSchema: { [x: string]: unknown; type: \"object\" }; name: string }[]'.",
      says: ["`tools` existed on the old API's value here, not on the runtime's:"],
    },
    {
      code: "TS2339",
      message: "Property 'tools' does not exist on type 'MCPToolInfo[]'.",
      says: ["not on `MCPToolInfo[]`"],
    },
    {
      code: "TS9999",
      message: "Something else.",
      says: ["adapt the line to the runtime's API"],
    },
  ];
  for (const row of rows) {
    it(`${row.code}: ${row.message.slice(0, 60)}`, () => {
      const text = typeAdvice(row, T);
      for (const s of row.says) expect(text).toContain(s);
      // The checker's own words follow, tagged with its code.
      expect(text).toContain(`[${row.code}: `);
    });
  }

  it("leaves literal values out of the checker's message (they can be secrets), and stays short", () => {
    const text = typeAdvice(
      {
        code: "TS2322",
        message: `Type '{ Authorization: "Bearer sk-live-123"; }' is not assignable to type 'Headers'. ${"x".repeat(300)}`,
      },
      T,
    );
    expect(text).not.toContain("sk-live-123");
    expect(text).toContain('"…"');
    expect(text.length).toBeLessThan(500);
  });
});
