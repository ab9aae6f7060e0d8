// Secrets never leave through errors, warnings or logs: bearer tokens, Authorization / Cookie /
// API-key headers, credentials in URLs, and values expanded from the environment. Every output
// of each failing scenario is captured (thrown error: message, stack, String, JSON, util.inspect
// with its causes; process warnings; stderr and stdout) and searched for every secret.
import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { inspect } from "node:util";
import { describe, expect, it } from "vitest";
import {
  MCPAdapter,
  MCPClient,
  MCPConfigError,
  SSETransport,
  StdioTransport,
  StreamableHttpTransport,
  loadMCPConfig,
  withMCPCallContext,
} from "../../runtime/src/index.js";
import { captureOutput, rawStdio } from "./helpers.js";
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
    typeof captured.value === "string" ? captured.value : "",
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

describe("secrets in failures", () => {
  it("a bearer token refused with 401 (MCPClient auth)", async () => {
    const http = await startRawHttp({ token: "the-right-one" });
    try {
      const { text, error } = await everyOutput(async () => {
        await using client = new MCPClient(http.url, { name: "locked", auth: TOKEN });
        await client.listTools();
      });
      expect(error).toBeDefined();
      expect(http.authHeaders).toContain(`Bearer ${TOKEN}`); // it was really sent
      expectNoSecret(text);
    } finally {
      await http.close();
    }
  });

  it("Authorization, Cookie and API-key headers of an MCPConfig entry refused with 401", async () => {
    const http = await startRawHttp({ token: "the-right-one" });
    try {
      const { text, error } = await everyOutput(async () => {
        await using adapter = new MCPAdapter({
          mcpServers: {
            api: {
              url: http.url.href,
              headers: {
                Authorization: `Bearer ${HEADER_AUTH}`,
                Cookie: `session=${COOKIE}`,
                "X-Api-Key": API_KEY,
              },
            },
          },
        });
        await adapter.listTools();
      });
      expect(error).toBeDefined();
      expect(http.authHeaders).toContain(`session=${COOKIE}`);
      expectNoSecret(text);
    } finally {
      await http.close();
    }
  });

  it.each([
    ["a query key in the URL", `http://127.0.0.1:1/mcp?api_key=${QUERY_KEY}`],
    [
      "a password and a query key in the URL",
      `http://admin:${URL_PASS}@127.0.0.1:1/mcp?api_key=${QUERY_KEY}`,
    ],
  ])("an unreachable server with a token, secret headers and %s", async (_what, url) => {
    const { text, error } = await everyOutput(async () => {
      await using client = new MCPClient(url, {
        name: "down",
        auth: TOKEN,
        headers: { Cookie: `sid=${COOKIE}`, "X-Api-Key": API_KEY },
        timeout: 3_000,
      });
      await client.callTool("echo", { text: "x" });
    });
    expect(error).toBeDefined();
    expectNoSecret(text);
  });

  it("a server that fails mid-call (HTTP 500, connection reset) under auth", async () => {
    const http = await startRawHttp({ token: TOKEN });
    try {
      for (const tool of ["status500", "reset"]) {
        const { text, error } = await everyOutput(async () => {
          await using client = new MCPClient(http.url, {
            name: "flaky",
            auth: TOKEN,
            headers: { Cookie: `sid=${COOKIE}` },
          });
          await client.callTool(tool, {});
        });
        expect(error, tool).toBeDefined();
        expectNoSecret(text);
      }
    } finally {
      await http.close();
    }
  });

  it("loadMCPConfig: values expanded from the environment never appear in its errors or later failures", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "secrets-"));
    const file = path.join(dir, "mcp.json");
    writeFileSync(
      file,
      JSON.stringify({
        mcpServers: {
          api: { url: "http://127.0.0.1:1/mcp", headers: { Authorization: "Bearer ${API_TOKEN}" } },
          broken: { url: 42, headers: { Cookie: "${API_TOKEN}" } },
        },
      }),
    );
    const { text, error } = await everyOutput(async () =>
      loadMCPConfig(file, { API_TOKEN: ENV_SECRET }),
    );
    expect(error).toBeInstanceOf(MCPConfigError);
    expectNoSecret(text);

    writeFileSync(
      file,
      JSON.stringify({
        mcpServers: {
          api: {
            url: "http://127.0.0.1:1/mcp",
            headers: { Authorization: "Bearer ${API_TOKEN}" },
          },
        },
      }),
    );
    const later = await everyOutput(async () => {
      await using adapter = new MCPAdapter(loadMCPConfig(file, { API_TOKEN: ENV_SECRET }), {
        timeout: 3_000,
      });
      await adapter.listTools();
    });
    expect(later.error).toBeDefined();
    expectNoSecret(later.text);
  });

  it("a stdio command that cannot start, with secrets in its env", async () => {
    const { text, error } = await everyOutput(async () => {
      await using adapter = new MCPAdapter(
        {
          mcpServers: {
            local: { command: "/nonexistent/mcp-server", args: [], env: { API_KEY: ENV_SECRET } },
          },
        },
        { timeout: 5_000 },
      );
      await adapter.listTools();
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
              other: { url: `http://127.0.0.1:1/mcp?token=${QUERY_KEY}` },
            },
          },
          { onConnectionError: "skip" },
        );
        expect(await adapter.listTools()).toEqual([]);
      });
      expect(error).toBeUndefined();
      expect(text).toMatch(/MCP_SERVER_SKIPPED|Leaving out/);
      expectNoSecret(text);
    } finally {
      await http.close();
    }
  });
});

