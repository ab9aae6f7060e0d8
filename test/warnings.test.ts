// Warnings carry a server's strings (tool names, error texts): nothing in them may steer the
// terminal. `printable` escapes controls; a real server's hostile tool name shows inert.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { describe, expect, it } from "vitest";
import { MCPAdapter } from "../runtime/src/index.js";
import { printable } from "../runtime/src/warnings.js";

const HOSTILE = "\u001b[2J\u001b]8;;http://evil.test\u0007click\u001b]8;;\u0007\u202egnp.exe\r\nok";

describe("printable", () => {
  it("escapes ESC, BEL, CR/LF and bidi overrides; leaves plain text and non-Latin letters", () => {
    expect(printable(HOSTILE)).toBe(
      "\\u001b[2J\\u001b]8;;http://evil.test\\u0007click\\u001b]8;;\\u0007\\u202egnp.exe\\u000d\\u000aok",
    );
    expect(printable("検索 tool: add (v2)")).toBe("検索 tool: add (v2)");
  });
});

describe("a server listing a hostile tool name twice", () => {
  it("the duplicate-tool warning names it, escaped", async () => {
    const server = new Server(
      { name: "hostile", version: "1.0.0" },
      { capabilities: { tools: {} } },
    );
    const tool = { name: HOSTILE, inputSchema: { type: "object" as const } };
    server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: [tool, tool] }));
    const warnings: string[] = [];
    const listener = (w: Error) => warnings.push(w.message);
    process.on("warning", listener);
    await using adapter = new MCPAdapter(server);
    try {
      await adapter.listTools();
      await new Promise((resolve) => setImmediate(resolve)); // warnings are emitted on next tick
    } finally {
      process.off("warning", listener);
    }
    const duplicate = warnings.find((w) => w.includes("more than once"));
    expect(duplicate).toContain(printable(HOSTILE));
    // eslint-disable-next-line no-control-regex -- no control character may be left
    expect(duplicate).not.toMatch(/[\u0000-\u001f\u202e]/);
  });
});
