// OAuth for Streamable HTTP servers: `auth: "oauth"` in Node, and the mapping from the
// `auth` option of MCPClient to what an SDK v2 transport takes as `authProvider`.
import type { AuthProvider, OAuthClientProvider } from "@modelcontextprotocol/client";
import { createNodeOAuth } from "./nodeOAuth.js";
import type { NodeOAuthOptions } from "./provider.js";

export { createNodeOAuth, type NodeOAuth } from "./nodeOAuth.js";
export {
  createNodeOAuthProvider,
  NodeOAuthClientProvider,
  type NodeOAuthOptions,
} from "./provider.js";
export { OAuthFlowError } from "./errors.js";
export { defaultOAuthCacheDir, oauthCacheFileName } from "./tokenStore.js";

/** The `auth` option of MCPClient. */
export type ClientAuth = string | "oauth" | OAuthClientProvider | AuthProvider;

/**
 * What to pass as `authProvider` to `StreamableHTTPClientTransport` for an `auth` option:
 * `"oauth"` → the Node flow; any other string → a static bearer token; a provider → itself.
 */
export function authProviderFor(
  serverUrl: string | URL,
  authOption: ClientAuth | undefined,
  oauthOptions?: NodeOAuthOptions,
): OAuthClientProvider | AuthProvider | undefined {
  if (authOption === undefined) return undefined;
  if (authOption === "oauth") return createNodeOAuth(serverUrl, oauthOptions);
  if (typeof authOption === "string") {
    const token = authOption;
    return { token: async () => token };
  }
  return authOption;
}
