// Heavy runtime cases: a 50 MB result over stdio and Streamable HTTP (memory measured), and
// 1,000 calls with 64 in flight over HTTP, shared and with a session per call.
import { describe, expect, it } from "vitest";
import { MCPAdapter, MCPConnectionError } from "../../runtime/src/index.js";
import { startLegacyHttp, startModernHttp, stdioCommand } from "../servers/index.js";
import { thousandCalls } from "../reliability/calls.js";
import { rssMB } from "../reliability/helpers.js";

const BYTES = 50 * 1024 * 1024;

async function fiftyMegabytes(label: string, adapter: MCPAdapter) {
  const tools = new Map((await adapter.listTools()).map((t) => [t.name, t]));
  await tools.get("echo")!.invoke({ text: "warm" });
  const before = rssMB();
  let peak = before;
  const sampler = setInterval(
    () => (peak = Math.max(peak, process.memoryUsage().rss / 2 ** 20)),
    20,
  );
  const started = Date.now();
  let result = (await tools.get("big")!.invoke({ bytes: BYTES })) as string;
  const ms = Date.now() - started;
  clearInterval(sampler);
  expect(typeof result).toBe("string");
  expect(result.length).toBe(BYTES);
  expect(result[0] + result[BYTES - 1]).toBe("xx");
  result = "";
  void result;
  const after = rssMB();
  console.info(
    `[stress] 50 MB result, ${label}: ${ms} ms, RSS ${before.toFixed(0)} → peak ${peak.toFixed(0)} → ${after.toFixed(0)} MB after GC`,
  );
  // A bounded number of copies of the payload (JSON text, parsed string, LangChain content).
  expect(peak - before).toBeLessThan(1_200);
  expect(after - before).toBeLessThan(300); // released once the caller drops it
  // the adapter is still up
  expect(await tools.get("echo")!.invoke({ text: "after" })).toBe("after");
}

describe("a 50 MB result", () => {
  it("over stdio: past the 10 MB read limit, MCPConnectionError naming the limit; the next call re-spawns; memory bounded", async () => {
    // Documented degradation (docs/reliability.md): a message over the stdio read limit (10 MB,
    // StdioTransport maxBufferSize) closes the connection; test/reliability/stdio-large-result
    // shows maxBufferSize raising it.
    await using adapter = new MCPAdapter(
      { mcpServers: { s: stdioCommand("legacy") } },
      { timeout: 120_000 },
    );
    const tools = new Map((await adapter.listTools()).map((t) => [t.name, t]));
    expect(await tools.get("big")!.invoke({ bytes: 9 * 1024 * 1024 })).toHaveLength(
      9 * 1024 * 1024,
    );
    const before = rssMB();
    const started = Date.now();
    const error = await tools
      .get("big")!
      .invoke({ bytes: BYTES })
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    const after = rssMB();
    console.info(
      `[stress] 50 MB result, stdio: fails after ${Date.now() - started} ms, RSS ${before.toFixed(0)} → ${after.toFixed(0)} MB`,
    );
    expect(error).toBeInstanceOf(MCPConnectionError);
    expect((error as Error).message).toMatch(/stdio limit of 10 MB/);
    expect(after - before).toBeLessThan(300);
    expect(await tools.get("echo")!.invoke({ text: "after" })).toBe("after");
  });

  it("over Streamable HTTP (modern server)", async () => {
    const http = await startModernHttp();
    try {
      await using adapter = new MCPAdapter(http.url, { timeout: 120_000 });
      await fiftyMegabytes("Streamable HTTP", adapter);
    } finally {
      await http.close();
    }
  });
});

describe("1,000 calls, 64 in flight, over HTTP", () => {
  it("shared, modern Streamable HTTP", async () => {
    const http = await startModernHttp();
    try {
      await using adapter = new MCPAdapter(http.url, { timeout: 120_000 });
      await thousandCalls("shared modern HTTP", await adapter.listTools());
    } finally {
      await http.close();
    }
  });

  it('session: "per-call" on a legacy HTTP server: every session closed', async () => {
    const http = await startLegacyHttp();
    try {
      await using adapter = new MCPAdapter(http.url, { session: "per-call", timeout: 120_000 });
      await thousandCalls("per-call legacy HTTP", await adapter.listTools());
      expect(http.sessionCount()).toBe(0);
      expect(http.requests.filter((r) => r.method === "DELETE").length).toBeGreaterThanOrEqual(
        1_000,
      );
    } finally {
      await http.close();
    }
  });
});
