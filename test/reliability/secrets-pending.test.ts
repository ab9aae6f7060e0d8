// PENDING (not run): secrets that leak today. Rename to secrets-pending.test.ts once fixed.
//
// 1. src/errors.ts MCPConnectionError keeps the SDK error as `cause` unredacted. util.inspect(error)
//    (= console.error(error)) prints the cause chain, including SdkHttpError `data.text`, the
//    server's response body: a server that echoes the Authorization header in its 401 body
//    (./servers/raw-http.ts does) puts the bearer token in every logged error.
//    Expected: the cause chain redacted with the same `secrets` (or a redacted copy as cause).
// 2. src/errors.ts redactSecrets does not strip credentials in URLs: a target
//    http://user:PASSWORD@host/mcp gives an MCPConnectionError whose message (and the adapter's
//    MCP_SERVER_SKIPPED warning, which repeats it) contains PASSWORD, from the fetch TypeError
//    "Request cannot be constructed from a URL that includes credentials: <full url>".
//    Query keys (?api_key=…) are redacted in the message but not in the cause.
//    Fix: add .replace(/(\/\/)[^\s/@:]+:[^\s/@]+@/g, "$1[redacted]@") to redactSecrets, and
//    redact the causes (item 1).
// 3. src/client/mcpClient.ts `readonly options` and src/transports/{streamableHttp,sse,stdio}.ts
//    `readonly options` are plain enumerable fields: JSON.stringify(client) and
//    util.inspect(client) show `auth` (the bearer token), header values and stdio `env` values.
//    Fix: [util.inspect.custom]() and toJSON() that print header/env names with "[redacted]".
import { inspect } from "node:util";
import { describe, expect, it } from "vitest";
import {
  MCPAdapter,
  MCPClient,
  SSETransport,
  StdioTransport,
  StreamableHttpTransport,
} from "../../src/index.js";
import { captureOutput } from "./helpers.js";
import { startRawHttp } from "./servers/raw-http.js";

const TOKEN = "tok_9f8e7d6c5b4a39281706";
const HEADER_AUTH = "hdr_5a4b3c2d1e0f99887766";
const COOKIE = "ck_1122334455667788aabb";
const API_KEY = "key_aa00bb11cc22dd33ee44";
const URL_PASS = "pw_77665544332211009988";
const QUERY_KEY = "qk_0a1b2c3d4e5f6a7b8c9d";
const ENV_SECRET = "env_3141592653589793abcd";
const ALL = [TOKEN, HEADER_AUTH, COOKIE, API_KEY, URL_PASS, QUERY_KEY, ENV_SECRET];

/** Everything a thrown error can show a user or a log. */
function errorText(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  let json: string;
  try {
    json = JSON.stringify(error, Object.getOwnPropertyNames(error));
  } catch {
    json = "";
  }
  return [
    error.message,
    error.stack ?? "",
    String(error),
    json,
    inspect(error, { depth: 10 }), // what console.error(error) prints, causes included
  ].join("\n");
}

async function everyOutput(fn: () => Promise<unknown>): Promise<{ text: string; error: unknown }> {
  const captured = await captureOutput(fn);
  const text = [
    captured.error === undefined ? "" : errorText(captured.error),
    ...captured.warnings,
    captured.stderr,
    captured.stdout,
  ].join("\n");
  return { text, error: captured.error };
}

function expectNoSecret(text: string) {
  for (const secret of ALL) expect(text, `leaked ${secret.slice(0, 4)}…`).not.toContain(secret);
}

describe("secrets in failures (pending)", () => {
  it("a 401 whose body echoes the bearer token: util.inspect(error) must not show it", async () => {
    const http = await startRawHttp({ token: "the-right-one" });
    try {
      const { text, error } = await everyOutput(async () => {
        await using client = new MCPClient(http.url, { name: "locked", auth: TOKEN });
        await client.listTools();
      });
      expect(error).toBeDefined();
      expectNoSecret(text);
    } finally {
      await http.close();
    }
  });

  it("an unreachable server whose URL carries a password and a query key, with secret headers", async () => {
    const { text, error } = await everyOutput(async () => {
      await using client = new MCPClient(
        `http://admin:${URL_PASS}@127.0.0.1:1/mcp?api_key=${QUERY_KEY}`,
        {
          name: "down",
          auth: TOKEN,
          headers: { Cookie: `sid=${COOKIE}`, "X-Api-Key": API_KEY },
          timeout: 3_000,
        },
      );
      await client.callTool("echo", { text: "x" });
    });
    expect(error).toBeDefined();
    expectNoSecret(text);
  });


  it('onConnectionError: "skip" warns about the skipped server without its secrets', async () => {
    const http = await startRawHttp({ token: "the-right-one" });
    try {
      const { text, error } = await everyOutput(async () => {
        await using adapter = new MCPAdapter(
          {
            mcpServers: {
              api: { url: http.url.href, headers: { Authorization: `Bearer ${HEADER_AUTH}` } },
              other: { url: `http://u:${URL_PASS}@127.0.0.1:1/mcp` },
            },
          },
          { onConnectionError: "skip" },
        );
        expect(await adapter.listTools()).toEqual([]);
      });
      expect(error).toBeUndefined();
      expect(text).toMatch(/MCP_SERVER_SKIPPED|skipp/i);
      expectNoSecret(text);
    } finally {
      await http.close();
    }
  });
});


describe("secrets in how objects print (pending)", () => {
  it("JSON.stringify and util.inspect of MCPClient and transport descriptions", () => {
    const objects = [
      new MCPClient("http://127.0.0.1:1/mcp", { auth: TOKEN, headers: { Cookie: COOKIE } }),
      new StreamableHttpTransport("http://127.0.0.1:1/mcp", {
        headers: { Authorization: `Bearer ${HEADER_AUTH}` },
      }),
      new SSETransport("http://127.0.0.1:1/sse", { headers: { "X-Api-Key": API_KEY } }),
      new StdioTransport({ command: "node", env: { API_KEY: ENV_SECRET } }),
    ];
    for (const o of objects) {
      let json: string;
      try {
        json = JSON.stringify(o);
      } catch {
        json = "";
      }
      expectNoSecret([String(o), json, inspect(o, { depth: 10 })].join("\n"));
    }
  });
});
