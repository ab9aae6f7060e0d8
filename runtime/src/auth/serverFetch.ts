// The fetch an HTTP transport uses when an auth provider is in play. The SDK sends the
// transport's `requestInit` headers with its OAuth requests too (discovery, registration,
// token), so a static `Authorization` header is taken out of them and added back only to
// requests for the MCP server itself: never to an authorization server.
import type { AuthProvider, OAuthClientProvider } from "@modelcontextprotocol/client";
import { isMcpServerRequest } from "./mcpRequest.js";
import { fetchMiddlewareOf } from "./nodeOAuth.js";

/**
 * Headers for the transport's `requestInit` and the fetch to give it. Without an auth provider
 * both pass through. With one, a static `Authorization` header moves from the headers into the
 * fetch, which adds it to MCP server requests that carry no token of the provider's; and the
 * provider's own fetch step (the Node flow's scope step-up) wraps the result.
 */
export function authorizedServerFetch(
  serverUrl: URL,
  headers: Record<string, string> | undefined,
  authProvider: OAuthClientProvider | AuthProvider | undefined,
  fetch: typeof globalThis.fetch,
): { headers: Record<string, string> | undefined; fetch: typeof globalThis.fetch } {
  if (!authProvider) return { headers, fetch };
  const name = Object.keys(headers ?? {}).find((key) => key.toLowerCase() === "authorization");
  let scoped = fetch;
  let rest = headers;
  if (name !== undefined) {
    const value = headers![name];
    rest = { ...headers };
    delete rest[name];
    if (Object.keys(rest).length === 0) rest = undefined;
    scoped = (input, init) => {
      if (!isMcpServerRequest(serverUrl, input, init)) return fetch(input, init);
      const merged = new Headers(init?.headers);
      if (!merged.has("authorization")) merged.set("authorization", value);
      return fetch(input, { ...init, headers: merged });
    };
  }
  const middleware = fetchMiddlewareOf(authProvider);
  // The step handles every input fetch takes (it reads a Request's URL), as FetchLike does not say.
  return {
    headers: rest,
    fetch: middleware ? (middleware(scoped) as typeof globalThis.fetch) : scoped,
  };
}
