// OAuth for Streamable HTTP servers: `auth: "oauth"` in Node, and the mapping from the
// `auth` option of MCPClient to what an SDK v2 transport takes as `authProvider`.
import type { OAuthClientProvider } from "@modelcontextprotocol/client";
import { createClientCredentialsProvider } from "./clientCredentials.js";
import { createNodeOAuth, type NodeOAuth } from "./nodeOAuth.js";
import type { NodeOAuthOptions } from "./provider.js";

export { createClientCredentialsProvider } from "./clientCredentials.js";
export { createNodeOAuth, type NodeOAuth } from "./nodeOAuth.js";
export {
  checkOAuthOptions,
  createNodeOAuthProvider,
  NodeOAuthClientProvider,
  type NodeOAuthOptions,
} from "./provider.js";
export { asOAuthScopeError, isOAuthFailure, OAuthFlowError, OAuthScopeError } from "./errors.js";
// What the SDK's OAuth code throws and takes, so callers import all of it from one place.
export {
  AuthorizationServerMismatchError,
  InsecureTokenEndpointError,
  InsufficientScopeError,
  IssuerMismatchError,
  OAuthClientFlowError,
  OAuthError,
  OAuthErrorCode,
  RegistrationRejectedError,
  UnauthorizedError,
  type AuthProvider,
  type OAuthClientInformationContext,
  type OAuthClientMetadata,
  type OAuthClientProvider,
  type OAuthDiscoveryState,
  type OAuthTokens,
  type StoredOAuthClientInformation,
  type StoredOAuthTokens,
} from "@modelcontextprotocol/client";
export { finishAuthorization } from "./finish.js";
export { authorizedServerFetch } from "./serverFetch.js";
export { defaultOAuthCacheDir, oauthCacheFileName } from "./tokenStore.js";

/**
 * The provider for `auth: "oauth"`: the Node authorization-code flow (a person logs in), or,
 * with `grant: "client_credentials"`, the SDK's machine-to-machine provider.
 */
export function oauthProviderFor(
  serverUrl: string | URL,
  options: NodeOAuthOptions = {},
): NodeOAuth | OAuthClientProvider {
  return options.grant === "client_credentials"
    ? createClientCredentialsProvider(serverUrl, options)
    : createNodeOAuth(serverUrl, options);
}
