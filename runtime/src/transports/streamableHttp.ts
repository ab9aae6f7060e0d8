// Streamable HTTP: the transport for remote servers of both eras.
import { StreamableHTTPClientTransport, type Transport } from "@modelcontextprotocol/client";
import {
  HttpTransportDescription,
  mergeHeaders,
  perRequestAbortFetch,
  type HttpTransportOptions,
} from "./http.js";
import { authorizedServerFetch } from "../auth/serverFetch.js";
import { requestHeadersFetch } from "./requestHeaders.js";
import { sentIdsOnlyFetch } from "./answerIds.js";
import { sseInstead } from "./sseFallback.js";
import {
  HTTP_TRAITS,
  withInboundLook,
  type TransportOpenContext,
  type TransportTraits,
} from "./types.js";

export interface StreamableHttpTransportOptions extends HttpTransportOptions {
  /**
   * When the server answers the first POST with HTTP 400, 404 or 405 (a server that speaks only
   * the deprecated HTTP+SSE transport), reach it over HTTP+SSE at the same URL instead, with a
   * warning (the MCP spec's backwards compatibility; see sseFallback.ts). Default false: set
   * for a plain URL target and a config entry without "type".
   */
  sseFallback?: boolean;
}

export class StreamableHttpTransport extends HttpTransportDescription<StreamableHttpTransportOptions> {
  constructor(url: string | URL, options: StreamableHttpTransportOptions = {}) {
    super(url, options);
  }

  /** "sse" once the server was reached over its SSE fallback (pushed requests route by that). */
  get kind(): "streamable-http" | "sse" {
    return sseInstead(this) ? "sse" : "streamable-http";
  }

  /** SSE's once the server was reached over its SSE fallback. */
  get traits(): TransportTraits {
    return sseInstead(this)?.traits ?? HTTP_TRAITS;
  }

  async open(context: TransportOpenContext = {}): Promise<Transport> {
    const sse = sseInstead(this);
    if (sse) return sse.open(context);
    const linked = perRequestAbortFetch(requestHeadersFetch(this.options.fetch, this.url));
    // With an auth provider, a static Authorization header goes to this server only.
    const { headers, fetch } = authorizedServerFetch(
      this.url,
      mergeHeaders(this.options.headers, context.headers),
      context.authProvider,
      sentIdsOnlyFetch(linked.fetch),
    );
    const transport = new StreamableHTTPClientTransport(this.url, {
      requestInit: headers ? { headers } : undefined,
      fetch,
      authProvider: context.authProvider,
      // Continuing a session: the SDK client attaches without `initialize` when it has an id.
      sessionId: context.session?.id,
      protocolVersion: context.session?.protocolVersion,
    });
    return withInboundLook(transport, linked.look);
  }
}
