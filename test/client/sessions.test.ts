// Session lifetime (TARGET-API §1): one shared connection, re-opened when it dies; HTTP sessions
// terminated on close; after close() a call opens its own connection; per-call mode.
import { execFileSync } from "node:child_process";
import { getEventListeners } from "node:events";
import { afterEach, describe, expect, it } from "vitest";
import { MCPClient } from "../../runtime/src/client/index.js";
import { MCPConnectionError } from "../../runtime/src/errors.js";
import {
  SSETransport,
  StdioTransport,
  StreamableHttpTransport,
} from "../../runtime/src/transports/index.js";
import { perRequestAbortFetch } from "../../runtime/src/transports/http.js";
import {
  createLegacyServer,
  createModernServer,
  isProcessAlive,
  startLegacyHttp,
  startModernHttp,
  stdioCommand,
  type Era,
  type HttpServerHandle,
} from "../servers/index.js";
import { stats, text, until } from "./helpers.js";

const ERAS: Era[] = ["modern", "legacy"];
const cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step().catch(() => {});
});

function track<T extends { close(): Promise<void> }>(thing: T): T {
  cleanup.push(() => thing.close());
  return thing;
}

/** Child processes of this test process (Linux `ps`). */
function childPids(): number[] {
  try {
    return execFileSync("ps", ["-o", "pid=,comm=", "--ppid", String(process.pid)], {
      encoding: "utf8",
    })
      .split("\n")
      .map((line) => line.trim().split(/\s+/))
      .filter(([, command]) => command !== "ps")
      .map(([pid]) => Number(pid))
      .filter((pid) => pid > 0);
  } catch {
    return []; // ps exits 1 when there are none
  }
}

const methodsOf = (http: HttpServerHandle) =>
  http.requests.map(
    (request) => `${request.method} ${request.headers["mcp-session-id"] ? "session" : "new"}`,
  );

describe.each(ERAS)("stdio, %s server", (era) => {
  it("keeps one process for the client's life", async () => {
    const client = track(new MCPClient(new StdioTransport(stdioCommand(era))));
    const first = await stats(client);
    await client.callTool("add", { a: 1, b: 2 });
    expect((await stats(client)).pid).toBe(first.pid);
  });

  it("re-spawns a process killed between two calls; the next call succeeds", async () => {
    const client = track(new MCPClient(new StdioTransport(stdioCommand(era))));
    const { pid } = await stats(client);
    process.kill(pid, "SIGKILL");
    await until(() => !isProcessAlive(pid), "the server process to die");
    await new Promise((resolve) => setTimeout(resolve, 50));
    // `echo` has no readOnly/idempotent hint: it succeeds because the death was seen before the call.
    expect(text(await client.callTool("echo", { text: "again" }))).toBe("again");
    const after = await stats(client);
    expect(after.pid).not.toBe(pid);
    expect(after.era).toBe(era);
  });

  it("leaves no child process after close, and a call after close() runs on its own process", async () => {
    const before = new Set(childPids());
    const client = new MCPClient(new StdioTransport(stdioCommand(era)));
    const { pid } = await stats(client);
    await client.close();
    await client.close(); // idempotent
    await until(() => !isProcessAlive(pid), "the server process to exit after close");
    expect(childPids().filter((child) => !before.has(child))).toEqual([]);

    expect(text(await client.callTool("add", { a: 2, b: 2 }))).toBe("4");
    await until(
      () => childPids().filter((child) => !before.has(child)).length === 0,
      "no child left after the call",
    );
  });
});

