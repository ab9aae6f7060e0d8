// Auth and headers reach the server; secrets never reach error messages.
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { inspect } from "node:util";
import { join } from "node:path";
import type { AddressInfo } from "node:net";
import type { OAuthClientProvider } from "@modelcontextprotocol/client";
import { afterEach, describe, expect, it } from "vitest";
import { MCPClient } from "../../runtime/src/client/index.js";
import { MCPConfigError, MCPConnectionError } from "../../runtime/src/errors.js";
import {
  SSETransport,
  StdioTransport,
  StreamableHttpTransport,
} from "../../runtime/src/transports/index.js";
import { startOAuthServers } from "../auth/servers.js";
import { startLegacyHttp, startModernHttp, type HttpServerHandle } from "../servers/index.js";
import { text } from "./helpers.js";

const TOKEN = "tok-3f9a8c1e-secret";
const cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step().catch(() => {});
});

function serve(handle: HttpServerHandle): HttpServerHandle {
  cleanup.push(() => handle.close());
  return handle;
}

describe.each([
  ["modern", "Streamable HTTP"],
  ["legacy", "Streamable HTTP"],
  ["legacy", "SSE"],
] as const)("%s server over %s", (era, kind) => {
  it("sends the bearer token and extra headers on every request", async () => {
    const http = serve(
      era === "modern" ? await startModernHttp() : await startLegacyHttp({ sse: true }),
    );
    const target = kind === "SSE" ? new SSETransport(http.sseUrl!) : http.url;
    const client = new MCPClient(target, { auth: TOKEN, headers: { "X-Tenant": "acme" } });
    cleanup.push(() => client.close());
    expect(text(await client.callTool("add", { a: 1, b: 2 }))).toBe("3");
    expect(http.requests.length).toBeGreaterThan(1);
    for (const request of http.requests) {
      expect(request.headers.authorization).toBe(`Bearer ${TOKEN}`);
      expect(request.headers["x-tenant"]).toBe("acme");
    }
    if (kind === "SSE")
      expect(http.requests.some((request) => request.method === "GET")).toBe(true);
  });
});

describe("a token given with its scheme", () => {
  it.each([
    ["a string", `Bearer ${TOKEN}`],
    ["a function's token", () => `bearer ${TOKEN}`],
  ] as const)("%s is sent once, not as Bearer Bearer", async (_, auth) => {
    const http = serve(await startModernHttp());
    const client = new MCPClient(http.url, { auth });
    cleanup.push(() => client.close());
    expect(text(await client.callTool("add", { a: 1, b: 2 }))).toBe("3");
    const sent = new Set(http.requests.map((r) => r.headers.authorization));
    expect([...sent]).toEqual([typeof auth === "string" ? auth : `bearer ${TOKEN}`]);
  });
});

describe("transport-level headers", () => {
  it("StreamableHttpTransport headers are sent, and the client's headers win on a clash", async () => {
    const http = serve(await startLegacyHttp());
    const transport = new StreamableHttpTransport(http.url, {
      headers: { "X-A": "transport", "X-B": "transport" },
    });
    const client = new MCPClient(transport, { headers: { "x-b": "client" } });
    cleanup.push(() => client.close());
    await client.callTool("add", { a: 1, b: 2 });
    expect(http.requests[0].headers["x-a"]).toBe("transport");
    expect(http.requests[0].headers["x-b"]).toBe("client");
  });
});

describe("an SDK OAuthClientProvider", () => {
  it("is passed to the transport, which sends its access token", async () => {
    const http = serve(await startModernHttp());
    const provider: OAuthClientProvider = {
      redirectUrl: "http://127.0.0.1/callback",
      clientMetadata: { redirect_uris: ["http://127.0.0.1/callback"] },
      clientInformation: () => ({ client_id: "test" }),
      tokens: () => ({ access_token: "provider-token", token_type: "Bearer" }),
      saveTokens: () => {},
      redirectToAuthorization: () => {},
      saveCodeVerifier: () => {},
      codeVerifier: () => "verifier",
    };
    const client = new MCPClient(http.url, { auth: provider });
    cleanup.push(() => client.close());
    await client.callTool("add", { a: 1, b: 2 });
    expect(
      http.requests.every((request) => request.headers.authorization === "Bearer provider-token"),
    ).toBe(true);
  });
});

