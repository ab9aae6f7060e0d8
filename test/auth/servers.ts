// A real authorization server and a real OAuth-protected MCP server on 127.0.0.1, for the OAuth
// tests. The authorization server is the SDK 1.x router over an in-memory OAuthServerProvider;
// the MCP server is an SDK v2 server behind the SDK's bearer middleware.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { randomBytes } from "node:crypto";
import {
  createOAuthMetadata,
  getOAuthProtectedResourceMetadataUrl,
  mcpAuthMetadataRouter,
  mcpAuthRouter,
} from "@modelcontextprotocol/sdk/server/auth/router.js";
import { requireBearerAuth } from "@modelcontextprotocol/sdk/server/auth/middleware/bearerAuth.js";
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
import { McpServer, createMcpHandler } from "@modelcontextprotocol/server";
import { toNodeHandler } from "@modelcontextprotocol/node";

// The SDK's auth router is an express router; express ships no type declarations here, so it is
// loaded untyped.
const EXPRESS = "express";
const express: any = ((await import(/* @vite-ignore */ EXPRESS)) as { default: unknown }).default;

/** What the authorization server did, and every secret it handed out. */
export interface AuthServerRecord {
  registrations: number;
  authorizations: number;
  codeExchanges: number;
  refreshes: number;
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
}

const secret = (prefix: string) => `${prefix}-${randomBytes(12).toString("hex")}`;

class InMemoryAuthProvider implements OAuthServerProvider {
  readonly clients = new Map<string, OAuthClientInformationFull>();
  private readonly codes = new Map<string, { clientId: string; params: AuthorizationParams }>();
  private readonly accessTokens = new Map<string, { clientId: string; expiresAt: number }>();
  private readonly refreshTokens = new Map<string, string>();

  constructor(
    readonly config: AuthServerConfig,
    readonly record: AuthServerRecord,
  ) {}

  get clientsStore(): OAuthRegisteredClientsStore {
    return {
      getClient: (id) => this.clients.get(id),
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
    return this.issue(client.client_id);
  }

  async exchangeRefreshToken(
    client: OAuthClientInformationFull,
    refreshToken: string,
  ): Promise<OAuthTokens> {
    if (this.config.rejectRefresh || this.refreshTokens.get(refreshToken) !== client.client_id) {
      throw new InvalidGrantError("refresh token revoked");
    }
    this.refreshTokens.delete(refreshToken);
    this.record.refreshes++;
    return this.issue(client.client_id);
  }

  async verifyAccessToken(token: string) {
    const entry = this.accessTokens.get(token);
    if (!entry) throw new InvalidTokenError("unknown token");
    return { token, clientId: entry.clientId, scopes: [], expiresAt: entry.expiresAt };
  }

  private issue(clientId: string): OAuthTokens {
    const access_token = secret("at");
    const refresh_token = secret("rt");
    this.record.secrets.push(access_token, refresh_token);
    this.accessTokens.set(access_token, {
      clientId,
      expiresAt: Math.floor(Date.now() / 1000) + this.config.expiresIn,
    });
    this.refreshTokens.set(refresh_token, clientId);
    return { access_token, refresh_token, token_type: "bearer", expires_in: this.config.expiresIn };
  }
}

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

async function listen(handler: () => Handler): Promise<{ server: Server; origin: string }> {
  const server = createServer((req, res) => handler()(req, res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return { server, origin: `http://127.0.0.1:${port}` };
}

export interface OAuthTestServers {
  /** The MCP endpoint (protected resource). */
  mcpUrl: URL;
  record: AuthServerRecord;
  config: AuthServerConfig;
  /** Status codes the MCP endpoint answered, in order. */
  mcpStatuses: number[];
  close(): Promise<void>;
}

/** Starts the authorization server and the MCP server, each on its own free port. */
export async function startOAuthServers(config: AuthServerConfig): Promise<OAuthTestServers> {
  const record: AuthServerRecord = {
    registrations: 0,
    authorizations: 0,
    codeExchanges: 0,
    refreshes: 0,
    secrets: [],
  };
  const provider = new InMemoryAuthProvider(config, record);

  const asApp = express();
  const as = await listen(() => asApp);
  const issuerUrl = new URL(as.origin);
  asApp.use(
    mcpAuthRouter({
      provider,
      issuerUrl,
      authorizationOptions: { rateLimit: false },
      clientRegistrationOptions: { rateLimit: false },
      tokenOptions: { rateLimit: false },
      revocationOptions: { rateLimit: false },
    }),
  );

  const mcpStatuses: number[] = [];
  const rsApp = express();
  const rs = await listen(() => rsApp);
  const mcpUrl = new URL(`${rs.origin}/mcp`);
  const mcpHandler = toNodeHandler(
    createMcpHandler(() => {
      const server = new McpServer({ name: "protected", version: "1.0.0" });
      server.registerTool("whoami", { description: "Needs a token" }, async () => ({
        content: [{ type: "text", text: "authorized" }],
      }));
      return server;
    }),
  );
  rsApp.use(
    mcpAuthMetadataRouter({
      oauthMetadata: createOAuthMetadata({ provider, issuerUrl }),
      resourceServerUrl: mcpUrl,
    }),
  );
  rsApp.use("/mcp", (_req: unknown, res: any, next: () => void) => {
    res.on("finish", () => mcpStatuses.push(res.statusCode));
    next();
  });
  rsApp.all(
    "/mcp",
    requireBearerAuth({
      verifier: provider,
      resourceMetadataUrl: getOAuthProtectedResourceMetadataUrl(mcpUrl),
    }),
    (req: IncomingMessage, res: ServerResponse) => void mcpHandler(req, res),
  );

  const stop = (server: Server) =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return {
    mcpUrl,
    record,
    config,
    mcpStatuses,
    close: async () => void (await Promise.all([stop(as.server), stop(rs.server)])),
  };
}