describe("legacy Streamable HTTP sessions", () => {
  it("shares one session across calls and terminates it (DELETE) on close", async () => {
    const http = track(await startLegacyHttp());
    const client = new MCPClient(http.url);
    await Promise.all([
      client.callTool("add", { a: 1, b: 1 }),
      client.callTool("echo", { text: "x" }),
    ]);
    await client.callTool("add", { a: 1, b: 1 });
    expect(http.sessionCount()).toBe(1);
    // Without a session id: the era probe and the one initialize.
    expect(methodsOf(http).filter((method) => method === "POST new").length).toBe(2);
    await client.close();
    expect(
      http.requests.some(
        (request) => request.method === "DELETE" && request.headers["mcp-session-id"],
      ),
    ).toBe(true);
    await until(() => http.sessionCount() === 0, "the server to drop the session");
  });

  it("`await using` closes the client (and its session) at the end of the block", async () => {
    const http = track(await startLegacyHttp());
    {
      await using client = new MCPClient(http.url);
      await client.callTool("add", { a: 1, b: 1 });
      expect(http.sessionCount()).toBe(1);
    }
    expect(http.requests.some((request) => request.method === "DELETE")).toBe(true);
    await until(() => http.sessionCount() === 0, "the session to end");
  });

  it("re-opens the session after the server expired it (404); the next call succeeds", async () => {
    const http = track(await startLegacyHttp());
    const client = track(new MCPClient(http.url));
    expect(text(await client.callTool("echo", { text: "one" }))).toBe("one");
    http.expireSessions();
    expect(http.sessionCount()).toBe(0);
    expect(text(await client.callTool("echo", { text: "two" }))).toBe("two");
    expect(http.sessionCount()).toBe(1);
    expect(
      http.requests.some(
        (request) => request.method === "POST" && request.headers["mcp-session-id"],
      ),
    ).toBe(true);
  });

  it("after close(), a call opens a session for itself and terminates it", async () => {
    const http = track(await startLegacyHttp());
    const client = new MCPClient(http.url);
    await client.connect();
    await client.close();
    await until(() => http.sessionCount() === 0, "close to end the session");
    expect(text(await client.callTool("add", { a: 20, b: 22 }))).toBe("42");
    expect(http.sessionCount()).toBe(0);
    expect(methodsOf(http).filter((method) => method === "DELETE session").length).toBe(2);
  });

  it('session: "per-call" opens and terminates a session for every call', async () => {
    const http = track(await startLegacyHttp());
    const client = track(new MCPClient(http.url, { session: "per-call" }));
    for (let i = 0; i < 3; i++)
      expect(text(await client.callTool("add", { a: i, b: 1 }))).toBe(String(i + 1));
    expect(http.sessionCount()).toBe(0);
    expect(methodsOf(http).filter((method) => method === "DELETE session").length).toBe(3);
    // The era probe runs once; later connections reuse its verdict and only initialize.
    expect(methodsOf(http).filter((method) => method === "POST new").length).toBe(4);
  });
});

describe("a long legacy HTTP session", () => {
  // The SDK passes one transport-wide signal to every request of a legacy session; Node then
  // keeps a listener per request on it until GC (846 MaxListenersExceededWarnings measured in
  // 3,000 calls). Each request must get its own signal instead.
  it("gives every HTTP request its own abort signal, and none accumulate listeners", async () => {
    const http = track(await startLegacyHttp());
    const signals: AbortSignal[] = [];
    const recordingFetch: typeof fetch = (input, init) => {
      if (init?.signal) signals.push(init.signal);
      return fetch(input, init);
    };
    const client = track(
      new MCPClient(new StreamableHttpTransport(http.url, { fetch: recordingFetch })),
    );
    for (let i = 0; i < 200; i++) await client.callTool("add", { a: i, b: 0 });
    expect(signals.length).toBeGreaterThan(200);
    expect(new Set(signals).size).toBe(signals.length);
    // The transport's own signal went out once, with the first request. On it are only Node's
    // fetch listener of that request, the link of the open GET event stream and of a response
    // still ending; without per-request signals there would be one per request until GC.
    const shared = signals[0];
    expect(getEventListeners(shared, "abort").length).toBeLessThan(5);
  });

  it("per-request signals follow the shared one and leave no listener on it", async () => {
    const shared = new AbortController();
    const seen: AbortSignal[] = [];
    const events = { "content-type": "text/event-stream" };
    const { fetch: wrapped, look } = perRequestAbortFetch(async (_input, init) => {
      seen.push(init!.signal!);
      const body = JSON.parse(String(init!.body)) as { id: number };
      return body.id < 0 ? new Response("data: x\n\n", { headers: events }) : new Response("{}");
    });
    const request = (id: number) => ({
      signal: shared.signal,
      body: JSON.stringify({ jsonrpc: "2.0", id, method: "tools/call" }),
    });
    for (let i = 0; i < 50; i++) await (await wrapped("http://x/", request(i))).text();
    // The first use of a signal passes it on as it is (a modern request's own signal is only
    // ever used once); every later use gets a signal of its own.
    expect(seen[0]).toBe(shared.signal);
    expect(new Set(seen).size).toBe(50);
    expect(getEventListeners(shared.signal, "abort")).toHaveLength(0);
    // An answer on an event stream stays linked until the answer arrives.
    const answered = await wrapped("http://x/", request(-1));
    const pending = await wrapped("http://x/", request(-2));
    expect(getEventListeners(shared.signal, "abort")).toHaveLength(2);
    look({ jsonrpc: "2.0", id: -1, result: {} });
    expect(getEventListeners(shared.signal, "abort")).toHaveLength(1);
    shared.abort();
    expect(seen.at(-1)!.aborted).toBe(true);
    expect(seen.at(-2)!.aborted).toBe(false);
    await answered.text();
    await pending.text().catch(() => {});
  });

  it("a cancellation aborts the cancelled request's open stream", async () => {
    const shared = new AbortController();
    const seen: AbortSignal[] = [];
    const { fetch: wrapped } = perRequestAbortFetch(async (_input, init) => {
      seen.push(init!.signal!);
      return new Response("data: x\n\n", { headers: { "content-type": "text/event-stream" } });
    });
    const send = (message: object) =>
      wrapped("http://x/", { signal: shared.signal, body: JSON.stringify(message) });
    await send({ jsonrpc: "2.0", method: "notifications/initialized" });
    await send({ jsonrpc: "2.0", id: 7, method: "tools/call" });
    const cancelled = { requestId: 7, reason: "timeout" };
    await send({ jsonrpc: "2.0", method: "notifications/cancelled", params: cancelled });
    await new Promise((resolve) => setImmediate(resolve));
    expect(seen[1].aborted).toBe(true);
    expect(getEventListeners(shared.signal, "abort")).toHaveLength(0);
  });

  it("a signal used once (a modern request's own) is passed on with the response untouched", async () => {
    const response = new Response("x");
    const seen: (AbortSignal | null | undefined)[] = [];
    const { fetch: wrapped } = perRequestAbortFetch(async (_input, init) => {
      seen.push(init?.signal);
      return response;
    });
    const own = new AbortController();
    expect(await wrapped("http://x/", { signal: own.signal })).toBe(response);
    expect(seen).toEqual([own.signal]);
    expect(getEventListeners(own.signal, "abort")).toHaveLength(0);
  });
});

