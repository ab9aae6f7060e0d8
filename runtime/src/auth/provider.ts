// An `OAuthClientProvider` (SDK v2) for Node: pre-registered credentials, a Client ID Metadata
// Document or dynamic registration, PKCE, a loopback redirect, and everything it learns kept on
// disk per server and per authorization server so the next run reuses it.
import { randomBytes } from "node:crypto";
import type {
  OAuthClientInformationContext,
  OAuthClientMetadata,
  OAuthClientProvider,
  OAuthDiscoveryState,
  StoredOAuthClientInformation,
  StoredOAuthTokens,
} from "@modelcontextprotocol/client";
import { isHttpsUrl } from "@modelcontextprotocol/client";
import { MCPConfigError } from "../errors.js";
import { openInBrowser } from "./browser.js";
import { OAuthFlowError, serverLabel } from "./errors.js";
import { CALLBACK_PATH, LoopbackListener } from "./loopback.js";
import { OAuthTokenStore, type IssuerCredentials } from "./tokenStore.js";

export interface NodeOAuthOptions {
  /**
   * A client id registered with the authorization server beforehand. With it, no dynamic
   * registration and no metadata document are used.
   */
  clientId?: string;
  /** The secret of the pre-registered `clientId` (a confidential client). Never stored on disk. */
  clientSecret?: string;
  /**
   * The `issuer` of the authorization server `clientId` was registered with. When set, the
   * credentials are only ever sent to that server; another one fails the flow.
   */
  issuer?: string;
  /**
   * Client ID Metadata Document: an https URL (with a path) where this client's metadata is
   * published. Used as the client id when the authorization server advertises
   * `client_id_metadata_document_supported`; otherwise dynamic registration is used.
   */
  clientMetadataUrl?: string;
  /**
   * `"authorization_code"` (default): a person logs in through a browser.
   * `"client_credentials"`: machine to machine, no browser; needs `clientId` and `clientSecret`
   * (`client_secret_basic`) or `privateKey` + `signingAlgorithm` (`private_key_jwt`).
   */
  grant?: "authorization_code" | "client_credentials";
  /** `private_key_jwt` for `grant: "client_credentials"`: a PEM string, bytes or a JWK. */
  privateKey?: string | Uint8Array | Record<string, unknown>;
  /** The JWS algorithm of `privateKey`, e.g. `"ES256"` or `"RS256"`. */
  signingAlgorithm?: string;
  /**
   * How many times one request that the server refuses with `403 insufficient_scope` is
   * authorized again with the wider scope before the refusal is raised. Default 1.
   */
  maxStepUpRetries?: number;
  /** Where per-server token files live. Default: the user cache dir, `langchain-mcp-bridge/oauth`. */
  cacheDir?: string;
  /** `client_name` sent at dynamic registration. Default `"langchain-mcp-bridge"`. */
  clientName?: string;
  /** Scope to request; by default the SDK picks it from the server's metadata. */
  scope?: string;
  /** Loopback port to try first (a stored port from the last run wins). Default: any free port. */
  callbackPort?: number;
  /**
   * Opens the authorization URL. Default: a browser, only when stdout is a TTY, `CI` is unset
   * and an opener (`open`, `xdg-open`, `start`) exists. Tests pass one that follows it by HTTP.
   */
  openUrl?: (url: string) => void | Promise<void>;
  /** Where the "open this URL" line goes. Default `console.error`. Never receives a token. */
  log?: (line: string) => void;
  /** How long to wait for the browser to come back. Default 5 minutes. */
  authorizationTimeoutMs?: number;
  /**
   * Whose tokens these are, when one process serves several users: each user gets a token
   * file of its own for the server (see `perUserOAuth`). Default: the one local user.
   */
  user?: string;
}

/**
 * Disk-backed {@link OAuthClientProvider}. The interactive step needs its loopback listener to be
 * running, which {@link NodeOAuthClientProvider.beginFlow} arranges; `createNodeOAuth()` drives
 * that for a transport, so most code never calls these methods itself.
 */
export class NodeOAuthClientProvider implements OAuthClientProvider {
  readonly store: OAuthTokenStore;
  private listener?: LoopbackListener;
  private verifier?: string;
  private stateValue?: string;
  private lastRedirectUrl?: string;

  constructor(
    readonly serverUrl: string,
    readonly options: NodeOAuthOptions = {},
  ) {
    checkOAuthOptions(serverUrl, options);
    this.store = new OAuthTokenStore(serverUrl, options.cacheDir, options.user);
  }

  get redirectUrl(): string {
    // Outside a flow (a refresh) the URL only feeds client metadata; a portless loopback URL
    // is the registered shape OAuth 2.1 lets any port match.
    return this.listener?.redirectUrl ?? this.lastRedirectUrl ?? `http://127.0.0.1${CALLBACK_PATH}`;
  }

