// `auth: "oauth"` for Node: an AuthProvider (what SDK v2 transports take as `authProvider`)
// that runs the whole authorization-code flow inside the 401 that asked for it, so the request
// that hit the 401 is retried with a token and the caller never sees the redirect.
import {
  OAuthError,
  OAuthErrorCode,
  auth,
  extractWWWAuthenticateParams,
  type AuthProvider,
  type FetchLike,
} from "@modelcontextprotocol/client";
import { OAuthFlowError } from "./errors.js";
import {
  createNodeOAuthProvider,
  type NodeOAuthClientProvider,
  type NodeOAuthOptions,
} from "./provider.js";

const DEFAULT_AUTHORIZATION_TIMEOUT_MS = 5 * 60_000;

export interface NodeOAuth extends AuthProvider {
  /** The disk-backed OAuth client provider underneath. */
  readonly provider: NodeOAuthClientProvider;
  /**
   * Makes sure a usable token exists before connecting: reuses the stored one, refreshes an
   * expired one, or runs the browser flow. Useful because a person may take longer than a
   * request timeout to log in.
   */
  authorize(options?: { fetch?: FetchLike }): Promise<void>;
}

interface FlowInput {
  resourceMetadataUrl?: URL;
  scope?: string;
  fetchFn?: FetchLike;
}

/** Builds the `auth: "oauth"` provider for one Streamable HTTP server. */
export function createNodeOAuth(
  serverUrl: string | URL,
  options: NodeOAuthOptions = {},
): NodeOAuth {
  const provider = createNodeOAuthProvider(serverUrl, options);
  const url = String(serverUrl);
  let inFlight: Promise<void> | undefined;

  // One flow at a time: concurrent 401s wait for the same login.
  const runFlow = (input: FlowInput): Promise<void> => {
    inFlight ??= authorizeOnce(provider, url, input, options).finally(() => {
      inFlight = undefined;
    });
    return inFlight;
  };

  return {
    provider,
    token: () => provider.currentAccessToken(),
    onUnauthorized: async (ctx) => {
      const { resourceMetadataUrl, scope } = extractWWWAuthenticateParams(ctx.response);
      await runFlow({ resourceMetadataUrl, scope, fetchFn: ctx.fetchFn });
    },
    authorize: async (opts) => {
      if (await provider.currentAccessToken()) return;
      await runFlow({ fetchFn: opts?.fetch });
    },
  };
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
    if ((await refreshOrStart(provider, common)) === "AUTHORIZED") return;
    const { code, iss } = await listener.waitForCallback(
      options.authorizationTimeoutMs ?? DEFAULT_AUTHORIZATION_TIMEOUT_MS,
    );
    if ((await auth(provider, { ...common, authorizationCode: code, iss })) !== "AUTHORIZED") {
      throw new OAuthFlowError(`Authorization for ${serverUrl} did not yield a token`);
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
