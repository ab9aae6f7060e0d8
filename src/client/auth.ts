// Resolving the `auth` option into what a transport takes: a header or an auth provider.
import type { AuthProvider, OAuthClientProvider } from "@modelcontextprotocol/client";
import { createNodeOAuth } from "../auth/index.js";
import type { NodeOAuthOptions } from "../auth/index.js";
import { MCPConfigError } from "../errors.js";
import type { TransportDescription } from "../transports/types.js";
import type { AuthOption } from "./types.js";

export interface ResolvedAuth {
  headers?: Record<string, string>;
  authProvider?: OAuthClientProvider | AuthProvider;
}

/**
 * The one place `auth: "oauth"` becomes a provider: the Node authorization-code flow of
 * `src/auth/` (PKCE, loopback redirect, tokens cached on disk), for HTTP transports only.
 */
export function resolveOAuth(
  serverName: string,
  transport: TransportDescription | undefined,
  options?: NodeOAuthOptions,
): AuthProvider {
  const url = (transport as { url?: unknown } | undefined)?.url;
  if (
    !(url instanceof URL) ||
    (transport?.kind !== "streamable-http" && transport?.kind !== "sse")
  ) {
    throw new MCPConfigError(
      `auth: "oauth" for MCP server "${serverName}" needs an http(s) server URL ` +
        `(Streamable HTTP or SSE); this target is ${transport ? transport.describe() : "an SDK Client"}`,
    );
  }
  return createNodeOAuth(url, options);
}

export function resolveAuth(
  auth: AuthOption | undefined,
  serverName: string,
  transport: TransportDescription | undefined,
  oauthOptions?: NodeOAuthOptions,
): ResolvedAuth {
  // A function is asked per request (see MCPClient): nothing is fixed on the connection.
  if (auth === undefined || typeof auth === "function") return {};
  if (auth === "oauth") return { authProvider: resolveOAuth(serverName, transport, oauthOptions) };
  if (typeof auth === "string") {
    if (auth.length === 0) {
      throw new MCPConfigError(`auth for MCP server "${serverName}" is an empty string`);
    }
    return { headers: { Authorization: `Bearer ${auth}` } };
  }
  if (typeof auth === "object" && auth !== null) return { authProvider: auth };
  throw new MCPConfigError(
    `auth for MCP server "${serverName}" must be a bearer token string, "oauth", ` +
      `an OAuthClientProvider, an AuthProvider or a function returning a token`,
  );
}
