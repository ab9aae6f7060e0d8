// The OAuth flows of `auth: "oauth"` and of a caller's own provider, through the public API
// (`MCPClient` and the package root), against real authorization servers and a real protected
// MCP server on 127.0.0.1. Each behaviour: the way it works, and the way it refuses.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { mkdtemp, readFile, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  IssuerMismatchError,
  MCPClient,
  MCPConfigError,
  OAuthError,
  OAuthFlowError,
  OAuthScopeError,
  SSETransport,
  UnauthorizedError,
  type MCPClientOptions,
  type NodeOAuthOptions,
  type OAuthClientInformationContext,
  type OAuthClientProvider,
  type OAuthDiscoveryState,
  type StoredOAuthClientInformation,
  type StoredOAuthTokens,
} from "../../runtime/src/index.js";
import { startLegacyHttp } from "../servers/index.js";
import { browser, consent, noBrowserExpected } from "./helpers.js";
import {
  startAuthorizationServer,
  startOAuthServers,
  type AuthServerConfig,
  type OAuthTestServers,
  type ProtectedServerConfig,
} from "./servers.js";

let cacheDir: string;
const cleanup: (() => Promise<unknown>)[] = [];
beforeEach(async () => {
  cacheDir = join(await mkdtemp(join(tmpdir(), "mcp-oauth-flows-")), "cache");
});
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step().catch(() => {});
  await rm(join(cacheDir, ".."), { recursive: true, force: true });
});

async function start(
  config: Partial<AuthServerConfig> = {},
  protectedConfig: ProtectedServerConfig = {},
): Promise<OAuthTestServers> {
  const servers = await startOAuthServers({ expiresIn: 3600, ...config }, protectedConfig);
  cleanup.push(() => servers.close());
  return servers;
}

function client(
  servers: OAuthTestServers,
  oauth: NodeOAuthOptions = {},
  options: MCPClientOptions = {},
): MCPClient {
  const mcp = new MCPClient(servers.mcpUrl, {
    auth: "oauth",
    oauth: { cacheDir, openUrl: browser, log: () => {}, ...oauth },
    ...options,
  });
  cleanup.push(() => mcp.close());
  return mcp;
}

const text = (result: { content: unknown }) =>
  (result.content as { type: string; text?: string }[]).map((block) => block.text).join("");

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error as Error,
  );

async function storedState() {
  const [file] = await readdir(cacheDir);
  return { text: await readFile(join(cacheDir, file), "utf8"), file };
}

describe("pre-registered client credentials", () => {
  const preRegistered = { client_id: "registered-by-hand", client_secret: "s3cret-of-the-client" };

  it("logs in with them; nothing is registered and the secret is not written to disk", async () => {
    const servers = await start({ noDynamicRegistration: true, preRegistered });
    const mcp = client(servers, {
      clientId: "registered-by-hand",
      clientSecret: preRegistered.client_secret,
    });
    expect(text(await mcp.callTool("whoami", {}))).toBe("authorized");
    expect(servers.record).toMatchObject({ registrations: 0, authorizations: 1, codeExchanges: 1 });
    expect(servers.record.authorizationClientIds).toEqual(["registered-by-hand"]);
    expect((await storedState()).text).not.toContain(preRegistered.client_secret);
  });

  it("a wrong secret is refused at the token endpoint with the OAuth error, not a retry loop", async () => {
    const servers = await start({ noDynamicRegistration: true, preRegistered });
    const mcp = client(servers, { clientId: "registered-by-hand", clientSecret: "not-the-secret" });
    const error = await failure(mcp.callTool("whoami", {}));
    expect(error).toBeInstanceOf(OAuthError);
    expect((error as OAuthError).code).toBe("invalid_client");
    expect(servers.record.codeExchanges).toBe(0);
    expect(servers.record.authorizations).toBeLessThanOrEqual(2);
    expect(error!.message).not.toContain("not-the-secret");
  });

  it("credentials bound to one issuer are never sent to another authorization server", async () => {
    const servers = await start({ noDynamicRegistration: true, preRegistered });
    const mcp = client(servers, {
      clientId: "registered-by-hand",
      clientSecret: preRegistered.client_secret,
      issuer: "https://login.example.com/",
    });
    const error = await failure(mcp.callTool("whoami", {}));
    expect(error).toBeInstanceOf(OAuthFlowError);
    expect(error!.message).toContain("belongs to https://login.example.com/");
    expect(servers.record.authorizations).toBe(0);
  });

  it("without them, a server that offers no registration is a clear error", async () => {
    const servers = await start({ noDynamicRegistration: true, preRegistered });
    const error = await failure(client(servers).callTool("whoami", {}));
    expect(error?.message).toMatch(/dynamic client registration/i);
    expect(servers.record.authorizations).toBe(0);
  });
});

