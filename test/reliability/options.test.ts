// Options are checked when the adapter or client is built: a bad value fails there, naming the
// option and what it accepts (never showing a secret's value); and a server that never answers
// the handshake fails within one `timeout`, on every transport.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import {
  MCPAdapter,
  MCPClient,
  MCPConfigError,
  MCPConnectionError,
  SSETransport,
  StdioTransport,
} from "../../runtime/src/index.js";
import { createModernServer } from "../servers/index.js";
import { rawStdio } from "./helpers.js";

const expectConfigError = (build: () => unknown, pattern: RegExp) => {
  let error: unknown;
  try {
    build();
  } catch (e) {
    error = e;
  }
  expect(error).toBeInstanceOf(MCPConfigError);
  expect((error as Error).message).toMatch(pattern);
  return (error as Error).message;
};

describe("options are validated when built", () => {
  const server = () => createModernServer();

  it.each([0, -5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 31, "1000"])(
    "timeout %s: rejected by the adapter and the client, naming the option and the range",
    (timeout) => {
      const range = /Invalid option "timeout".*greater than 0 and at most 2147483647/;
      expectConfigError(() => new MCPAdapter(server(), { timeout } as never), range);
      expectConfigError(() => new MCPClient(server(), { timeout } as never), range);
    },
  );

  it("session, toolNames, onConnectionError: the accepted values are listed", () => {
    expectConfigError(
      () => new MCPAdapter(server(), { session: "pooled" } as never),
      /"session": "pooled". Accepted: "shared", "per-call"/,
    );
    expectConfigError(
      () => new MCPClient(server(), { session: true } as never),
      /"session": true. Accepted: "shared", "per-call"/,
    );
    expectConfigError(
      () => new MCPAdapter(server(), { toolNames: "prefix" } as never),
      /"toolNames": "prefix". Accepted: "bare", "prefixed", or a function/,
    );
    expectConfigError(
      () => new MCPAdapter(server(), { onConnectionError: "ignore" } as never),
      /"onConnectionError": "ignore". Accepted: "throw", "skip", or a function/,
    );
  });

  it.each([
    "progressHandler",
    "logHandler",
    "messageHandler",
    "elicitationHandler",
    "onInputRequired",
  ])("%s must be a function", (handler) => {
    const pattern = new RegExp(`Invalid option "${handler}": an object. Accepted: a function`);
    expectConfigError(() => new MCPAdapter(server(), { [handler]: {} } as never), pattern);
    expectConfigError(() => new MCPClient(server(), { [handler]: {} } as never), pattern);
  });

  it("auth and headers: rejected without showing their values", () => {
    const message = expectConfigError(
      () => new MCPClient("http://127.0.0.1:9/mcp", { headers: { "x-key": 12345678 } } as never),
      /"headers": an object. Accepted: an object of header names to string values/,
    );
    expect(message).not.toContain("12345678");
    expectConfigError(
      () => new MCPClient("http://127.0.0.1:9/mcp", { auth: "" }),
      /"auth": a string. Accepted: a bearer token/,
    );
    expectConfigError(() => new MCPClient(server(), { name: "  " }), /"name": " {2}"/);
  });

  it("a per-call timeout is checked too; good options build", async () => {
    await using client = new MCPClient(server(), { timeout: 5_000, session: "per-call" });
    await expect(client.callTool("echo", { text: "x" }, { timeout: 0 })).rejects.toThrow(
      /Invalid option "timeout": 0/,
    );
    expect((await client.callTool("echo", { text: "x" })).content).toEqual([
      { type: "text", text: "x" },
    ]);
    expect(
      () =>
        new MCPAdapter(server(), {
          timeout: 1,
          toolNames: (s, t) => `${s}.${t}`,
          onConnectionError: () => {},
          logHandler: () => {},
        }),
    ).not.toThrow();
  });
});

/** An HTTP server that accepts requests and never answers them. */
async function mute(): Promise<{ server: Server; url: URL }> {
  const server = createServer(() => {});
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { server, url: new URL(`http://127.0.0.1:${port}/mcp`) };
}

describe("a server that never answers the handshake", { timeout: 60_000 }, () => {
  const TIMEOUT = 2_000;

  it.each(["stdio", "streamable-http", "sse"])(
    "%s: connect() fails with MCPConnectionError within one timeout",
    async (kind) => {
      const http = kind === "stdio" ? undefined : await mute();
      const target =
        kind === "stdio"
          ? new StdioTransport(rawStdio("mute").entry)
          : kind === "sse"
            ? new SSETransport(http!.url)
            : http!.url;
      const client = new MCPClient(target, { name: "mute", timeout: TIMEOUT });
      const started = performance.now();
      const error = await client.connect().then(
        () => undefined,
        (e: unknown) => e,
      );
      const elapsed = performance.now() - started;
      console.info(
        `[reliability] ${kind}: handshake gave up after ${elapsed.toFixed(0)} ms (timeout ${TIMEOUT} ms)`,
      );
      await client.close();
      http?.server.closeAllConnections();
      http?.server.close();
      expect(error).toBeInstanceOf(MCPConnectionError);
      expect((error as Error).message).toMatch(/"mute"/);
      // Before: twice the timeout on stdio (an era probe, then `initialize`, each with its own).
      expect(elapsed).toBeLessThan(TIMEOUT * 1.75);
    },
  );
});
