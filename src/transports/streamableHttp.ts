// Streamable HTTP: the transport for remote servers of both eras.
import { StreamableHTTPClientTransport, type Transport } from "@modelcontextprotocol/client";
import { mergeHeaders, perRequestAbortFetch } from "./http.js";
import { safeUrl, type TransportDescription, type TransportOpenContext } from "./types.js";

export interface StreamableHttpTransportOptions {
  /** Headers sent on every request (merged under the client's `headers` and `auth`). */
  headers?: Record<string, string>;
  /** A custom fetch (proxies, tests, extra auth). */
  fetch?: typeof fetch;
}

export class StreamableHttpTransport implements TransportDescription {
  readonly kind = "streamable-http" as const;
  readonly reopenable = true;
  // Private with getters: printing or serializing the description never shows header values.
  readonly #url: URL;
  readonly #options: StreamableHttpTransportOptions;

  constructor(url: string | URL, options: StreamableHttpTransportOptions = {}) {
    this.#url = new URL(url);
    this.#options = options;
  }

  get url(): URL {
    return this.#url;
  }

  get options(): StreamableHttpTransportOptions {
    return this.#options;
  }

  toJSON(): { kind: string; url: string } {
    return { kind: this.kind, url: this.describe() };
  }

  describe(): string {
    return safeUrl(this.url);
  }

  async open(context: TransportOpenContext = {}): Promise<Transport> {
    const headers = mergeHeaders(this.options.headers, context.headers);
    return new StreamableHTTPClientTransport(this.url, {
      requestInit: headers ? { headers } : undefined,
      fetch: perRequestAbortFetch(this.options.fetch),
      authProvider: context.authProvider,
    });
  }
}
