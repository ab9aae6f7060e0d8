// Runtime faults over HTTP: a connection reset mid-call, HTTP 500, a truncated SSE response,
// a server that never answers, 401 with and without auth (./servers/raw-http.ts), an expired
// legacy session (HTTP 404, test/servers), and the sockets left after close().
import { describe, expect, it } from "vitest";
import {
  MCPAdapter,
  MCPClient,
  MCPConnectionError,
  SSETransport,
} from "../../runtime/src/index.js";
import { startLegacyHttp } from "../servers/index.js";
import { socketFds, until } from "./helpers.js";
import { startRawHttp } from "./servers/raw-http.js";

async function outcome(p: Promise<unknown>) {
  const started = Date.now();
  try {
    return { value: await p, ms: Date.now() - started };
  } catch (error) {
    return { error: error as Error, ms: Date.now() - started };
  }
}

describe("an HTTP server that fails mid-call", { timeout: 120_000 }, () => {
  it("connection reset: MCPConnectionError at once, the call is not replayed, the next call re-opens a session and succeeds", async () => {
    const http = await startRawHttp();
    try {
      await using adapter = new MCPAdapter(http.url, { timeout: 10_000 });
      const tools = new Map((await adapter.listTools()).map((t) => [t.name, t]));
      const reset = await outcome(tools.get("reset")!.invoke({}));
      expect(reset.error).toBeInstanceOf(MCPConnectionError);
      expect((reset.error as MCPConnectionError).tool).toBe("reset");
      expect(reset.ms).toBeLessThan(3_000);
      const initsBefore = http.messages.filter((m) => m.method === "initialize").length;
      expect(await tools.get("echo")!.invoke({ text: "back" })).toBe("back");
      expect(http.messages.filter((m) => m.method === "initialize").length).toBe(initsBefore + 1);
      expect(
        http.messages.filter((m) => m.method === "tools/call" && m.params?.name === "reset"),
      ).toHaveLength(1);
    } finally {
      await http.close();
    }
  });

  it("HTTP 500: MCPConnectionError carrying the server's text; the next call succeeds", async () => {
    const http = await startRawHttp();
    try {
      await using adapter = new MCPAdapter(http.url, { timeout: 10_000 });
      const tools = new Map((await adapter.listTools()).map((t) => [t.name, t]));
      const failed = await outcome(tools.get("status500")!.invoke({}));
      expect(failed.error).toBeInstanceOf(MCPConnectionError);
      expect(failed.error!.message).toMatch(/internal server error/);
      expect(failed.ms).toBeLessThan(3_000);
      expect(await tools.get("echo")!.invoke({ text: "ok" })).toBe("ok");
    } finally {
      await http.close();
    }
  });

  it("a truncated SSE response: the call ends at its timeout (documented degradation), the server gets a cancel, the connection stays usable", async () => {
    const http = await startRawHttp();
    try {
      await using adapter = new MCPAdapter(http.url, { timeout: 1_000 });
      const tools = new Map((await adapter.listTools()).map((t) => [t.name, t]));
      const truncated = await outcome(tools.get("truncated")!.invoke({}));
      expect(truncated.error?.message).toMatch(/timed out/i);
      expect(truncated.ms).toBeGreaterThanOrEqual(950);
      expect(truncated.ms).toBeLessThan(4_000);
      const call = http.messages.find((m) => m.params?.name === "truncated")!;
      expect(
        await until(() =>
          http.messages.some(
            (m) => m.method === "notifications/cancelled" && m.params?.requestId === call.id,
          ),
        ),
      ).toBe(true);
      expect(await tools.get("echo")!.invoke({ text: "ok" })).toBe("ok");
    } finally {
      await http.close();
    }
  });

  it("a server that never answers: the call ends at its timeout and the server gets notifications/cancelled", async () => {
    const http = await startRawHttp();
    try {
      await using adapter = new MCPAdapter(http.url, { timeout: 700 });
      const tools = new Map((await adapter.listTools()).map((t) => [t.name, t]));
      const hung = await outcome(tools.get("hang")!.invoke({}));
      expect(hung.error?.message).toMatch(/timed out/i);
      expect(hung.ms).toBeLessThan(3_000);
      const call = http.messages.find((m) => m.params?.name === "hang")!;
      expect(
        await until(() =>
          http.messages.some(
            (m) => m.method === "notifications/cancelled" && m.params?.requestId === call.id,
          ),
        ),
      ).toBe(true);
    } finally {
      await http.close();
    }
  });
});

