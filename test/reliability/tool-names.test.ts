// Tool names that sanitizing would collapse (CJK, emoji, Cyrillic, ASCII that maps onto another
// listed name), and tools/list entries that are no tool at all, from real servers of both eras.
import { McpServer } from "@modelcontextprotocol/server";
import { z } from "zod";
import { describe, expect, it } from "vitest";
import { MCPAdapter, sanitizeToolName, StreamableHttpTransport } from "../../runtime/src/index.js";
import { startModernHttp, TOOL_NAMES } from "../servers/index.js";
import { captureOutput, messagesSeen, rawStdio } from "./helpers.js";
import { CJK_NAMES, ODD_NAMES } from "./servers/odd-names.mjs";

const VALID_NAME = /^[A-Za-z0-9_.-]{1,128}$/;

/** A modern (SDK v2) server whose tools have the odd names, each answering with its name. */
function modernOddNames(): McpServer {
  const server = new McpServer({ name: "odd-names", version: "1.0.0" });
  for (const name of ODD_NAMES) {
    server.registerTool(name, { inputSchema: z.object({}) }, async () => ({
      content: [{ type: "text" as const, text: `called ${name}` }],
    }));
  }
  return server;
}

describe("tool names that sanitizing would collapse", { timeout: 60_000 }, () => {
  it("modern (in-process): 10 CJK names stay 10 tools, emoji and Cyrillic stay apart, and each calls its own tool", async () => {
    const captured = await captureOutput(async () => {
      await using adapter = new MCPAdapter(modernOddNames());
      const tools = await adapter.listTools();
      const byMcp = new Map(tools.map((t) => [t.mcpToolName, t]));
      const cjk = CJK_NAMES.map((name) => byMcp.get(name)!);
      expect(new Set(cjk.map((t) => t.name)).size).toBe(10);
      expect(tools).toHaveLength(ODD_NAMES.length);
      expect(new Set(tools.map((t) => t.name)).size).toBe(ODD_NAMES.length);
      for (const tool of tools) expect(tool.name).toMatch(VALID_NAME);
      for (const name of ODD_NAMES) {
        expect(await byMcp.get(name)!.invoke({})).toBe(`called ${name}`);
      }
      return tools.map((t) => t.name);
    });
    expect(captured.error).toBeUndefined();
    // stable: the same names on a second adapter
    await using again = new MCPAdapter(modernOddNames());
    expect((await again.listTools()).map((t) => t.name)).toEqual(captured.value);
  });

  it('legacy (stdio): the same, also with toolNames: "prefixed"; malformed entries are left out with a warning, the rest kept', async () => {
    const { entry, log } = rawStdio("odd-names");
    for (const toolNames of ["bare", "prefixed"] as const) {
      await using adapter = new MCPAdapter({ mcpServers: { odd: entry } }, { toolNames });
      const captured = await captureOutput(() => adapter.listTools());
      expect(captured.error).toBeUndefined();
      const tools = captured.value!;
      const byMcp = new Map(tools.map((t) => [t.mcpToolName, t]));
      // the server's 8 plain tools and every odd name, minus the 4 malformed entries
      expect(tools).toHaveLength(8 + ODD_NAMES.length);
      expect(new Set(tools.map((t) => t.name)).size).toBe(tools.length);
      expect(new Set(CJK_NAMES.map((n) => byMcp.get(n)!.name)).size).toBe(10);
      expect(byMcp.get("get_weather")!.name).toBe(
        toolNames === "bare" ? "get_weather" : "odd_get_weather",
      );
      const malformed = captured.warnings.filter((w) => w.includes("malformed tool"));
      expect(malformed).toHaveLength(4);
      for (const w of malformed) expect(w).toMatch(/MCP server "odd"/);
      expect(await byMcp.get("echo")!.invoke({ text: "still here" })).toBe("still here");
      await expect(byMcp.get("検索")!.invoke({ text: "x" })).rejects.toThrow(/unknown tool 検索/);
    }
    expect(messagesSeen(log).some((m) => m.params?.name === "検索")).toBe(true);
  });

  it("modern (Streamable HTTP): malformed entries in a real server's tools/list are left out with a warning, the rest kept", async () => {
    const server = await startModernHttp();
    try {
      // The server's real answer, with entries that are no tool spliced in on the way.
      const spliced: typeof fetch = async (input, init) => {
        const response = await fetch(input, init);
        const type = response.headers.get("content-type") ?? "";
        if (!type.includes("application/json")) return response;
        const body = JSON.parse(await response.text());
        if (Array.isArray(body?.result?.tools)) body.result.tools.splice(1, 0, null, { name: 7 });
        return new Response(JSON.stringify(body), {
          status: response.status,
          headers: response.headers,
        });
      };
      await using adapter = new MCPAdapter(
        new StreamableHttpTransport(server.url, { fetch: spliced }),
      );
      const captured = await captureOutput(() => adapter.listTools());
      expect(captured.error).toBeUndefined();
      expect(adapter.client().protocolEra()).toBe("modern");
      expect(captured.value!.map((t) => t.name)).toContain("echo");
      expect(captured.value).toHaveLength(TOOL_NAMES.length);
      expect(captured.warnings.filter((w) => w.includes("malformed tool"))).toHaveLength(2);
    } finally {
      await server.close();
    }
  });

  it("a clash on one server never rejects the tools of another", async () => {
    // "get weather" and "get/weather" both sanitize onto the listed "get_weather".
    const { entry } = rawStdio("odd-names");
    await using adapter = new MCPAdapter(
      { mcpServers: { odd: entry, plain: rawStdio("ok").entry } },
      { toolNames: "prefixed" },
    );
    const captured = await captureOutput(() => adapter.listTools());
    expect(captured.error).toBeUndefined();
    const tools = captured.value!;
    expect(tools.filter((t) => t.name.startsWith("plain_")).length).toBe(8);
    const weather = tools.filter((t) => /^get.weather$/.test(t.mcpToolName));
    expect(weather).toHaveLength(3);
    expect(new Set(weather.map((t) => t.name)).size).toBe(3);
  });

  it("sanitizeToolName: distinct non-ASCII names stay distinct, stably", () => {
    const names = [...CJK_NAMES, "🔍", "🌐", "поиск", "перевод", "café", "cafe\u0301"];
    const clean = names.map(sanitizeToolName);
    expect(new Set(clean).size).toBe(names.length);
    for (const name of clean) expect(name).toMatch(VALID_NAME);
    expect(names.map(sanitizeToolName)).toEqual(clean);
    expect(sanitizeToolName("get weather")).toBe("get_weather");
  });
});