describe('auth: "oauth"', () => {
  it("runs the Node OAuth flow of runtime/src/auth against a protected server, then calls the tool", async () => {
    const cacheDir = await mkdtemp(join(tmpdir(), "mcp-client-oauth-"));
    cleanup.push(() => rm(cacheDir, { recursive: true, force: true }));
    const servers = await startOAuthServers({ expiresIn: 3600 });
    cleanup.push(() => servers.close());
    // The "browser": follow the authorization URL back to the loopback redirect.
    const openUrl = async (url: string) => {
      const consent = await fetch(url, { redirect: "manual" });
      await fetch(consent.headers.get("location")!);
    };
    const client = new MCPClient(servers.mcpUrl, {
      auth: "oauth",
      oauth: { cacheDir, openUrl, log: () => {} },
    });
    cleanup.push(() => client.close());
    expect(text(await client.callTool("whoami"))).toBe("authorized");
    expect(servers.record).toMatchObject({ authorizations: 1, codeExchanges: 1 });
  });

  it("is refused for a target that is not an HTTP server", () => {
    const client = new MCPClient(new StdioTransport({ command: "node" }), {
      auth: "oauth",
      name: "local",
    });
    const error = client.connect().catch((e: unknown) => e);
    return error.then((e) => {
      expect(e).toBeInstanceOf(MCPConfigError);
      expect((e as Error).message).toMatch(/"oauth".*"local".*http\(s\) server URL/);
    });
  });
});

describe("secrets in errors", () => {
  it("never puts the token or header values in a connection error message", async () => {
    // A server that rejects everything and echoes what it received, as some do.
    const echoing = createServer((req, res) => {
      res.writeHead(500, { "content-type": "text/plain" });
      const bare = req.headers.authorization?.replace(/^Bearer /, "");
      res.end(
        `bad request: authorization=${req.headers.authorization} got ${bare} and ${req.headers["x-custom"]}`,
      );
    });
    await new Promise<void>((resolve) => echoing.listen(0, "127.0.0.1", resolve));
    cleanup.push(() => new Promise((resolve) => echoing.close(() => resolve())));
    const { port } = echoing.address() as AddressInfo;
    const client = new MCPClient(`http://127.0.0.1:${port}/mcp?key=query-secret`, {
      auth: TOKEN,
      headers: { "X-Custom": "header-secret-value" },
      name: "echoing",
    });
    const error = await client.callTool("add", { a: 1, b: 2 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MCPConnectionError);
    const message = (error as Error).message;
    expect(message).toMatch(/tool "add" on MCP server "echoing"/);
    expect(message).not.toContain(TOKEN);
    expect(message).not.toContain("header-secret-value");
    expect(message).not.toContain("query-secret");
    expect(String(error)).not.toContain(TOKEN);
    // What console.error(error) prints, the cause chain included.
    const printed = inspect(error, { depth: 10 });
    expect(printed).not.toContain(TOKEN);
    expect(printed).not.toContain("header-secret-value");
    expect(printed).toMatch(/HTTP|500|POSTing/);
  });

  it("never shows credentials of the server URL", async () => {
    const client = new MCPClient("http://admin:pw-0123456789@127.0.0.1:1/mcp?api_key=qk-abcdef", {
      name: "down",
    });
    const error = await client.callTool("add", { a: 1, b: 2 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MCPConnectionError);
    const printed = inspect(error, { depth: 10 });
    expect(printed).not.toContain("pw-0123456789");
    expect(printed).not.toContain("qk-abcdef");
  });

  it("printing or serializing a client or transport shows no token, header or env value", () => {
    const objects = [
      new MCPClient("http://127.0.0.1:1/mcp", { auth: TOKEN, headers: { Cookie: "ck-secret-1" } }),
      new StreamableHttpTransport("http://127.0.0.1:1/mcp", {
        headers: { "X-Key": "hk-secret-2" },
      }),
      new SSETransport("http://127.0.0.1:1/sse", { headers: { "X-Key": "hk-secret-3" } }),
      new StdioTransport({ command: "node", env: { API_KEY: "env-secret-4" } }),
    ];
    for (const object of objects) {
      const printed = [String(object), JSON.stringify(object), inspect(object, { depth: 10 })].join(
        "\n",
      );
      for (const secret of [TOKEN, "ck-secret-1", "hk-secret-2", "hk-secret-3", "env-secret-4"]) {
        expect(printed).not.toContain(secret);
      }
    }
  });

  it("never puts the token in the error for an unreachable server", async () => {
    const http = await startLegacyHttp();
    const url = http.url;
    await http.close();
    const client = new MCPClient(url, { auth: TOKEN });
    const error = await client.connect().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MCPConnectionError);
    expect((error as Error).message).not.toContain(TOKEN);
  });
});
