// Resolving the `auth` option into what a transport takes: a header or an auth provider.
import type { AuthProvider, OAuthClientProvider } from "@modelcontextprotocol/client";
import { finishAuthorization, oauthProviderFor } from "../auth/index.js";
import type { NodeOAuthOptions } from "../auth/index.js";
import { MCPConfigError } from "../errors.js";
import { HttpTransportDescription, mergeHeaders } from "../transports/http.js";
import type { TransportDescription, TransportOpenContext } from "../transports/types.js";
import type { AuthOption, MCPClientOptions } from "./types.js";

export interface ResolvedAuth {
  headers?: Record<string, string>;
  authProvider?: OAuthClientProvider | AuthProvider;
}

/**
 * The one place `auth: "oauth"` becomes a provider: the Node authorization-code flow of
 * `runtime/src/auth/` (PKCE, loopback redirect, tokens cached on disk) or, with
 * `grant: "client_credentials"`, the SDK's machine-to-machine provider; HTTP transports only.
 */
export function resolveOAuth(
  serverName: string,
  transport: TransportDescription | undefined,
  options?: NodeOAuthOptions,
): OAuthClientProvider | AuthProvider {
  return oauthProviderFor(httpServerUrl(serverName, transport, `auth: "oauth"`), options);
}

function httpServerUrl(
  serverName: string,
  transport: TransportDescription | undefined,
  what: string,
): URL {
  if (!(transport instanceof HttpTransportDescription)) {
    throw new MCPConfigError(
      `${what} for MCP server "${serverName}" needs an http(s) server URL ` +
        `(Streamable HTTP or SSE); this target is ${transport ? transport.describe() : "an SDK Client"}`,
    );
  }
  return transport.url;
}

/**
 * `client.finishAuth(...)`: the code exchange for a caller's own `OAuthClientProvider` (given
 * as `auth`), after its `redirectToAuthorization` sent a person off and the connection failed
 * with `UnauthorizedError`. `auth: "oauth"` needs none: it waits for the browser itself.
 */
export async function finishOAuth(
  auth: AuthOption | undefined,
  serverName: string,
  transport: TransportDescription | undefined,
  callback: string | URL | URLSearchParams,
  iss?: string,
): Promise<void> {
  const provider = auth as Partial<OAuthClientProvider> | undefined;
  if (typeof provider?.tokens !== "function" || typeof provider.clientInformation !== "function") {
    throw new MCPConfigError(
      `finishAuth() for MCP server "${serverName}" needs an SDK OAuthClientProvider as \`auth\`` +
        (auth === "oauth" ? ` (auth: "oauth" finishes the login by itself)` : ""),
    );
  }
  const url = httpServerUrl(serverName, transport, "finishAuth()");
  // OAuth requests go through the transport's own fetch, never with its static headers.
  const fetch = (transport as HttpTransportDescription).options.fetch;
  await finishAuthorization(provider as OAuthClientProvider, url, callback, { iss, fetch });
}

/**
 * The Authorization value for a token: `Bearer <token>`. A token already written with its
 * scheme (`"Bearer x"`, as many configs and token helpers give it) is sent as it is, not twice.
 */
export function bearer(token: string): string {
  return /^bearer\s/i.test(token) ? token : `Bearer ${token}`;
}

/** What every transport of a client is opened with: its static headers and its auth. */
export function openContextOf(
  options: Pick<MCPClientOptions, "auth" | "headers" | "oauth">,
  serverName: string,
  transport: TransportDescription | undefined,
): TransportOpenContext {
  const auth = resolveAuth(options.auth, serverName, transport, options.oauth);
  const headers = typeof options.headers === "function" ? undefined : options.headers;
  return { headers: mergeHeaders(headers, auth.headers), authProvider: auth.authProvider };
}

export function resolveAuth(
  auth: AuthOption | undefined,
  serverName: string,
  transport: TransportDescription | undefined,
  oauthOptions?: NodeOAuthOptions,
): ResolvedAuth {
  if (auth === undefined) return {};
  const url = transport instanceof HttpTransportDescription ? transport.configuredUrl : undefined;
  if (url && (url.username !== "" || url.password !== "")) {
    throw new MCPConfigError(
      `MCP server "${serverName}" has two Authorization sources: user info in its URL and the ` +
        `\`auth\` option; give one of them`,
    );
  }
  // A function is asked per request (see MCPClient): nothing is fixed on the connection.
  if (typeof auth === "function") return {};
  if (auth === "oauth") return { authProvider: resolveOAuth(serverName, transport, oauthOptions) };
  if (typeof auth === "string") {
    if (auth.length === 0) {
      throw new MCPConfigError(`auth for MCP server "${serverName}" is an empty string`);
    }
    return { headers: { Authorization: bearer(auth) } };
  }
  if (typeof auth === "object" && auth !== null) return { authProvider: auth };
  throw new MCPConfigError(
    `auth for MCP server "${serverName}" must be a bearer token string, "oauth", ` +
      `an OAuthClientProvider, an AuthProvider or a function returning a token`,
  );
}