describe("Client ID Metadata Documents", () => {
  const documentUrl = "https://app.example.com/oauth/client.json";
  const document = { client_name: "app", redirect_uris: ["http://127.0.0.1/callback"] };

  it("uses the document URL as client id where the server supports it: no registration", async () => {
    const servers = await start({ metadataDocuments: { [documentUrl]: document } });
    const mcp = client(servers, { clientMetadataUrl: documentUrl });
    expect(text(await mcp.callTool("whoami", {}))).toBe("authorized");
    expect(servers.record.registrations).toBe(0);
    expect(servers.record.authorizationClientIds).toEqual([documentUrl]);
  });

  it("falls back to dynamic registration where the server does not support it", async () => {
    const servers = await start();
    const mcp = client(servers, { clientMetadataUrl: documentUrl });
    expect(text(await mcp.callTool("whoami", {}))).toBe("authorized");
    expect(servers.record.registrations).toBe(1);
    expect(servers.record.authorizationClientIds[0]).not.toBe(documentUrl);
  });

  it("refuses a document URL that is not https with a path, before any request", async () => {
    const servers = await start();
    const error = await failure(
      client(servers, { clientMetadataUrl: "http://app.example.com/client.json" }).connect(),
    );
    expect(error).toBeInstanceOf(MCPConfigError);
    expect(error!.message).toContain("clientMetadataUrl must be an https URL");
    expect(servers.mcpStatuses).toEqual([]);
  });
});

describe("scope selection", () => {
  it("asks for the scope of the WWW-Authenticate challenge", async () => {
    const servers = await start({}, { challengeScope: "mcp:basic", resourceScopes: ["mcp:other"] });
    await client(servers).callTool("whoami", {});
    expect(servers.record.authorizationScopes).toEqual(["mcp:basic"]);
  });

  it("else every scope of the protected-resource metadata", async () => {
    const servers = await start({}, { resourceScopes: ["mcp:read", "mcp:write"] });
    await client(servers).callTool("whoami", {});
    expect(servers.record.authorizationScopes).toEqual(["mcp:read mcp:write"]);
  });

  it("adds offline_access only when the authorization server advertises it", async () => {
    const advertised = await start(
      { scopesSupported: ["mcp:read", "offline_access"] },
      { challengeScope: "mcp:read" },
    );
    await client(advertised).callTool("whoami", {});
    expect(advertised.record.authorizationScopes).toEqual(["mcp:read offline_access"]);

    const silent = await start({ scopesSupported: ["mcp:read"] }, { challengeScope: "mcp:read" });
    await client(silent).callTool("whoami", {});
    expect(silent.record.authorizationScopes).toEqual(["mcp:read"]);
  });
});

describe("scope step-up on 403 insufficient_scope", () => {
  it("authorizes again with the union of the scopes and sends the refused call again", async () => {
    const servers = await start(
      {},
      { challengeScope: "mcp:basic", toolScopes: { write: ["mcp:write"] } },
    );
    const mcp = client(servers);
    expect(text(await mcp.callTool("whoami", {}))).toBe("authorized");
    expect(text(await mcp.callTool("write", {}))).toBe("granted");
    expect(servers.record.authorizationScopes).toEqual(["mcp:basic", "mcp:basic mcp:write"]);
    expect(servers.mcpStatuses).toContain(403);
    // The wider token serves the next calls: no more challenges.
    const before = servers.mcpStatuses.length;
    expect(text(await mcp.callTool("write", {}))).toBe("granted");
    expect(servers.mcpStatuses.slice(before)).toEqual([200]);
  });

  it("stops after maxStepUpRetries when the scope is never granted, with OAuthScopeError", async () => {
    // The person never grants mcp:admin: every step-up ends in the same 403.
    const servers = await start(
      { withheldScopes: ["mcp:admin"] },
      { challengeScope: "mcp:basic", toolScopes: { write: ["mcp:admin"] } },
    );
    for (const [retries, logins] of [
      [undefined, 2],
      [2, 3],
    ] as const) {
      const before = servers.record.authorizations;
      await rm(cacheDir, { recursive: true, force: true });
      const mcp = client(servers, retries === undefined ? {} : { maxStepUpRetries: retries });
      const error = await failure(mcp.callTool("write", {}));
      expect(error).toBeInstanceOf(OAuthScopeError);
      expect(error).toBeInstanceOf(OAuthFlowError);
      expect(error!.message).toContain("required scope: mcp:admin");
      expect((error as OAuthScopeError).attempts).toBe(retries ?? 1);
      expect(servers.record.authorizations - before).toBe(logins);
    }
  });
});