describe("legacy SSE session", () => {
  it("re-opens after the server dropped the stream; closes the stream on close", async () => {
    const http = track(await startLegacyHttp({ sse: true }));
    const client = new MCPClient(new SSETransport(http.sseUrl!));
    expect(text(await client.callTool("echo", { text: "one" }))).toBe("one");
    http.expireSessions();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(text(await client.callTool("echo", { text: "two" }))).toBe("two");
    expect(http.requests.filter((request) => request.method === "GET").length).toBe(2);
    await client.close();
    await until(() => http.sessionCount() === 0, "the SSE session to end");
  });
});

describe("modern Streamable HTTP", () => {
  it("has no session: calls stand alone, close sends nothing, calls after close work", async () => {
    const http = track(await startModernHttp());
    const client = new MCPClient(http.url);
    await client.callTool("add", { a: 1, b: 2 });
    await client.close();
    expect(http.requests.some((request) => request.headers["mcp-session-id"])).toBe(false);
    expect(http.requests.some((request) => request.method === "DELETE")).toBe(false);
    expect(text(await client.callTool("add", { a: 3, b: 4 }))).toBe("7");
  });
});

describe.each(ERAS)("concurrency and in-process servers, %s", (era) => {
  const server = () => (era === "modern" ? createModernServer() : createLegacyServer());

  it("100 concurrent calls on one client each get their own result", async () => {
    const client = track(new MCPClient(server()));
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) => client.callTool("echo", { text: `call-${i}` })),
    );
    expect(results.map(text)).toEqual(Array.from({ length: 100 }, (_, i) => `call-${i}`));
  });

  it("100 concurrent calls over HTTP on one client", async () => {
    const http = track(era === "modern" ? await startModernHttp() : await startLegacyHttp());
    const client = track(new MCPClient(http.url));
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) => client.callTool("add", { a: i, b: 1000 })),
    );
    expect(results.map(text)).toEqual(Array.from({ length: 100 }, (_, i) => String(i + 1000)));
    if (era === "legacy") expect(http.sessionCount()).toBe(1);
  });

  it("serializes per-call connections to one in-process server object", async () => {
    const client = track(new MCPClient(server(), { session: "per-call" }));
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) => client.callTool("echo", { text: `n${i}` })),
    );
    expect(results.map(text)).toEqual(["n0", "n1", "n2", "n3", "n4"]);
  });

  it("an in-process server keeps working after close()", async () => {
    const client = new MCPClient(server());
    expect(text(await client.callTool("add", { a: 1, b: 1 }))).toBe("2");
    await client.close();
    expect(text(await client.callTool("add", { a: 2, b: 2 }))).toBe("4");
    expect(text(await client.callTool("add", { a: 3, b: 3 }))).toBe("6");
  });
});

describe("a dead server", () => {
  it("fails with MCPConnectionError naming server and tool", async () => {
    const http = await startLegacyHttp();
    const url = http.url;
    await http.close();
    const client = track(new MCPClient(url, { name: "gone" }));
    const error = await client.callTool("add", { a: 1, b: 1 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MCPConnectionError);
    expect((error as MCPConnectionError).server).toBe("gone");
    expect((error as MCPConnectionError).tool).toBe("add");
    expect((error as Error).message).toMatch(/tool "add" on MCP server "gone"/);
    await expect(client.connect()).rejects.toBeInstanceOf(MCPConnectionError);
  });

  it("a process that dies mid-call fails that call (not replayed) and the next call works", async () => {
    const client = track(
      new MCPClient(new StdioTransport(stdioCommand("legacy")), { name: "dies" }),
    );
    const { pid } = await stats(client);
    const pending = client.callTool("slow", { ms: 5000 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    process.kill(pid, "SIGKILL");
    const error = await pending.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MCPConnectionError);
    expect((error as MCPConnectionError).tool).toBe("slow");
    expect(text(await client.callTool("add", { a: 1, b: 1 }))).toBe("2");
  });
});
