// Streamable HTTP: the transport for remote servers of both eras.
import { StreamableHTTPClientTransport, type Transport } from "@modelcontextprotocol/client";
import {
  HttpTransportDescription,
  mergeHeaders,
  perRequestAbortFetch,
  type HttpTransportOptions,
} from "./http.js";
import { requestHeadersFetch } from "./requestHeaders.js";
import type { TransportOpenContext } from "./types.js";

export type StreamableHttpTransportOptions = HttpTransportOptions;

export class StreamableHttpTransport extends HttpTransportDescription<StreamableHttpTransportOptions> {
  readonly kind = "streamable-http" as const;

  constructor(url: string | URL, options: StreamableHttpTransportOptions = {}) {
    super(url, options);
  }

  async open(context: TransportOpenContext = {}): Promise<Transport> {
    const headers = mergeHeaders(this.options.headers, context.headers);
    return new StreamableHTTPClientTransport(this.url, {
      requestInit: headers ? { headers } : undefined,
      fetch: perRequestAbortFetch(requestHeadersFetch(this.options.fetch)),
      authProvider: context.authProvider,
    });
  }
}