describe("insufficient_scope on an open connection", () => {
  const scopes = { challengeScope: "mcp:basic", toolScopes: { write: ["mcp:write"] } };

  it('auth: "oauth" steps up at listTools() too, within maxStepUpRetries', async () => {
    const servers = await start({}, { ...scopes, listScopes: ["mcp:list"] });
    const mcp = client(servers);
    await mcp.connect();
    expect((await mcp.listTools()).map((tool) => tool.name)).toContain("whoami");
    expect(servers.record.authorizationScopes).toEqual(["mcp:basic", "mcp:basic mcp:list"]);

    const withheld = await start(
      { withheldScopes: ["mcp:list"] },
      { ...scopes, listScopes: ["mcp:list"] },
    );
    await rm(cacheDir, { recursive: true, force: true });
    const refused = client(withheld, { maxStepUpRetries: 2 });
    await refused.connect();
    const error = await failure(refused.listTools());
    expect(error).toBeInstanceOf(OAuthScopeError);
    expect((error as OAuthScopeError).attempts).toBe(2);
  });

  // A token the client cannot widen (a fixed string, or a function's): the server's refusal is
  // OAuthScopeError at a call and at listTools() alike, and the open connection stays usable.
  for (const kind of ["a bearer token", "an auth function"] as const) {
    it(`with ${kind}: OAuthScopeError at a call and at listTools(), no login`, async () => {
      const servers = await start({}, { ...scopes, listScopes: ["mcp:list"] });
      const token = servers.issueToken(["mcp:basic"]);
      const mcp = new MCPClient(servers.mcpUrl, {
        auth: kind === "a bearer token" ? token : () => token,
      });
      cleanup.push(() => mcp.close());
      expect(text(await mcp.callTool("whoami", {}))).toBe("authorized");
      const atCall = await failure(mcp.callTool("write", {}));
      const atList = await failure(mcp.listTools());
      for (const [error, scope] of [
        [atCall, "mcp:write"],
        [atList, "mcp:list"],
      ] as const) {
        expect(error).toBeInstanceOf(OAuthScopeError);
        expect((error as OAuthScopeError).requiredScope).toBe(scope);
        expect((error as OAuthScopeError).attempts).toBe(0);
        expect(error!.message).not.toContain(token);
      }
      expect(text(await mcp.callTool("whoami", {}))).toBe("authorized");
      expect(servers.record.authorizations).toBe(0);
    });
  }
});

describe("authorization-server migration", () => {
  it("re-registers and logs in with the new server; the old one's client and tokens stay apart", async () => {
    const servers = await start({}, { challengeScope: "mcp:basic" });
    const mcp = client(servers);
    expect(text(await mcp.callTool("whoami", {}))).toBe("authorized");
    const first = servers.authorizationServer();
    const oldClientId = first.record.authorizationClientIds[0];

    const second = await startAuthorizationServer({ expiresIn: 3600 });
    cleanup.push(() => second.close());
    servers.migrateTo(second);
    expect(text(await mcp.callTool("whoami", {}))).toBe("authorized");

    expect(second.record.registrations).toBe(1);
    expect(second.record.authorizationClientIds).not.toContain(oldClientId);
    expect(second.record.codeExchanges).toBe(1);
    expect(first.record.refreshes).toBe(0);
    const state = JSON.parse((await storedState()).text);
    expect(Object.keys(state.issuers).sort()).toEqual([first.issuer, second.issuer].sort());
    expect(state.currentIssuer).toBe(second.issuer);
    expect(state.issuers[first.issuer].clientInformation.client_id).toBe(oldClientId);
  });

  it("moving back to the first server uses its stored client and refresh token: no registration, no login", async () => {
    const servers = await start();
    await client(servers).callTool("whoami", {});
    const first = servers.authorizationServer();
    const second = await startAuthorizationServer({ expiresIn: 3600 });
    cleanup.push(() => second.close());
    servers.migrateTo(second);
    await client(servers).callTool("whoami", {});
    servers.migrateTo(first as typeof second);
    expect(text(await client(servers, { openUrl: noBrowserExpected }).callTool("whoami", {}))).toBe(
      "authorized",
    );
    expect(first.record).toMatchObject({ registrations: 1, authorizations: 1, refreshes: 1 });
  });
});

