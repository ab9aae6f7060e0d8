// Resolving the `auth` option into what a transport takes: a header or an OAuth provider.
import type { OAuthClientProvider } from "@modelcontextprotocol/client";
import { MCPConfigError } from "../errors.js";
import type { AuthOption } from "./types.js";

export interface ResolvedAuth {
  headers?: Record<string, string>;
  authProvider?: OAuthClientProvider;
}

/**
 * The one place `auth: "oauth"` is turned into a provider. The interactive flow (PKCE on a
 * loopback callback, token cache) lives in `src/auth/` and is wired in here once available.
 */
export function resolveOAuth(serverName: string): OAuthClientProvider {
  throw new MCPConfigError(
    `auth: "oauth" for MCP server "${serverName}" is not available yet in this version; ` +
      `pass an OAuthClientProvider or a bearer token string instead`,
  );
}

export function resolveAuth(auth: AuthOption | undefined, serverName: string): ResolvedAuth {
  if (auth === undefined) return {};
  if (auth === "oauth") return { authProvider: resolveOAuth(serverName) };
  if (typeof auth === "string") {
    if (auth.length === 0)
      throw new MCPConfigError(`auth for MCP server "${serverName}" is an empty string`);
    return { headers: { Authorization: `Bearer ${auth}` } };
  }
  if (typeof auth === "object" && auth !== null) return { authProvider: auth };
  throw new MCPConfigError(
    `auth for MCP server "${serverName}" must be a bearer token string, "oauth", or an OAuthClientProvider`,
  );
}