  /** The Client ID Metadata Document URL, when one was given (the SDK prefers it over DCR). */
  get clientMetadataUrl(): string | undefined {
    return this.options.clientMetadataUrl;
  }

  get clientMetadata(): OAuthClientMetadata {
    return {
      client_name: this.options.clientName ?? "langchain-mcp-bridge",
      redirect_uris: [this.redirectUrl],
      grant_types: ["authorization_code", "refresh_token"],
      response_types: ["code"],
      token_endpoint_auth_method: "none",
      ...(this.options.scope ? { scope: this.options.scope } : {}),
    };
  }

  state(): string {
    this.stateValue = randomBytes(16).toString("base64url");
    if (this.listener) this.listener.expectedState = this.stateValue;
    return this.stateValue;
  }

  /**
   * The client of the authorization server in `ctx` (the SDK passes the issuer it discovered):
   * the pre-registered one, or what that server registered earlier. Another server's client is
   * never returned.
   */
  async clientInformation(
    ctx?: OAuthClientInformationContext,
  ): Promise<StoredOAuthClientInformation | undefined> {
    const { clientId, clientSecret, issuer } = this.options;
    if (clientId !== undefined) {
      if (issuer !== undefined && ctx && ctx.issuer !== issuer) {
        throw new OAuthFlowError(
          `Authorization for ${serverLabel(this.serverUrl)}: the pre-registered client id belongs to ` +
            `${issuer}, but the server now names the authorization server ${ctx.issuer}`,
        );
      }
      return {
        client_id: clientId,
        ...(clientSecret !== undefined ? { client_secret: clientSecret } : {}),
        // Unbound credentials (no `issuer` option) go to the server the MCP server names.
        ...((issuer ?? ctx?.issuer) !== undefined ? { issuer: issuer ?? ctx?.issuer } : {}),
      };
    }
    return (await this.credentials(ctx))?.clientInformation;
  }

  async saveClientInformation(
    clientInformation: StoredOAuthClientInformation,
    ctx?: OAuthClientInformationContext,
  ): Promise<void> {
    // Pre-registered credentials are configuration, not state: the secret stays off the disk.
    if (this.options.clientId !== undefined) return;
    const issuer = ctx?.issuer ?? clientInformation.issuer;
    if (issuer === undefined) return;
    await this.store.update((s) => {
      (s.issuers[issuer] ??= {}).clientInformation = clientInformation;
    });
  }

  /** Tokens of the issuer in `ctx`; without `ctx` (a request to the MCP server), the current ones. */
  async tokens(ctx?: OAuthClientInformationContext): Promise<StoredOAuthTokens | undefined> {
    return (await this.credentials(ctx))?.tokens;
  }

  async saveTokens(tokens: StoredOAuthTokens, ctx?: OAuthClientInformationContext): Promise<void> {
    const issuer = ctx?.issuer ?? tokens.issuer;
    if (issuer === undefined) return;
    await this.store.update((s) => {
      const entry = (s.issuers[issuer] ??= {});
      // A refresh response may omit the refresh token: keep the one we had.
      const refresh_token = tokens.refresh_token ?? entry.tokens?.refresh_token;
      entry.tokens = { ...tokens, ...(refresh_token ? { refresh_token } : {}) };
      entry.accessTokenExpiresAt =
        typeof tokens.expires_in === "number" ? Date.now() + tokens.expires_in * 1000 : undefined;
      s.currentIssuer = issuer;
    });
  }

  /** The stored access token while it is unexpired; undefined once it has to be refreshed. */
  async currentAccessToken(): Promise<string | undefined> {
    const current = await this.credentials();
    if (!current?.tokens?.access_token) return undefined;
    if (current.accessTokenExpiresAt !== undefined && Date.now() >= current.accessTokenExpiresAt) {
      return undefined;
    }
    return current.tokens.access_token;
  }

  private async credentials(
    ctx?: OAuthClientInformationContext,
  ): Promise<IssuerCredentials | undefined> {
    const state = await this.store.read();
    const issuer = ctx?.issuer ?? state.currentIssuer;
    return issuer === undefined ? undefined : state.issuers[issuer];
  }

  async redirectToAuthorization(authorizationUrl: URL): Promise<void> {
    if (!this.listener) {
      throw new OAuthFlowError(
        `Authorization for ${serverLabel(this.serverUrl)} needs its loopback listener; use createNodeOAuth() to drive the flow`,
      );
    }
    const url = authorizationUrl.toString();
    const log = this.options.log ?? ((line: string) => console.error(line));
    log(
      `Authorize access to ${serverLabel(this.serverUrl)} by opening this URL in a browser:\n  ${url}`,
    );
    try {
      if (this.options.openUrl) await this.options.openUrl(url);
      else openInBrowser(url);
    } catch {
      log("Could not open a browser; open the URL above by hand.");
    }
  }