describe("RFC 9207 iss and the protected resource", () => {
  it("accepts the authorization server's own iss on the callback", async () => {
    const servers = await start({ issParameter: "correct" });
    expect(text(await client(servers).callTool("whoami", {}))).toBe("authorized");
    expect(servers.record.codeExchanges).toBe(1);
  });

  it.each(["wrong", "omitted"] as const)(
    "never redeems the code when iss is %s (a mix-up)",
    async (issParameter) => {
      const servers = await start({ issParameter });
      const error = await failure(client(servers).callTool("whoami", {}));
      expect(error).toBeInstanceOf(IssuerMismatchError);
      expect(servers.record.authorizations).toBe(1);
      expect(servers.record.codeExchanges).toBe(0);
    },
  );

  it("refuses metadata whose resource is not this server", async () => {
    const servers = await start({}, { resource: "https://elsewhere.example.com/mcp" });
    const error = await failure(client(servers).callTool("whoami", {}));
    expect(error?.message).toContain("does not match");
    expect(servers.record.registrations + servers.record.authorizations).toBe(0);
  });
});

describe("2025-03-26 servers", () => {
  it("log in with no protected-resource metadata and the authorization server on the MCP origin", async () => {
    const servers = await start({}, { legacyMetadata: true });
    expect(text(await client(servers).callTool("whoami", {}))).toBe("authorized");
    expect(servers.record).toMatchObject({ registrations: 1, authorizations: 1, codeExchanges: 1 });
  });
});

describe("the client-credentials grant", () => {
  const preRegistered = { client_id: "service-account", client_secret: "service-secret-42" };

  it("gets a token with no browser and no authorization request", async () => {
    const servers = await start(
      { clientCredentials: true, preRegistered },
      { challengeScope: "mcp:basic" },
    );
    const mcp = client(servers, {
      grant: "client_credentials",
      clientId: preRegistered.client_id,
      clientSecret: preRegistered.client_secret,
      openUrl: noBrowserExpected,
    });
    expect(text(await mcp.callTool("whoami", {}))).toBe("authorized");
    expect(servers.record).toMatchObject({ clientCredentialsGrants: 1, authorizations: 0 });
  });

  it("a wrong secret is refused by the authorization server", async () => {
    const servers = await start({ clientCredentials: true, preRegistered });
    const mcp = client(servers, {
      grant: "client_credentials",
      clientId: preRegistered.client_id,
      clientSecret: "wrong",
      openUrl: noBrowserExpected,
    });
    const error = await failure(mcp.callTool("whoami", {}));
    expect(error).toBeInstanceOf(OAuthError);
    expect(servers.record.clientCredentialsGrants).toBe(0);
  });

  it.each([
    [{ grant: "client_credentials" }, `grant "client_credentials" needs clientId`],
    [{ grant: "client_credentials", clientId: "a" }, "needs clientSecret (client_secret_basic)"],
    [{ clientSecret: "x" }, "clientSecret needs the clientId it belongs to"],
    [{ privateKey: "k" }, "privateKey and signingAlgorithm go together"],
    [{ grant: "password" }, `grant must be "authorization_code" or "client_credentials"`],
    [{ maxStepUpRetries: -1 }, "maxStepUpRetries must be a whole number"],
  ] as [NodeOAuthOptions, string][])(
    "a bad configuration %j names what is wrong, before any request",
    async (oauth, message) => {
      const mcp = new MCPClient("http://127.0.0.1:1/mcp", { auth: "oauth", oauth });
      const error = await failure(mcp.connect());
      expect(error).toBeInstanceOf(MCPConfigError);
      expect(error!.message).toContain(message);
      expect(error!.message).not.toMatch(/\bx\b|"k"/);
    },
  );
});

/** A caller's own provider, kept in memory: what a web app would implement. */
class MemoryProvider implements OAuthClientProvider {
  authorizationUrl?: URL;
  client?: StoredOAuthClientInformation;
  saved?: StoredOAuthTokens;
  discovery?: OAuthDiscoveryState;
  private verifier = "";
  redirectUrl = "http://127.0.0.1:1/callback";
  clientMetadata = {
    client_name: "web app",
    redirect_uris: ["http://127.0.0.1:1/callback"],
    token_endpoint_auth_method: "none",
  };
  clientInformation(_ctx?: OAuthClientInformationContext) {
    return this.client;
  }
  saveClientInformation(info: StoredOAuthClientInformation) {
    this.client = info;
  }
  tokens() {
    return this.saved;
  }
  saveTokens(tokens: StoredOAuthTokens) {
    this.saved = tokens;
  }
  redirectToAuthorization(url: URL) {
    this.authorizationUrl = url;
  }
  saveCodeVerifier(verifier: string) {
    this.verifier = verifier;
  }
  codeVerifier() {
    return this.verifier;
  }
  saveDiscoveryState(state: OAuthDiscoveryState) {
    this.discovery = state;
  }
  discoveryState() {
    return this.discovery;
  }
}

