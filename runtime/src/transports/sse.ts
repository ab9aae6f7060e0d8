// HTTP+SSE: the deprecated transport of 2024-11-05 servers. It works; it warns once per process.
import { SSEClientTransport, type Transport } from "@modelcontextprotocol/client";
import {
  HttpTransportDescription,
  mergeHeaders,
  perRequestAbortFetch,
  type HttpTransportOptions,
} from "./http.js";
import { authorizedServerFetch } from "../auth/serverFetch.js";
import { requestHeadersFetch } from "./requestHeaders.js";
import {
  SSE_TRAITS,
  withInboundLook,
  type TransportOpenContext,
  type TransportTraits,
} from "./types.js";
import { emitWarning } from "../warnings.js";

/** `headers` are sent on the event stream and on every POST. */
export type SSETransportOptions = HttpTransportOptions;

let warned = false;

function warnOnce(): void {
  if (warned) return;
  warned = true;
  emitWarning("The HTTP+SSE transport is deprecated in MCP; move the server to Streamable HTTP.", {
    type: "DeprecationWarning",
    code: "MCP_SSE_DEPRECATED",
  });
}

export class SSETransport extends HttpTransportDescription<SSETransportOptions> {
  readonly kind = "sse" as const;
  readonly traits: TransportTraits = SSE_TRAITS;

  constructor(url: string | URL, options: SSETransportOptions = {}) {
    super(url, options);
    warnOnce();
  }

  async open(context: TransportOpenContext = {}): Promise<Transport> {
    const linked = perRequestAbortFetch(requestHeadersFetch(this.options.fetch, this.url));
    // With an auth provider, a static Authorization header goes to this server only.
    const { headers, fetch: baseFetch } = authorizedServerFetch(
      this.url,
      mergeHeaders(this.options.headers, context.headers),
      context.authProvider,
      linked.fetch,
    );
    // The event stream (GET) is opened through `fetch` too, so headers are added there as well.
    const fetchWithHeaders: typeof fetch | undefined = headers
      ? (input, init) => {
          const merged = new Headers(init?.headers);
          for (const [name, value] of Object.entries(headers)) merged.set(name, value);
          return baseFetch(input, { ...init, headers: merged });
        }
      : baseFetch;
    const transport = new SSEClientTransport(this.url, {
      requestInit: headers ? { headers } : undefined,
      fetch: fetchWithHeaders,
      authProvider: context.authProvider,
    });
    return withInboundLook(transport, linked.look);
  }
}

/**
 * An SSETransport whose caller gives the deprecation warning itself, naming the server (the
 * SSE fallback of a URL, sseFallback.ts): the process-wide one would say it a second time.
 */
export function sseTransportWarnedHere(
  url: string | URL,
  options: SSETransportOptions = {},
): SSETransport {
  const before = warned;
  warned = true;
  try {
    return new SSETransport(url, options);
  } finally {
    warned = before;
  }
}
