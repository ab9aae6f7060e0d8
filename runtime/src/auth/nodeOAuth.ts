// `auth: "oauth"` for Node: an AuthProvider (what SDK v2 transports take as `authProvider`)
// that runs the whole authorization-code flow inside the 401 that asked for it, so the request
// that hit the 401 is retried with a token and the caller never sees the redirect. A 403
// `insufficient_scope` is handled the same way, by its fetch step (`wrapFetch`).
import {
  OAuthError,
  OAuthErrorCode,
  auth,
  computeScopeUnion,
  extractWWWAuthenticateParams,
  isStrictScopeSuperset,
  type AuthProvider,
  type FetchLike,
} from "@modelcontextprotocol/client";
import { OAuthFlowError, OAuthScopeError, serverLabel } from "./errors.js";
import { isMcpServerRequest } from "./mcpRequest.js";
import {
  createNodeOAuthProvider,
  type NodeOAuthClientProvider,
  type NodeOAuthOptions,
} from "./provider.js";

const DEFAULT_AUTHORIZATION_TIMEOUT_MS = 5 * 60_000;
const DEFAULT_MAX_STEP_UP_RETRIES = 1;

export interface NodeOAuth extends AuthProvider {
  /** The disk-backed OAuth client provider underneath. */
  readonly provider: NodeOAuthClientProvider;
  /**
   * Makes sure a usable token exists before connecting: reuses the stored one, refreshes an
   * expired one, or runs the browser flow. Useful because a person may take longer than a
   * request timeout to log in.
   */
  authorize(options?: { fetch?: FetchLike }): Promise<void>;
  /**
   * The stored access token; an expired one is first refreshed with the stored refresh token
   * (one refresh at a time, concurrent callers share it). Never starts a login: undefined when
   * there is no token, or no refresh token to renew it with.
   */
  accessToken(): Promise<string | undefined>;
  /**
   * The fetch step that answers a `403 insufficient_scope` from the MCP server: it authorizes
   * again with the union of the scopes asked for so far and the challenged scope, then sends
   * the request again, at most `maxStepUpRetries` times. MCPClient installs it; pass
   * `fetch: oauth.wrapFetch(fetch)` to an SDK transport yourself.
   */
  wrapFetch(next: FetchLike): FetchLike;
}

interface FlowInput {
  resourceMetadataUrl?: URL;
  scope?: string;
  forceReauthorization?: boolean;
  fetchFn?: FetchLike;
}

const fetchMiddlewares = new WeakMap<object, (next: FetchLike) => FetchLike>();

/** The fetch step of a provider made by {@link createNodeOAuth}, if it is one. */
export function fetchMiddlewareOf(provider: object): ((next: FetchLike) => FetchLike) | undefined {
  return fetchMiddlewares.get(provider);
}