describe("secrets in how objects print", () => {
  it("String() and JSON.stringify of an adapter, and util.inspect of an MCPAdapter, do not show its config's secrets", () => {
    const adapter = new MCPAdapter({
      mcpServers: {
        api: { url: "http://127.0.0.1:1/mcp", headers: { Authorization: `Bearer ${HEADER_AUTH}` } },
        local: { command: "node", args: ["x.js"], env: { API_KEY: ENV_SECRET } },
      },
    });
    let json: string;
    try {
      json = JSON.stringify(adapter);
    } catch {
      json = "";
    }
    expectNoSecret([String(adapter), json, inspect(adapter, { depth: 10 })].join("\n"));
  });
});

describe("secrets in failures: echoed headers and URL credentials", () => {
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

  it('onConnectionError: "skip" with a password in a URL: the warning does not show it', async () => {
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

describe("secrets in how clients and transports print", () => {
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

describe("secrets in URL user info and key-like URL paths", () => {
  const PATH_KEY = "sk-live-4f3e2d1c0b9a8877665544";
  it.each([
    ["a token as the URL user", `http://${TOKEN}@127.0.0.1:1/mcp`],
    ["user:password", `http://admin:${URL_PASS}@127.0.0.1:1/mcp`],
    ["a key in the URL path", `http://127.0.0.1:1/mcp/${PATH_KEY}/`],
    ["a key in the path and the query", `http://127.0.0.1:1/${PATH_KEY}/mcp?key=${QUERY_KEY}`],
  ])("%s: not in connection errors, warnings, or how the client prints", async (_what, url) => {
    const { text, error } = await everyOutput(async () => {
      await using client = new MCPClient(url, { name: "down", timeout: 3_000 });
      expectNoSecret(
        [inspect(client, { depth: 10 }), JSON.stringify(client), String(client)].join("\n"),
      );
      expect(JSON.stringify(client)).not.toContain(PATH_KEY);
      await client.callTool("echo", { text: "x" });
    });
    expect(error).toBeDefined();
    expectNoSecret(text);
    expect(text).not.toContain(PATH_KEY);
    // the message still says where: scheme, host and the harmless part of the path
    expect((error as Error).message).toContain("http://127.0.0.1:1/");
  });
});

describe("URL user info", () => {
  const basic = `Basic ${Buffer.from(`admin:${URL_PASS}`).toString("base64")}`;

  it("becomes Authorization: Basic, leaves the URL, and is redacted where an error echoes it", async () => {
    const http = await startRawHttp();
    try {
      const url = `http://admin:${URL_PASS}@${http.url.host}/mcp`;
      const { text, error } = await everyOutput(async () => {
        await using client = new MCPClient(url, { timeout: 5_000 });
        // A successful result is the server's data, as it wrote it.
        expect(await client.callTool("echo", { text: `pw ${URL_PASS}` })).toMatchObject({
          content: [{ text: `pw ${URL_PASS}` }],
        });
        const echoed = await client.callTool("echo_auth_result", {});
        expect(JSON.stringify(echoed)).toContain("bad auth: [redacted]");
        return JSON.stringify(echoed);
      });
      expect(error).toBeUndefined();
      expect(http.authHeaders).toContain(basic);
      expectNoSecret(text);
      expect(text).not.toContain(basic.slice(6));
    } finally {
      await http.close();
    }
  });

  it.each([
    ["an Authorization header", "header"],
    ["the auth option", "auth"],
  ] as const)(
    "and %s: MCPConfigError naming both sources, showing neither",
    async (_what, named) => {
      const url = `http://admin:${URL_PASS}@127.0.0.1:1/mcp`;
      const { text, error } = await everyOutput(async () => {
        await using target =
          named === "header"
            ? new MCPAdapter({
                mcpServers: { api: { url, headers: { Authorization: `Bearer ${TOKEN}` } } },
              })
            : new MCPClient(url, { auth: TOKEN });
        await target.listTools();
      });
      expect(error).toBeInstanceOf(MCPConfigError);
      expect((error as Error).message).toMatch(
        /two Authorization sources: user info in (the|its) URL and/,
      );
      expect((error as Error).message).toContain(
        named === "auth" ? "`auth`" : "Authorization header",
      );
      expectNoSecret(text);
    },
  );
});

describe("secrets a server echoes back", () => {
  it("a live server's error text and isError result echoing the bearer token: not in the thrown error, nor the ToolMessage", async () => {
    const http = await startRawHttp({ token: TOKEN });
    try {
      const { text, error } = await everyOutput(async () => {
        await using adapter = new MCPAdapter(
          {
            mcpServers: {
              api: { url: http.url.href, headers: { Authorization: `Bearer ${TOKEN}` } },
            },
          },
          { timeout: 5_000 },
        );
        const tools = new Map((await adapter.listTools()).map((t) => [t.name, t]));
        const thrown = await tools
          .get("echo_auth_error")!
          .invoke({})
          .then(
            () => undefined,
            (e: Error) => e,
          );
        expect(thrown?.message).toMatch(/rejected credentials (Bearer )?\[redacted\]/);
        const message = await tools.get("echo_auth_result")!.invoke({
          type: "tool_call",
          id: "call-1",
          name: "echo_auth_result",
          args: {},
        });
        expect(message.status).toBe("error");
        expect(JSON.stringify(message.content)).toMatch(/bad auth: (Bearer )?\[redacted\]/);
        const plain = await tools
          .get("echo_auth_result")!
          .invoke({})
          .then(
            () => undefined,
            (e: Error) => e,
          );
        return [
          errorText(thrown),
          JSON.stringify(message),
          inspect(message, { depth: 10 }),
          errorText(plain),
        ].join("\n");
      });
      expect(error).toBeUndefined();
      expect(http.authHeaders).toContain(`Bearer ${TOKEN}`); // it was really sent, and echoed
      expectNoSecret(text);
    } finally {
      await http.close();
    }
  });
});

describe("per-call values a server echoes back", () => {
  // A per-call header (configurable.mcp, withMCPCallContext) and a per-user token (an `auth`
  // function): removed from error results, thrown errors and logs; a successful result keeps them.
  const CALL_KEY = "pk_call_0f1e2d3c4b5a69788796";
  const SCOPED_KEY = "pk_scope_a1b2c3d4e5f60718293a";
  const USER_TOKEN = "ut_alice_5e4d3c2b1a0f9e8d7c6b";
  const PER_CALL = [CALL_KEY, SCOPED_KEY, USER_TOKEN];

  it("not in the thrown error, the error ToolMessage or the logHandler's message", async () => {
    const http = await startRawHttp();
    const logs: unknown[] = [];
    let success: unknown;
    try {
      const { text, error } = await everyOutput(async () => {
        await using adapter = new MCPAdapter(http.url, {
          timeout: 5_000,
          auth: ({ config }) => (config?.configurable?.user === "alice" ? USER_TOKEN : undefined),
          logHandler: (message) => void logs.push(message),
        });
        const tools = new Map((await adapter.listTools()).map((t) => [t.name, t]));
        const config = {
          configurable: { user: "alice", mcp: { headers: { "X-Api-Key": CALL_KEY } } },
        };
        const thrown = await tools
          .get("echo_auth_error")!
          .invoke({}, config)
          .then(
            () => undefined,
            (e: Error) => e,
          );
        expect(thrown?.message).toMatch(/rejected credentials (Bearer )?\[redacted\] \[redacted\]/);
        const message = await tools
          .get("echo_auth_result")!
          .invoke({ type: "tool_call", id: "call-1", name: "echo_auth_result", args: {} }, config);
        expect(message.status).toBe("error");
        expect(JSON.stringify(message.content)).toMatch(
          /bad auth: (Bearer )?\[redacted\] \[redacted\]/,
        );
        const scoped = await withMCPCallContext({ headers: { "X-Api-Key": SCOPED_KEY } }, () =>
          tools
            .get("echo_auth_error")!
            .invoke({}, { configurable: { user: "alice" } })
            .then(
              () => undefined,
              (e: Error) => e,
            ),
        );
        expect(scoped).toBeInstanceOf(Error);
        expect(await tools.get("log_auth")!.invoke({}, config)).toBe("logged");
        expect(logs).toContainEqual(
          expect.objectContaining({
            data: expect.stringMatching(/^using (Bearer )?\[redacted\] \[redacted\]$/),
          }),
        );
        success = await tools.get("echo_auth_ok")!.invoke({}, config);
        return [
          errorText(thrown),
          JSON.stringify(message),
          inspect(message, { depth: 10 }),
          errorText(scoped),
          JSON.stringify(logs),
        ].join("\n");
      });
      expect(error).toBeUndefined();
      // They were really sent (and echoed), and a successful result is left as the server wrote it.
      expect(http.authHeaders).toContain(`Bearer ${USER_TOKEN}`);
      expect(success).toBe(`signed in as Bearer ${USER_TOKEN} ${CALL_KEY}`);
      for (const secret of PER_CALL) expect(text).not.toContain(secret);
    } finally {
      await http.close();
    }
  });
});

describe("secrets a stdio server echoes back", () => {
  it("the key it was started with, in a log message: not in the logHandler's message; a successful result keeps it", async () => {
    const { entry } = rawStdio("echo-secrets", { API_KEY: ENV_SECRET });
    const logs: unknown[] = [];
    const { text, error } = await everyOutput(async () => {
      await using adapter = new MCPAdapter(
        { mcpServers: { local: entry } },
        { timeout: 10_000, logHandler: (message) => void logs.push(message) },
      );
      const tools = new Map((await adapter.listTools()).map((t) => [t.name, t]));
      const result = await tools.get("log_secret")!.invoke({});
      expect(result).toBe(`key ${ENV_SECRET}`); // the server's data, never altered
      expect(logs).toContainEqual(expect.objectContaining({ data: "using key [redacted]" }));
      return JSON.stringify({ logs });
    });
    expect(error).toBeUndefined();
    expectNoSecret(text);
  });
});
