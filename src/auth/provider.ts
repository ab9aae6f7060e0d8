// An `OAuthClientProvider` (SDK v2) for Node: dynamic registration, PKCE, a loopback redirect,
// and everything it learns kept on disk per server so the next run reuses it.
import { randomBytes } from "node:crypto";
import type {
  OAuthClientMetadata,
  OAuthClientProvider,
  OAuthDiscoveryState,
  StoredOAuthClientInformation,
  StoredOAuthTokens,
} from "@modelcontextprotocol/client";
import { openInBrowser } from "./browser.js";
import { OAuthFlowError } from "./errors.js";
import { CALLBACK_PATH, LoopbackListener } from "./loopback.js";
import { OAuthTokenStore } from "./tokenStore.js";

export interface NodeOAuthOptions {
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
    this.store = new OAuthTokenStore(serverUrl, options.cacheDir, options.user);
  }

  get redirectUrl(): string {
    // Outside a flow (a refresh) the URL only feeds client metadata; a portless loopback URL
    // is the registered shape OAuth 2.1 lets any port match.
    return this.listener?.redirectUrl ?? this.lastRedirectUrl ?? `http://127.0.0.1${CALLBACK_PATH}`;
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

  async clientInformation(): Promise<StoredOAuthClientInformation | undefined> {
    return (await this.store.read()).clientInformation;
  }

  async saveClientInformation(clientInformation: StoredOAuthClientInformation): Promise<void> {
    await this.store.update((s) => {
      s.clientInformation = clientInformation;
    });
  }

  async tokens(): Promise<StoredOAuthTokens | undefined> {
    return (await this.store.read()).tokens;
  }

  async saveTokens(tokens: StoredOAuthTokens): Promise<void> {
    await this.store.update((s) => {
      // A refresh response may omit the refresh token: keep the one we had.
      const refresh_token = tokens.refresh_token ?? s.tokens?.refresh_token;
      s.tokens = { ...tokens, ...(refresh_token ? { refresh_token } : {}) };
      s.accessTokenExpiresAt =
        typeof tokens.expires_in === "number" ? Date.now() + tokens.expires_in * 1000 : undefined;
    });
  }

  /** The stored access token while it is unexpired; undefined once it has to be refreshed. */
  async currentAccessToken(): Promise<string | undefined> {
    const state = await this.store.read();
    if (!state.tokens?.access_token) return undefined;
    if (state.accessTokenExpiresAt !== undefined && Date.now() >= state.accessTokenExpiresAt) {
      return undefined;
    }
    return state.tokens.access_token;
  }

  async redirectToAuthorization(authorizationUrl: URL): Promise<void> {
    if (!this.listener) {
      throw new OAuthFlowError(
        `Authorization for ${this.serverUrl} needs its loopback listener; use createNodeOAuth() to drive the flow`,
      );
    }
    const url = authorizationUrl.toString();
    const log = this.options.log ?? ((line: string) => console.error(line));
    log(`Authorize access to ${this.serverUrl} by opening this URL in a browser:\n  ${url}`);
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
    if (!this.verifier) throw new OAuthFlowError(`No PKCE code verifier for ${this.serverUrl}`);
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
    await this.store.update((s) => {
      if (scope === "client") delete s.clientInformation;
      if (scope === "tokens") {
        delete s.tokens;
        delete s.accessTokenExpiresAt;
      }
      if (scope === "discovery") delete s.discoveryState;
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
    this.listener = await LoopbackListener.start(this.serverUrl, preferred);
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

/** A disk-backed OAuth client provider for one MCP server (see {@link NodeOAuthClientProvider}). */
export function createNodeOAuthProvider(
  serverUrl: string | URL,
  options: NodeOAuthOptions = {},
): NodeOAuthClientProvider {
  return new NodeOAuthClientProvider(String(serverUrl), options);
}