/** Builds the `auth: "oauth"` provider for one Streamable HTTP server. */
export function createNodeOAuth(
  serverUrl: string | URL,
  options: NodeOAuthOptions = {},
): NodeOAuth {
  const provider = createNodeOAuthProvider(serverUrl, options);
  const url = String(serverUrl);
  const maxStepUps = options.maxStepUpRetries ?? DEFAULT_MAX_STEP_UP_RETRIES;
  let inFlight: Promise<void> | undefined;
  let refreshing: Promise<string | undefined> | undefined;
  /** Every scope asked for so far: a step-up keeps them (SEP-2350). */
  let requestedScope = options.scope;

  // One flow at a time: concurrent 401s wait for the same login.
  const runFlow = (input: FlowInput): Promise<void> => {
    if (input.scope !== undefined) requestedScope = computeScopeUnion(requestedScope, input.scope);
    inFlight ??= authorizeOnce(provider, url, input, options).finally(() => {
      inFlight = undefined;
    });
    return inFlight;
  };

  const stepUp = async (challengedScope: string | undefined, input: FlowInput) => {
    const granted = (await provider.tokens())?.scope;
    const scope = computeScopeUnion(requestedScope, granted, challengedScope);
    // A refresh cannot widen a grant (RFC 6749 §6): ask the person again when it must grow.
    await runFlow({ ...input, scope, forceReauthorization: isStrictScopeSuperset(scope, granted) });
  };

  const oauth: NodeOAuth = {
    provider,
    token: () => provider.currentAccessToken(),
    onUnauthorized: async (ctx) => {
      const { resourceMetadataUrl, scope } = extractWWWAuthenticateParams(ctx.response);
      // A token was refused: the server may have moved to another authorization server, so
      // its metadata is read again rather than taken from the cache.
      await provider.invalidateCredentials("discovery");
      await runFlow({ resourceMetadataUrl, scope, fetchFn: ctx.fetchFn });
    },
    accessToken: async () => {
      const token = await provider.currentAccessToken();
      if (token !== undefined || !(await provider.tokens())?.refresh_token) return token;
      // Outside a flow the provider has no loopback listener, so `auth()` can refresh but
      // never send anyone to log in.
      refreshing ??= auth(provider, { serverUrl: url, scope: requestedScope })
        .then(() => provider.currentAccessToken())
        .finally(() => {
          refreshing = undefined;
        });
      return refreshing;
    },
    authorize: async (opts) => {
      if (await provider.currentAccessToken()) return;
      await runFlow({ fetchFn: opts?.fetch });
    },
    wrapFetch: (next) => async (input, init) => {
      let response = await next(input, init);
      for (let attempt = 0; response.status === 403; attempt++) {
        if (!isMcpServerRequest(new URL(url), input, init)) break;
        const challenge = extractWWWAuthenticateParams(response);
        if (challenge.error !== "insufficient_scope") break;
        await response.body?.cancel();
        if (attempt >= maxStepUps) {
          throw new OAuthScopeError(url, challenge.scope, attempt);
        }
        await stepUp(challenge.scope, {
          resourceMetadataUrl: challenge.resourceMetadataUrl,
          fetchFn: next,
        });
        const headers = new Headers(init?.headers);
        const token = await provider.currentAccessToken();
        if (token) headers.set("authorization", `Bearer ${token}`);
        response = await next(input, { ...init, headers });
      }
      return response;
    },
  };
  fetchMiddlewares.set(oauth, oauth.wrapFetch);
  return oauth;
}

/** One SDK `auth()` pass: refresh or register + authorize, then the code exchange if needed. */
async function authorizeOnce(
  provider: NodeOAuthClientProvider,
  serverUrl: string,
  input: FlowInput,
  options: NodeOAuthOptions,
): Promise<void> {
  const listener = await provider.beginFlow();
  try {
    const common = {
      serverUrl,
      resourceMetadataUrl: input.resourceMetadataUrl,
      scope: input.scope ?? options.scope,
      fetchFn: input.fetchFn,
    };
    const started = await refreshOrStart(provider, {
      ...common,
      forceReauthorization: input.forceReauthorization,
    });
    if (started === "AUTHORIZED") return;
    const { code, iss } = await listener.waitForCallback(
      options.authorizationTimeoutMs ?? DEFAULT_AUTHORIZATION_TIMEOUT_MS,
    );
    // The SDK checks `iss` (RFC 9207) against the issuer it recorded before redeeming the code.
    if ((await auth(provider, { ...common, authorizationCode: code, iss })) !== "AUTHORIZED") {
      throw new OAuthFlowError(`Authorization for ${serverLabel(serverUrl)} did not yield a token`);
    }
  } finally {
    await provider.endFlow();
  }
}

/**
 * `auth()`, except that a refresh token the server no longer honours (`invalid_grant`) is
 * dropped and the browser flow starts over, instead of failing the run.
 */
async function refreshOrStart(
  provider: NodeOAuthClientProvider,
  options: Parameters<typeof auth>[1],
): Promise<"AUTHORIZED" | "REDIRECT"> {
  try {
    return await auth(provider, options);
  } catch (error) {
    if (!(error instanceof OAuthError) || error.code !== OAuthErrorCode.InvalidGrant) throw error;
    await provider.invalidateCredentials("tokens");
    return auth(provider, options);
  }
}
