// Headers for the HTTP requests of one piece of work (one tool call), not of the connection.
// The SDK transport sends a call's request from inside that call's async context, so the
// transports' fetch reads the headers from an AsyncLocalStorage: parallel calls on one shared
// session each carry their own, and nothing opened outside a call (initialize, the GET stream)
// ever sees them.
import { AsyncLocalStorage } from "node:async_hooks";
import { isMcpServerRequest } from "../auth/mcpRequest.js";

type Fetch = typeof fetch;

const scoped = new AsyncLocalStorage<Readonly<Record<string, string>>>();

/** Runs `send` so that every HTTP request it makes carries `headers` (over the session's). */
export function withRequestHeaders<T>(
  headers: Readonly<Record<string, string>> | undefined,
  send: () => T,
): T {
  return headers === undefined ? send() : scoped.run(headers, send);
}

/** Runs `open` outside any request-headers scope: a connection belongs to no single call. */
export function withoutRequestHeaders<T>(open: () => T): T {
  return scoped.getStore() === undefined ? open() : scoped.exit(open);
}

/**
 * A fetch that adds the current scope's headers (they win over the request's own), only to
 * requests for the MCP server at `serverUrl`: an OAuth request made during a call gets none.
 */
export function requestHeadersFetch(inner: Fetch | undefined, serverUrl: URL): Fetch {
  return (input, init) => {
    const send = inner ?? fetch;
    const headers = scoped.getStore();
    if (headers === undefined || !isMcpServerRequest(serverUrl, input, init))
      return send(input, init);
    const merged = new Headers(
      init?.headers ?? (input instanceof Request ? input.headers : undefined),
    );
    for (const [name, value] of Object.entries(headers)) merged.set(name, value);
    return send(input, { ...init, headers: merged });
  };
}
