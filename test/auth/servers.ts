// Real authorization servers and a real OAuth-protected MCP server on 127.0.0.1, for the OAuth
// tests. An authorization server is the SDK 1.x router over an in-memory OAuthServerProvider
// (plus the pieces that router leaves out: the client-credentials grant and the metadata flags
// of RFC 9207 and Client ID Metadata Documents); the MCP server is an SDK v2 server behind a
// resource-server guard that checks tokens with the authorization server that issued them.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { randomBytes } from "node:crypto";
import {
  createOAuthMetadata,
  mcpAuthRouter,
} from "@modelcontextprotocol/sdk/server/auth/router.js";
import {
  InvalidGrantError,
  InvalidTokenError,
} from "@modelcontextprotocol/sdk/server/auth/errors.js";
import type {
  AuthorizationParams,
  OAuthServerProvider,
} from "@modelcontextprotocol/sdk/server/auth/provider.js";
import type { OAuthRegisteredClientsStore } from "@modelcontextprotocol/sdk/server/auth/clients.js";
import type {
  OAuthClientInformationFull,
  OAuthTokens,
} from "@modelcontextprotocol/sdk/shared/auth.js";
import { McpServer as LegacyMcpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { SSEServerTransport } from "@modelcontextprotocol/sdk/server/sse.js";
import { McpServer, createMcpHandler } from "@modelcontextprotocol/server";
import { toNodeHandler } from "@modelcontextprotocol/node";

// The SDK's auth router is an express router; express ships no type declarations here, so it is
// loaded untyped.
const EXPRESS = "express";
const express: any = ((await import(/* @vite-ignore */ EXPRESS)) as { default: unknown }).default;

/** What an authorization server did, and every secret it handed out. */
export interface AuthServerRecord {
  registrations: number;
  authorizations: number;
  codeExchanges: number;
  refreshes: number;
  clientCredentialsGrants: number;
  /** The `scope` of each authorization request (undefined when it had none). */
  authorizationScopes: (string | undefined)[];
  /** The `client_id` of each authorization request. */
  authorizationClientIds: string[];
  /** The `Authorization` header of every request this server received (undefined: none). */
  authorizationHeaders: (string | undefined)[];
  /** Every access token, refresh token and code issued: none may ever show up in output. */
  secrets: string[];
}

export interface AuthServerConfig {
  /** Access-token lifetime in seconds. */
  expiresIn: number;
  /** Refuse the consent step (the person clicks "deny"). */
  deny?: boolean;
  /** Refuse every refresh (a revoked refresh token). */
  rejectRefresh?: boolean;
  /**
   * RFC 9207: advertise `authorization_response_iss_parameter_supported` and send `iss` on the
   * redirect: the right issuer, a wrong one (a mix-up), or none at all.
   */
  issParameter?: "correct" | "wrong" | "omitted";
  /** `scopes_supported` of the authorization server's metadata. */
  scopesSupported?: string[];
  /** No registration endpoint: only pre-registered clients (and metadata documents) work. */
  noDynamicRegistration?: boolean;
  /** A client registered by hand beforehand (a confidential client, any loopback port). */
  preRegistered?: { client_id: string; client_secret?: string };
  /**
   * Client ID Metadata Documents this server accepts as client ids, by URL; advertised as
   * `client_id_metadata_document_supported`. (The server would fetch the https URL; here the
   * documents are given, as no https server runs on the loopback.)
   */
  metadataDocuments?: Record<string, { client_name: string; redirect_uris: string[] }>;
  /** Scopes the person never grants: a token carries the requested scopes without them. */
  withheldScopes?: string[];
  /** Accept `grant_type=client_credentials` from `preRegistered` (client_secret_basic). */
  clientCredentials?: boolean;
}

export const emptyRecord = (): AuthServerRecord => ({
  registrations: 0,
  authorizations: 0,
  codeExchanges: 0,
  refreshes: 0,
  clientCredentialsGrants: 0,
  authorizationScopes: [],
  authorizationClientIds: [],
  authorizationHeaders: [],
  secrets: [],
});

const secret = (prefix: string) => `${prefix}-${randomBytes(12).toString("hex")}`;

interface IssuedToken {
  clientId: string;
  scopes: string[];
  expiresAt: number;
}

class InMemoryAuthProvider implements OAuthServerProvider {
  readonly clients = new Map<string, OAuthClientInformationFull>();
  private readonly codes = new Map<string, { clientId: string; params: AuthorizationParams }>();
  readonly accessTokens = new Map<string, IssuedToken>();
  private readonly refreshTokens = new Map<string, { clientId: string; scopes: string[] }>();
  /** Set once the server listens: the issuer in metadata and on redirects. */
  issuer = "";

  constructor(
    readonly config: AuthServerConfig,
    readonly record: AuthServerRecord,
  ) {
    const pre = config.preRegistered;
    if (pre) {
      // A loopback redirect URI without a port: the router accepts any port (RFC 8252 §7.3).
      this.clients.set(pre.client_id, {
        ...pre,
        redirect_uris: ["http://127.0.0.1/callback"],
        token_endpoint_auth_method: pre.client_secret ? "client_secret_post" : "none",
      });
    }
    for (const [url, document] of Object.entries(config.metadataDocuments ?? {})) {
      this.clients.set(url, { client_id: url, ...document, token_endpoint_auth_method: "none" });
    }
  }

  get clientsStore(): OAuthRegisteredClientsStore {
    const getClient = (id: string) => this.clients.get(id);
    if (this.config.noDynamicRegistration) return { getClient };
    return {
      getClient,
      registerClient: (client) => {
        this.record.registrations++;
        const full = {
          ...client,
          client_id: secret("client"),
          client_id_issued_at: Math.floor(Date.now() / 1000),
        };
        this.clients.set(full.client_id, full);
        return full;
      },
    };
  }

  async authorize(
    client: OAuthClientInformationFull,
    params: AuthorizationParams,
    res: any,
  ): Promise<void> {
    this.record.authorizations++;
    this.record.authorizationScopes.push(params.scopes?.join(" "));
    this.record.authorizationClientIds.push(client.client_id);
    const target = new URL(params.redirectUri);
    if (params.state) target.searchParams.set("state", params.state);
    if (this.config.deny) {
      target.searchParams.set("error", "access_denied");
      target.searchParams.set("error_description", "the user said no");
    } else {
      const code = secret("code");
      this.record.secrets.push(code);
      this.codes.set(code, { clientId: client.client_id, params });
      target.searchParams.set("code", code);
    }
    const iss = this.config.issParameter;
    if (iss === "correct") target.searchParams.set("iss", this.issuer);
    if (iss === "wrong") target.searchParams.set("iss", "https://mix-up.example.com/");
    res.redirect(target.toString());
  }

  async challengeForAuthorizationCode(
    _client: OAuthClientInformationFull,
    code: string,
  ): Promise<string> {
    const entry = this.codes.get(code);
    if (!entry) throw new InvalidGrantError("unknown code");
    return entry.params.codeChallenge;
  }

  async exchangeAuthorizationCode(
    client: OAuthClientInformationFull,
    code: string,
  ): Promise<OAuthTokens> {
    const entry = this.codes.get(code);
    if (!entry || entry.clientId !== client.client_id) throw new InvalidGrantError("unknown code");
    this.codes.delete(code);
    this.record.codeExchanges++;
    const withheld = this.config.withheldScopes ?? [];
    const granted = (entry.params.scopes ?? []).filter((scope) => !withheld.includes(scope));
    return this.issue(client.client_id, granted);
  }

  async exchangeRefreshToken(
    client: OAuthClientInformationFull,
    refreshToken: string,
  ): Promise<OAuthTokens> {
    const entry = this.refreshTokens.get(refreshToken);
    if (this.config.rejectRefresh || entry?.clientId !== client.client_id) {
      throw new InvalidGrantError("refresh token revoked");
    }
    this.refreshTokens.delete(refreshToken);
    this.record.refreshes++;
    return this.issue(client.client_id, entry.scopes);
  }

  async verifyAccessToken(token: string) {
    const entry = this.accessTokens.get(token);
    if (!entry) throw new InvalidTokenError("unknown token");
    return { token, clientId: entry.clientId, scopes: entry.scopes, expiresAt: entry.expiresAt };
  }

  issue(clientId: string, scopes: string[], withRefresh = true): OAuthTokens {
    const access_token = secret("at");
    const refresh_token = withRefresh ? secret("rt") : undefined;
    this.record.secrets.push(access_token, ...(refresh_token ? [refresh_token] : []));
    this.accessTokens.set(access_token, {
      clientId,
      scopes,
      // Not rounded down: a token of `expiresIn: 1` lives a whole second, not 0-1 s.
      expiresAt: Date.now() / 1000 + this.config.expiresIn,
    });
    if (refresh_token) this.refreshTokens.set(refresh_token, { clientId, scopes });
    return {
      access_token,
      ...(refresh_token ? { refresh_token } : {}),
      token_type: "bearer",
      expires_in: this.config.expiresIn,
      ...(scopes.length > 0 ? { scope: scopes.join(" ") } : {}),
    };
  }
}

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

async function listen(handler: () => Handler): Promise<{ server: Server; origin: string }> {
  const server = createServer((req, res) => handler()(req, res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return { server, origin: `http://127.0.0.1:${port}` };
}

const stop = (server: Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

export interface AuthorizationServer {
  /** The issuer identifier, as in its metadata. */
  issuer: string;
  record: AuthServerRecord;
  config: AuthServerConfig;
  provider: InMemoryAuthProvider;
  close(): Promise<void>;
}

/**
 * The authorization server's routes on `app`, with `issuer` as its identifier: its own
 * listener, or (`2025-03-26` servers) the MCP server's origin.
 */
function mountAuthorizationServer(app: any, issuerUrl: URL, provider: InMemoryAuthProvider): void {
  const { config, record } = provider;
  provider.issuer = issuerUrl.href;
  app.use((req: IncomingMessage, _res: unknown, next: () => void) => {
    record.authorizationHeaders.push(req.headers.authorization);
    next();
  });
  // The router's metadata, with what it does not know about: RFC 9207, CIMD, client credentials.
  app.get("/.well-known/oauth-authorization-server", (_req: unknown, res: any) => {
    const metadata: Record<string, unknown> = {
      ...createOAuthMetadata({ provider, issuerUrl, scopesSupported: config.scopesSupported }),
    };
    if (config.issParameter) metadata.authorization_response_iss_parameter_supported = true;
    if (config.metadataDocuments) metadata.client_id_metadata_document_supported = true;
    if (config.clientCredentials) {
      metadata.grant_types_supported = ["client_credentials"];
      metadata.token_endpoint_auth_methods_supported = ["client_secret_basic"];
    }
    res.json(metadata);
  });
  if (config.clientCredentials) {
    app.post("/token", express.urlencoded({ extended: false }), (req: any, res: any, next: any) => {
      if (req.body?.grant_type !== "client_credentials") return next();
      const basic = /^Basic (.+)$/.exec(req.headers.authorization ?? "");
      const [id, key] = basic ? Buffer.from(basic[1], "base64").toString().split(":") : [];
      const client = provider.clients.get(decodeURIComponent(id ?? ""));
      if (!client?.client_secret || client.client_secret !== decodeURIComponent(key ?? "")) {
        res.status(401).json({ error: "invalid_client" });
        return;
      }
      record.clientCredentialsGrants++;
      const scopes = typeof req.body.scope === "string" ? req.body.scope.split(" ") : [];
      res.json(provider.issue(client.client_id, scopes, false));
    });
  }
  app.use(
    mcpAuthRouter({
      provider,
      issuerUrl,
      scopesSupported: config.scopesSupported,
      authorizationOptions: { rateLimit: false },
      clientRegistrationOptions: { rateLimit: false },
      tokenOptions: { rateLimit: false },
      revocationOptions: { rateLimit: false },
    }),
  );
}

/** An authorization server on its own port. */
export async function startAuthorizationServer(
  config: AuthServerConfig,
): Promise<AuthorizationServer> {
  const record = emptyRecord();
  const provider = new InMemoryAuthProvider(config, record);
  const app = express();
  const as = await listen(() => app);
  mountAuthorizationServer(app, new URL(as.origin), provider);
  return { issuer: provider.issuer, record, config, provider, close: () => stop(as.server) };
}

export interface ProtectedServerConfig {
  /** `scopes_supported` of the protected-resource metadata. */
  resourceScopes?: string[];
  /** The `scope` of the 401 challenge. */
  challengeScope?: string;
  /** Scopes a tool needs beyond a valid token: a call without them gets 403 insufficient_scope. */
  toolScopes?: Record<string, string[]>;
  /** Scopes `tools/list` needs beyond a valid token, likewise. */
  listScopes?: string[];
  /**
   * Only requests of these JSON-RPC methods need a token (a server that lets anyone connect and
   * list, and checks each user's token on calls); default: every request.
   */
  protectOnly?: string[];
  /** The `resource` the metadata names (default: the MCP endpoint, as it must be). */
  resource?: string;
  /**
   * A 2025-03-26 server: no protected-resource metadata; the authorization server's metadata
   * and endpoints live on the MCP server's own origin.
   */
  legacyMetadata?: boolean;
  /** Serve the deprecated HTTP+SSE transport instead (SDK 1.x): GET `/sse`, POST `/messages`. */
  sse?: boolean;
}

export interface OAuthTestServers {
  /** The MCP endpoint (protected resource). */
  mcpUrl: URL;
  /** What the authorization server currently named by the MCP server did. */
  record: AuthServerRecord;
  config: AuthServerConfig;
  /** Status codes the MCP endpoint answered, in order. */
  mcpStatuses: number[];
  /** The `Authorization` header of every request the MCP endpoint received. */
  mcpAuthorizationHeaders: (string | undefined)[];
  /** The authorization server in use. */
  authorizationServer(): { issuer: string; record: AuthServerRecord };
  /** A token of the authorization server in use, with these scopes (for a static `auth`). */
  issueToken(scopes: string[]): string;
  /**
   * Moves the MCP server to another authorization server: its metadata names the new one and
   * tokens of the old one are refused from now on.
   */
  migrateTo(next: AuthorizationServer): void;
  close(): Promise<void>;
}

/** Starts the authorization server and the MCP server, each on its own free port. */
export async function startOAuthServers(
  config: AuthServerConfig,
  protectedConfig: ProtectedServerConfig = {},
): Promise<OAuthTestServers> {
  const rsApp = express();
  const rs = await listen(() => rsApp);
  const mcpUrl = new URL(`${rs.origin}${protectedConfig.sse ? "/sse" : "/mcp"}`);

  let current: AuthorizationServer;
  const owned: (() => Promise<void>)[] = [() => stop(rs.server)];
  if (protectedConfig.legacyMetadata) {
    const record = emptyRecord();
    const provider = new InMemoryAuthProvider(config, record);
    mountAuthorizationServer(rsApp, new URL(rs.origin), provider);
    current = { issuer: provider.issuer, record, config, provider, close: async () => {} };
  } else {
    current = await startAuthorizationServer(config);
    owned.push(() => current.close());
  }

  const prmPath = `/.well-known/oauth-protected-resource${mcpUrl.pathname}`;
  const resourceMetadataUrl = `${rs.origin}${prmPath}`;
  if (!protectedConfig.legacyMetadata) {
    rsApp.get(prmPath, (_req: unknown, res: any) => {
      res.json({
        resource: protectedConfig.resource ?? mcpUrl.href,
        authorization_servers: [current.issuer],
        ...(protectedConfig.resourceScopes
          ? { scopes_supported: protectedConfig.resourceScopes }
          : {}),
      });
    });
  }

  const mcpStatuses: number[] = [];
  const mcpAuthorizationHeaders: (string | undefined)[] = [];
  const mcpHandler = toNodeHandler(
    createMcpHandler(() => {
      const server = new McpServer({ name: "protected", version: "1.0.0" });
      server.registerTool("whoami", { description: "Needs a token" }, async () => ({
        content: [{ type: "text", text: "authorized" }],
      }));
      // The tools that need more than a valid token (step-up tests), each answering "granted".
      for (const name of Object.keys(protectedConfig.toolScopes ?? {})) {
        server.registerTool(name, { description: "Needs a wider scope" }, async () => ({
          content: [{ type: "text", text: "granted" }],
        }));
      }
      return server;
    }),
  );

  const challenge = (error?: string, scope?: string) =>
    [
      `Bearer error="${error ?? "invalid_token"}"`,
      ...(scope ? [`scope="${scope}"`] : []),
      ...(protectedConfig.legacyMetadata ? [] : [`resource_metadata="${resourceMetadataUrl}"`]),
    ].join(", ");

  // The resource server's guard: a token of the authorization server in use, unexpired, with
  // the scopes the called tool needs.
  const guard = async (req: any, res: any, next: () => void) => {
    res.on("finish", () => mcpStatuses.push(res.statusCode));
    mcpAuthorizationHeaders.push(req.headers.authorization);
    if (protectedConfig.protectOnly && !protectedConfig.protectOnly.includes(req.body?.method)) {
      next();
      return;
    }
    const token = /^Bearer (.+)$/i.exec(req.headers.authorization ?? "")?.[1];
    const issued = token ? current.provider.accessTokens.get(token) : undefined;
    if (!issued || issued.expiresAt < Date.now() / 1000) {
      res.set("WWW-Authenticate", challenge("invalid_token", protectedConfig.challengeScope));
      res.status(401).json({ error: "invalid_token" });
      return;
    }
    const method = req.body?.method;
    const needed =
      method === "tools/list"
        ? protectedConfig.listScopes
        : method === "tools/call"
          ? protectedConfig.toolScopes?.[req.body.params?.name]
          : undefined;
    const missing = (needed ?? []).filter((scope) => !issued.scopes.includes(scope));
    if (missing.length > 0) {
      res.set("WWW-Authenticate", challenge("insufficient_scope", missing.join(" ")));
      res.status(403).json({ error: "insufficient_scope" });
      return;
    }
    next();
  };
  if (protectedConfig.sse) {
    const sessions = new Map<string, SSEServerTransport>();
    rsApp.get("/sse", guard, async (_req: unknown, res: ServerResponse) => {
      const server = new LegacyMcpServer({ name: "protected-sse", version: "1.0.0" });
      server.registerTool("whoami", { description: "Needs a token" }, async () => ({
        content: [{ type: "text", text: "authorized" }],
      }));
      const transport = new SSEServerTransport("/messages", res);
      sessions.set(transport.sessionId, transport);
      transport.onclose = () => void sessions.delete(transport.sessionId);
      await server.connect(transport);
    });
    rsApp.post("/messages", express.json(), guard, (req: any, res: ServerResponse) => {
      const transport = sessions.get(String(req.query.sessionId));
      if (!transport) return void res.writeHead(404).end();
      void transport.handlePostMessage(req, res, req.body);
    });
  } else {
    rsApp.all("/mcp", express.json(), guard, (req: any, res: ServerResponse) => {
      void mcpHandler(req, res, req.method === "POST" ? req.body : undefined);
    });
  }

  return {
    mcpUrl,
    get record() {
      return current.record;
    },
    config,
    mcpStatuses,
    mcpAuthorizationHeaders,
    authorizationServer: () => current,
    issueToken: (scopes) => current.provider.issue("static-client", scopes, false).access_token,
    migrateTo: (next) => {
      current = next;
    },
    close: async () => void (await Promise.all(owned.map((close) => close()))),
  };
}