describe("client.finishAuth() for a caller's own OAuthClientProvider", () => {
  it("redeems the callback and the next call goes through", async () => {
    const servers = await start({ issParameter: "correct" });
    const provider = new MemoryProvider();
    const mcp = new MCPClient(servers.mcpUrl, { auth: provider });
    cleanup.push(() => mcp.close());
    const first = await failure(mcp.callTool("whoami", {}));
    expect(first).toBeInstanceOf(UnauthorizedError);
    expect(provider.authorizationUrl).toBeDefined();

    const callback = new URL(await consent(provider.authorizationUrl!.href));
    await mcp.finishAuth(callback);
    expect(provider.saved?.access_token).toMatch(/^at-/);
    expect(text(await mcp.callTool("whoami", {}))).toBe("authorized");
  });

  it("refuses a callback whose iss names another server, before the code is redeemed", async () => {
    const servers = await start({ issParameter: "correct" });
    const provider = new MemoryProvider();
    const mcp = new MCPClient(servers.mcpUrl, { auth: provider });
    cleanup.push(() => mcp.close());
    await failure(mcp.callTool("whoami", {}));
    const callback = new URL(await consent(provider.authorizationUrl!.href));
    callback.searchParams.set("iss", "https://mix-up.example.com/");
    const error = await failure(mcp.finishAuth(callback));
    expect(error).toBeInstanceOf(IssuerMismatchError);
    expect(servers.record.codeExchanges).toBe(0);
  });

  it('is a configuration error for auth: "oauth", which finishes by itself', async () => {
    const mcp = new MCPClient("http://127.0.0.1:1/mcp", { auth: "oauth" });
    const error = await failure(mcp.finishAuth("code"));
    expect(error).toBeInstanceOf(MCPConfigError);
    expect(error!.message).toContain("finishes the login by itself");
  });
});

describe.each([
  ["Streamable HTTP", {}],
  ["SSE", { sse: true }],
] as [string, ProtectedServerConfig][])(
  "a static Authorization header over %s",
  (_kind, protectedConfig) => {
    it("reaches the MCP server but never the authorization server", async () => {
      const servers = await start({}, protectedConfig);
      const mcp = new MCPClient(
        protectedConfig.sse ? new SSETransport(servers.mcpUrl) : servers.mcpUrl,
        {
          auth: "oauth",
          oauth: { cacheDir, openUrl: browser, log: () => {} },
          headers: { Authorization: "Bearer static-gateway-key" },
        },
      );
      cleanup.push(() => mcp.close());
      expect(text(await mcp.callTool("whoami", {}))).toBe("authorized");
      expect(servers.mcpAuthorizationHeaders[0]).toBe("Bearer static-gateway-key");
      expect(servers.record.authorizationHeaders.length).toBeGreaterThan(2);
      for (const header of servers.record.authorizationHeaders) {
        expect(header ?? "").not.toContain("static-gateway-key");
      }
    });
  },
);

describe("a static Authorization header with a provider that has no token", () => {
  it("still reaches every request of an SSE session: the stream and each message POST", async () => {
    const http = await startLegacyHttp({ sse: true });
    cleanup.push(() => http.close());
    const mcp = new MCPClient(new SSETransport(http.sseUrl!), {
      auth: { token: async () => undefined },
      headers: { Authorization: "Bearer static-gateway-key" },
    });
    cleanup.push(() => mcp.close());
    expect(text(await mcp.callTool("add", { a: 1, b: 2 }))).toBe("3");
    expect(http.requests.some((request) => request.method === "POST")).toBe(true);
    for (const request of http.requests) {
      expect(request.headers.authorization).toBe("Bearer static-gateway-key");
    }
  });
});

describe("messages", () => {
  it("name the server by origin and path: a key in its query never shows", async () => {
    const servers = await start({ deny: true });
    const url = new URL(servers.mcpUrl);
    url.searchParams.set("key", "query-key-5a1f");
    const mcp = new MCPClient(url, {
      auth: "oauth",
      oauth: { cacheDir, openUrl: browser, log: () => {} },
    });
    cleanup.push(() => mcp.close());
    const error = await failure(mcp.callTool("whoami", {}));
    expect(error).toBeInstanceOf(OAuthFlowError);
    expect(error!.message).toContain(`Authorization for ${servers.mcpUrl.href} was refused`);
    expect(`${error!.message}\n${error!.stack}`).not.toContain("query-key-5a1f");
  });
});
