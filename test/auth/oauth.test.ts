// `auth: "oauth"` against a real authorization server and a real protected MCP server on
// 127.0.0.1. The "browser" is the test: it follows the authorization URL by HTTP and lands on
// the loopback redirect, as a browser would after the person consents.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { mkdtemp, readFile, readdir, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Client, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";
import { createNodeOAuth, oauthCacheFileName } from "../../runtime/src/auth/index.js";
import { resolveAuth } from "../../runtime/src/client/auth.js";
import { StreamableHttpTransport } from "../../runtime/src/index.js";
import { browser, noBrowserExpected } from "./helpers.js";
import { startOAuthServers, type AuthServerConfig, type OAuthTestServers } from "./servers.js";

let cacheDir: string;
let servers: OAuthTestServers | undefined;
let output: string[];
let restoreOutput: () => void;

/** Captures everything written to the console, stdout and stderr. */
function captureOutput(): () => void {
  const saved = {
    log: console.log,
    info: console.info,
    warn: console.warn,
    error: console.error,
    debug: console.debug,
    out: process.stdout.write.bind(process.stdout),
    err: process.stderr.write.bind(process.stderr),
  };
  const keep = (...args: unknown[]) => void output.push(args.map(String).join(" "));
  Object.assign(console, { log: keep, info: keep, warn: keep, error: keep, debug: keep });
  process.stdout.write = ((chunk: unknown, ...rest: unknown[]) => (
    keep(chunk),
    saved.out(chunk as any, ...(rest as []))
  )) as any;
  process.stderr.write = ((chunk: unknown, ...rest: unknown[]) => (
    keep(chunk),
    saved.err(chunk as any, ...(rest as []))
  )) as any;
  return () => {
    Object.assign(console, {
      log: saved.log,
      info: saved.info,
      warn: saved.warn,
      error: saved.error,
      debug: saved.debug,
    });
    process.stdout.write = saved.out as any;
    process.stderr.write = saved.err as any;
  };
}

beforeEach(async () => {
  cacheDir = join(await mkdtemp(join(tmpdir(), "mcp-oauth-")), "cache");
  output = [];
  restoreOutput = captureOutput();
});
afterEach(async () => {
  restoreOutput();
  // Nothing the authorization server handed out may have been printed.
  for (const secret of servers?.record.secrets ?? []) {
    expect(output.join("\n")).not.toContain(secret);
  }
  await servers?.close();
  servers = undefined;
  await rm(join(cacheDir, ".."), { recursive: true, force: true });
});

async function start(config: Partial<AuthServerConfig> = {}) {
  servers = await startOAuthServers({ expiresIn: 3600, ...config });
  return servers;
}

/** One program run: connect with `auth: "oauth"`, call the protected tool, disconnect. */
async function run(mcpUrl: URL, openUrl: (url: string) => Promise<void> | void = browser) {
  // The client's own resolution of `auth: "oauth"`.
  const { authProvider } = resolveAuth("oauth", "oauth-test", new StreamableHttpTransport(mcpUrl), {
    cacheDir,
    openUrl,
    log: (line) => console.error(line),
  });
  const client = new Client(
    { name: "oauth-test", version: "1.0.0" },
    { versionNegotiation: { mode: "auto" } },
  );
  try {
    await client.connect(new StreamableHTTPClientTransport(mcpUrl, { authProvider }));
    return await client.callTool({ name: "whoami", arguments: {} });
  } finally {
    await client.close();
  }
}

const storedFile = (mcpUrl: URL) => join(cacheDir, oauthCacheFileName(String(mcpUrl)));
/** The stored state, with the credentials of the authorization server in use at the top. */
const stored = async (mcpUrl: URL) => {
  const state = JSON.parse(await readFile(storedFile(mcpUrl), "utf8"));
  return { ...state, ...state.issuers[state.currentIssuer] };
};

