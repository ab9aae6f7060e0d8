// A URL whose server speaks only the deprecated HTTP+SSE transport (a real SDK 1.x
// SSEServerTransport on 127.0.0.1): reached over SSE when the transport was not named, with one
// warning naming the server; an explicit Streamable HTTP choice and an auth refusal do not
// fall back.
import { afterEach, describe, expect, it } from "vitest";
import {
  MCPAdapter,
  MCPConnectionError,
  StreamableHttpTransport,
} from "../../runtime/src/index.js";
import type { HttpServerHandle } from "../servers/index.js";
import { startSseOnlyHttp, type SseOnlyOptions } from "../servers/sseOnly.js";

const TOKEN = "sk-live-4f9a8b7c6d5e4f3a2b1c";

let server: HttpServerHandle | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function start(options: SseOnlyOptions = {}): Promise<HttpServerHandle> {
  return (server = await startSseOnlyHttp(options));
}

/** Runs `work`, collecting the process warnings it caused (emitted on a later tick). */
async function warningsOf(work: () => Promise<void>): Promise<Error[]> {
  const warnings: Error[] = [];
  const listener = (warning: Error) => warnings.push(warning);
  process.on("warning", listener);
  try {
    await work();
    await new Promise((resolve) => setImmediate(resolve));
  } finally {
    process.off("warning", listener);
  }
  return warnings;
}

const fallbackWarnings = (warnings: Error[]) =>
  warnings.filter((w) => (w as Error & { code?: string }).code === "MCP_SSE_FALLBACK");

const posts = (http: HttpServerHandle, path: string) =>
  http.requests.filter((r) => r.method === "POST" && r.path.split("?")[0] === path).length;

async function add(adapter: MCPAdapter): Promise<unknown> {
  const tools = await adapter.listTools();
  return tools.find((t) => t.name === "add")!.invoke({ a: 20, b: 22 });
}

describe("HTTP+SSE fallback of a URL target", () => {
  it("a plain URL reaches an SSE-only server (404 on POST): tools list, calls, one warning", async () => {
    const http = await start();
    const warnings = await warningsOf(async () => {
      const adapter = new MCPAdapter(http.sseUrl!.href);
      expect(await add(adapter)).toBe("42");
      await adapter.close();
      // A call after close() opens a connection of its own: straight over SSE, no new warning.
      const [tool] = (await adapter.listTools()).filter((t) => t.name === "echo");
      expect(await tool.invoke({ text: "again" })).toBe("again");
      await adapter.close();
    });
    const fallback = fallbackWarnings(warnings);
    expect(fallback).toHaveLength(1);
    expect(fallback[0].name).toBe("DeprecationWarning");
    expect(fallback[0].message).toContain('MCP server "127.0.0.1"');
    expect(fallback[0].message).toContain("HTTP 404");
    // Only the first connection tried Streamable HTTP (the SDK's probe, then initialize).
    expect(posts(http, "/sse")).toBe(2);
    // Each connection (the shared one, then one per call after close()) opened an SSE stream.
    expect(http.requests.filter((r) => r.method === "GET").length).toBe(3);
    // The generic SSE deprecation warning is not given a second time for the same thing.
    expect(warnings.filter((w) => /HTTP\+SSE/.test(w.message))).toHaveLength(1);
  });

  it.each([[405 as const], [400 as const]])(
    "a config url entry without type falls back on HTTP %s, naming the server",
    async (postStatus) => {
      const http = await start({ postStatus });
      const warnings = await warningsOf(async () => {
        const adapter = new MCPAdapter({ mcpServers: { legacy: { url: http.sseUrl!.href } } });
        expect(await add(adapter)).toBe("42");
        await adapter.close();
      });
      const [warning] = fallbackWarnings(warnings);
      expect(warning.message).toContain('MCP server "legacy"');
      expect(warning.message).toContain(`HTTP ${postStatus}`);
    },
  );

  it("headers go on the SSE stream and its POSTs; no secret in the warning", async () => {
    const http = await start({ token: TOKEN });
    const url = new URL(http.sseUrl!);
    url.searchParams.set("api_key", "query-secret-1234");
    const warnings = await warningsOf(async () => {
      const adapter = new MCPAdapter({
        mcpServers: { svc: { url: url.href, headers: { Authorization: `Bearer ${TOKEN}` } } },
      });
      expect(await add(adapter)).toBe("42");
      await adapter.close();
    });
    const sse = http.requests.filter((r) => r.path.startsWith("/messages") || r.method === "GET");
    expect(sse.length).toBeGreaterThan(0);
    for (const request of sse) expect(request.headers.authorization).toBe(`Bearer ${TOKEN}`);
    const [warning] = fallbackWarnings(warnings);
    expect(warning.message).toContain('"svc"');
    expect(warning.message).not.toContain(TOKEN);
    expect(warning.message).not.toContain("query-secret-1234");
  });

  it.each([
    [
      "a config entry with type: http",
      (url: string) => ({ mcpServers: { s: { url, type: "http" as const } } }),
    ],
    ["an explicit StreamableHttpTransport", (url: string) => new StreamableHttpTransport(url)],
  ])("%s does not fall back: the original error", async (_, target) => {
    const http = await start();
    const warnings = await warningsOf(async () => {
      const adapter = new MCPAdapter(target(http.sseUrl!.href));
      const error = await adapter.listTools().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(MCPConnectionError);
      expect((error as Error).message).toContain("Cannot POST /sse");
      expect((error as Error).message).toContain("HTTP 404");
      expect((error as Error).message).not.toContain("HTTP+SSE");
      await adapter.close();
    });
    expect(http.requests.some((r) => r.method === "GET")).toBe(false);
    expect(fallbackWarnings(warnings)).toHaveLength(0);
  });

  it("a server answering 401 does not fall back: the auth error surfaces, without the token", async () => {
    const http = await start({ token: TOKEN });
    const wrong = "sk-wrong-0a1b2c3d4e5f6a7b8c9d";
    const adapter = new MCPAdapter({
      mcpServers: {
        svc: { url: http.sseUrl!.href, headers: { Authorization: `Bearer ${wrong}` } },
      },
    });
    const error = (await adapter.listTools().catch((e: unknown) => e)) as Error;
    await adapter.close();
    expect(error).toBeInstanceOf(MCPConnectionError);
    expect(error.message).toMatch(/requires authorization \(HTTP 401\)/);
    expect(error.message).not.toContain(wrong);
    expect(JSON.stringify(error)).not.toContain(wrong);
    expect(http.requests.some((r) => r.method === "GET")).toBe(false);
  });

  it("a URL neither transport serves: the Streamable HTTP error, saying SSE was tried", async () => {
    const http = await start();
    const adapter = new MCPAdapter(new URL("/nothing", http.url).href);
    const error = (await adapter.listTools().catch((e: unknown) => e)) as Error;
    await adapter.close();
    expect(error).toBeInstanceOf(MCPConnectionError);
    expect(error.message).toContain("Cannot POST /nothing (HTTP 404)");
    expect(error.message).toMatch(/HTTP\+SSE transport was tried .* failed too/);
  });
});