describe("HTTP 401", { timeout: 120_000 }, () => {
  const TOKEN = "tok-4f1b9c2e7a";

  it("without auth: MCPConnectionError saying the server requires authorization", async () => {
    const http = await startRawHttp({ token: TOKEN });
    try {
      await using client = new MCPClient(http.url, { name: "locked", timeout: 5_000 });
      const failed = await outcome(client.listTools());
      expect(failed.error).toBeInstanceOf(MCPConnectionError);
      expect(failed.error!.message).toMatch(/"locked".*(401|authoriz)/);
    } finally {
      await http.close();
    }
  });

  it("with a wrong token: MCPConnectionError, and the token is not in it", async () => {
    const http = await startRawHttp({ token: TOKEN });
    try {
      const wrong = "wrong-0d5e8a7c91";
      await using client = new MCPClient(http.url, { name: "locked", auth: wrong, timeout: 5_000 });
      const failed = await outcome(client.listTools());
      expect(failed.error).toBeInstanceOf(MCPConnectionError);
      expect(failed.error!.message).toMatch(/401|authoriz/);
      expect(http.authHeaders).toContain(`Bearer ${wrong}`);
      expect(String(failed.error)).not.toContain(wrong);
      expect(failed.error!.stack ?? "").not.toContain(wrong);
    } finally {
      await http.close();
    }
  });

  it("with the right token: every request carries it and the call works", async () => {
    const http = await startRawHttp({ token: TOKEN });
    try {
      await using adapter = new MCPAdapter(new MCPClient(http.url, { auth: TOKEN }));
      const echo = (await adapter.listTools()).find((t) => t.name === "echo")!;
      expect(await echo.invoke({ text: "in" })).toBe("in");
      expect(http.authHeaders.length).toBeGreaterThan(0);
      expect(http.authHeaders.every((h) => h === `Bearer ${TOKEN}`)).toBe(true);
    } finally {
      await http.close();
    }
  });
});

describe("HTTP 404 for an expired legacy session", { timeout: 120_000 }, () => {
  it("the next call opens a new session transparently and succeeds; close() DELETEs it", async () => {
    const http = await startLegacyHttp();
    try {
      const adapter = new MCPAdapter(http.url);
      const echo = (await adapter.listTools()).find((t) => t.name === "echo")!;
      expect(await echo.invoke({ text: "1" })).toBe("1");
      expect(http.sessionCount()).toBe(1);
      http.expireSessions();
      expect(http.sessionCount()).toBe(0);
      expect(await echo.invoke({ text: "2" })).toBe("2");
      expect(http.sessionCount()).toBe(1);
      expect(http.requests.some((r) => r.method === "POST")).toBe(true);
      await adapter.close();
      expect(await until(() => http.sessionCount() === 0)).toBe(true);
      expect(http.requests.filter((r) => r.method === "DELETE").length).toBeGreaterThanOrEqual(1);
    } finally {
      await http.close();
    }
  });
});

describe("SSE (deprecated transport): an expired session", { timeout: 120_000 }, () => {
  it("the next call opens a new event stream and succeeds; close() ends the stream", async () => {
    const http = await startLegacyHttp({ sse: true });
    try {
      const adapter = new MCPAdapter(new MCPClient(new SSETransport(http.sseUrl!)), {
        timeout: 10_000,
      });
      const echo = (await adapter.listTools()).find((t) => t.name === "echo")!;
      expect(await echo.invoke({ text: "1" })).toBe("1");
      expect(http.sessionCount()).toBe(1);
      http.expireSessions();
      expect(http.sessionCount()).toBe(0);
      expect(await echo.invoke({ text: "2" })).toBe("2");
      expect(http.sessionCount()).toBe(1);
      expect(http.requests.filter((r) => r.method === "GET").length).toBeGreaterThanOrEqual(2);
      await adapter.close();
      expect(await until(() => http.sessionCount() === 0)).toBe(true);
    } finally {
      await http.close();
    }
  });
});

describe("no sockets left after close()", { timeout: 120_000 }, () => {
  it("after resets, 500s, timeouts and 200 calls, close() leaves no more sockets than before", async () => {
    const http = await startRawHttp();
    const legacy = await startLegacyHttp();
    try {
      const before = socketFds();
      const adapter = new MCPAdapter(
        { mcpServers: { raw: { url: http.url.href }, legacy: { url: legacy.url.href } } },
        { timeout: 20_000 },
      );
      const tools = new Map((await adapter.listTools()).map((t) => [t.name, t]));
      await outcome(tools.get("raw_reset")!.invoke({}));
      await outcome(tools.get("raw_status500")!.invoke({}));
      await outcome(tools.get("raw_hang")!.invoke({}, { timeout: 500 }));
      await Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          tools.get(i % 2 ? "raw_echo" : "legacy_echo")!.invoke({ text: String(i) }),
        ),
      );
      expect(socketFds()).toBeGreaterThan(before);
      await adapter.close();
      expect(await until(() => legacy.sessionCount() === 0)).toBe(true);
      // the servers run in this process too: close their ends, then count ours
      await http.close();
      await legacy.close();
      const settled = await until(() => socketFds() <= before, 5_000);
      console.info(`[reliability] sockets: before ${before}, after close ${socketFds()}`);
      expect(settled).toBe(true);
    } finally {
      await http.close();
      await legacy.close();
    }
  });
});