describe('auth: "oauth"', () => {
  it("logs in on first use: discovery, registration, PKCE authorization, code exchange", async () => {
    const { mcpUrl, record, mcpStatuses } = await start();
    const result = await run(mcpUrl);
    expect(result.content).toEqual([{ type: "text", text: "authorized" }]);
    expect(record).toMatchObject({
      registrations: 1,
      authorizations: 1,
      codeExchanges: 1,
      refreshes: 0,
    });
    expect(mcpStatuses[0]).toBe(401);
    // The person was shown where to go.
    expect(
      output.some(
        (line) => line.includes("Authorize access to") && line.includes("code_challenge="),
      ),
    ).toBe(true);
  });

  it("stores tokens in a per-server file readable only by the owner", async () => {
    const { mcpUrl } = await start();
    await run(mcpUrl);
    expect((await stat(storedFile(mcpUrl))).mode & 0o777).toBe(0o600);
    expect((await stat(cacheDir)).mode & 0o777).toBe(0o700);
    expect(await readdir(cacheDir)).toEqual([oauthCacheFileName(String(mcpUrl))]);
    const state = await stored(mcpUrl);
    expect(state.serverUrl).toBe(String(mcpUrl));
    expect(state.tokens.access_token).toMatch(/^at-/);
    expect(state.clientInformation.client_id).toMatch(/^client-/);
  });

  it("reuses the stored token on the next run, without authorizing again", async () => {
    const { mcpUrl, record, mcpStatuses } = await start();
    await run(mcpUrl);
    const before = mcpStatuses.length;
    const result = await run(mcpUrl, noBrowserExpected);
    expect(result.content).toEqual([{ type: "text", text: "authorized" }]);
    expect(record).toMatchObject({
      registrations: 1,
      authorizations: 1,
      codeExchanges: 1,
      refreshes: 0,
    });
    expect(mcpStatuses.slice(before)).not.toContain(401);
  });

  it("refreshes an expired token instead of asking the person again", async () => {
    const { mcpUrl, record } = await start({ expiresIn: 2 });
    await run(mcpUrl);
    const first = (await stored(mcpUrl)).tokens.access_token;
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    const result = await run(mcpUrl, noBrowserExpected);
    expect(result.content).toEqual([{ type: "text", text: "authorized" }]);
    expect(record).toMatchObject({ authorizations: 1, refreshes: 1 });
    expect((await stored(mcpUrl)).tokens.access_token).not.toBe(first);
  });

  it("logs in again when the refresh token was revoked", async () => {
    const servers = await start({ expiresIn: 2 });
    await run(servers.mcpUrl);
    servers.config.rejectRefresh = true;
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    const result = await run(servers.mcpUrl);
    expect(result.content).toEqual([{ type: "text", text: "authorized" }]);
    expect(servers.record).toMatchObject({ registrations: 1, authorizations: 2, refreshes: 0 });
  });

  it("fails with a clear error, and no secret in it, when the person refuses", async () => {
    const { mcpUrl, record } = await start({ deny: true });
    const error = await run(mcpUrl).then(
      () => undefined,
      (e: unknown) => e as Error,
    );
    expect(error).toBeDefined();
    expect(error!.name).toBe("OAuthFlowError");
    const text = `${error!.message}\n${String((error as { cause?: unknown }).cause ?? "")}`;
    expect(text).toContain("was refused: access_denied (the user said no)");
    for (const secret of record.secrets) expect(text).not.toContain(secret);
  });

  it("authorize() logs in ahead of the first request and is a no-op once a token is stored", async () => {
    const { mcpUrl, record, mcpStatuses } = await start();
    const oauth = createNodeOAuth(mcpUrl, { cacheDir, openUrl: browser, log: () => {} });
    await oauth.authorize();
    await oauth.authorize();
    expect(record).toMatchObject({ registrations: 1, authorizations: 1 });
    expect(await oauth.token()).toMatch(/^at-/);
    const result = await run(mcpUrl, noBrowserExpected);
    expect(result.content).toEqual([{ type: "text", text: "authorized" }]);
    expect(mcpStatuses).not.toContain(401);
  });

  it("runs one login for concurrent 401s that share the provider", async () => {
    const { mcpUrl, record } = await start();
    let browsed = 0;
    const oauth = createNodeOAuth(mcpUrl, {
      cacheDir,
      log: () => {},
      openUrl: async (url) => {
        browsed++;
        await browser(url);
      },
    });
    const connectAndCall = async () => {
      const client = new Client(
        { name: "oauth-test", version: "1.0.0" },
        { versionNegotiation: { mode: "auto" } },
      );
      try {
        await client.connect(new StreamableHTTPClientTransport(mcpUrl, { authProvider: oauth }));
        return await client.callTool({ name: "whoami", arguments: {} });
      } finally {
        await client.close();
      }
    };
    const results = await Promise.all([connectAndCall(), connectAndCall(), connectAndCall()]);
    expect(results.map((r) => r.content)).toEqual(
      Array(3).fill([{ type: "text", text: "authorized" }]),
    );
    expect(browsed).toBe(1);
    expect(record).toMatchObject({ registrations: 1, authorizations: 1, codeExchanges: 1 });
  });

  it("maps the other auth options: a bearer string and a provider object", async () => {
    const transport = new StreamableHttpTransport("http://127.0.0.1:1/mcp");
    expect(resolveAuth("secret-token", "s", transport)).toEqual({
      headers: { Authorization: "Bearer secret-token" },
    });
    const custom = { token: async () => "x" };
    expect(resolveAuth(custom, "s", transport)).toEqual({ authProvider: custom });
    expect(resolveAuth(undefined, "s", transport)).toEqual({});
  });
});
