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
import type { TransportOpenContext } from "./types.js";

export type StreamableHttpTransportOptions = HttpTransportOptions;

export class StreamableHttpTransport extends HttpTransportDescription<StreamableHttpTransportOptions> {
  readonly kind = "streamable-http" as const;

  constructor(url: string | URL, options: StreamableHttpTransportOptions = {}) {
    super(url, options);
  }

  async open(context: TransportOpenContext = {}): Promise<Transport> {
    // With an auth provider, a static Authorization header goes to this server only.
    const { headers, fetch } = authorizedServerFetch(
      this.url,
      mergeHeaders(this.options.headers, context.headers),
      context.authProvider,
      perRequestAbortFetch(requestHeadersFetch(this.options.fetch, this.url)),
    );
    return new StreamableHTTPClientTransport(this.url, {
      requestInit: headers ? { headers } : undefined,
      fetch,
      authProvider: context.authProvider,
    });
  }
}