  saveCodeVerifier(codeVerifier: string): void {
    this.verifier = codeVerifier;
  }

  codeVerifier(): string {
    if (!this.verifier)
      throw new OAuthFlowError(`No PKCE code verifier for ${serverLabel(this.serverUrl)}`);
    return this.verifier;
  }

  async saveDiscoveryState(state: OAuthDiscoveryState): Promise<void> {
    await this.store.update((s) => {
      s.discoveryState = state;
    });
  }

  async discoveryState(): Promise<OAuthDiscoveryState | undefined> {
    return (await this.store.read()).discoveryState;
  }

  async invalidateCredentials(
    scope: "all" | "client" | "tokens" | "verifier" | "discovery",
  ): Promise<void> {
    if (scope === "verifier") {
      this.verifier = undefined;
      return;
    }
    if (scope === "all") {
      this.verifier = undefined;
      await this.store.clear();
      return;
    }
    // The SDK invalidates after a refusal by the server it is talking to: the current one.
    await this.store.update((s) => {
      if (scope === "discovery") {
        delete s.discoveryState;
        return;
      }
      const issuer = s.discoveryState?.authorizationServerMetadata?.issuer ?? s.currentIssuer;
      const entry = issuer === undefined ? undefined : s.issuers[issuer];
      if (!entry) return;
      if (scope === "client") delete entry.clientInformation;
      if (scope === "tokens") {
        delete entry.tokens;
        delete entry.accessTokenExpiresAt;
      }
    });
  }

  /**
   * Starts the loopback listener (the stored port first) so that `redirectUrl` is live for
   * one run of the SDK's `auth()`. Pair with {@link endFlow}.
   */
  async beginFlow(): Promise<LoopbackListener> {
    if (this.listener) return this.listener;
    const stored = await this.store.read();
    const preferred = stored.callbackPort ?? this.options.callbackPort;
    this.listener = await LoopbackListener.start(serverLabel(this.serverUrl), preferred);
    this.lastRedirectUrl = this.listener.redirectUrl;
    if (stored.callbackPort !== this.listener.port) {
      await this.store.update((s) => {
        s.callbackPort = this.listener!.port;
      });
    }
    return this.listener;
  }

  async endFlow(): Promise<void> {
    const listener = this.listener;
    this.listener = undefined;
    this.verifier = undefined;
    await listener?.close();
  }
}

/**
 * Refuses option sets that cannot work, naming what is wrong and what is accepted, before any
 * request is made. Values are never quoted (a secret or key may be among them).
 */
export function checkOAuthOptions(serverUrl: string, options: NodeOAuthOptions): void {
  const problem = (text: string) => {
    throw new MCPConfigError(`OAuth options for ${serverLabel(serverUrl)}: ${text}`);
  };
  const grant = options.grant ?? "authorization_code";
  if (grant !== "authorization_code" && grant !== "client_credentials") {
    problem(`grant must be "authorization_code" or "client_credentials"`);
  }
  if (options.clientSecret !== undefined && options.clientId === undefined) {
    problem("clientSecret needs the clientId it belongs to");
  }
  if (options.clientMetadataUrl !== undefined && !isHttpsUrl(options.clientMetadataUrl)) {
    problem("clientMetadataUrl must be an https URL with a path (a Client ID Metadata Document)");
  }
  if ((options.privateKey === undefined) !== (options.signingAlgorithm === undefined)) {
    problem("privateKey and signingAlgorithm go together (private_key_jwt)");
  }
  if (grant === "client_credentials") {
    if (options.clientId === undefined) problem(`grant "client_credentials" needs clientId`);
    if (options.clientSecret === undefined && options.privateKey === undefined) {
      problem(
        `grant "client_credentials" needs clientSecret (client_secret_basic) or privateKey + signingAlgorithm (private_key_jwt)`,
      );
    }
    if (options.clientMetadataUrl !== undefined) {
      problem(`clientMetadataUrl is for a person's login, not grant "client_credentials"`);
    }
  } else if (options.privateKey !== undefined) {
    problem(`privateKey is only used with grant "client_credentials"`);
  }
  const retries = options.maxStepUpRetries;
  if (retries !== undefined && (!Number.isInteger(retries) || retries < 0)) {
    problem("maxStepUpRetries must be a whole number, 0 or more");
  }
}

/** A disk-backed OAuth client provider for one MCP server (see {@link NodeOAuthClientProvider}). */
export function createNodeOAuthProvider(
  serverUrl: string | URL,
  options: NodeOAuthOptions = {},
): NodeOAuthClientProvider {
  return new NodeOAuthClientProvider(String(serverUrl), options);
}
