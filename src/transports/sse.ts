// HTTP+SSE: the deprecated transport of 2024-11-05 servers. It works; it warns once per process.
import { SSEClientTransport, type Transport } from "@modelcontextprotocol/client";
import { mergeHeaders, perRequestAbortFetch } from "./http.js";
import { safeUrl, type TransportDescription, type TransportOpenContext } from "./types.js";

export interface SSETransportOptions {
  /** Headers sent on the event stream and on every POST. */
  headers?: Record<string, string>;
  /** A custom fetch. */
  fetch?: typeof fetch;
}

let warned = false;

function warnOnce(): void {
  if (warned) return;
  warned = true;
  process.emitWarning(
    "The HTTP+SSE transport is deprecated in MCP; move the server to Streamable HTTP.",
    { type: "DeprecationWarning", code: "MCP_SSE_DEPRECATED" },
  );
}

export class SSETransport implements TransportDescription {
  readonly kind = "sse" as const;
  readonly reopenable = true;
  // Private with getters: printing or serializing the description never shows header values.
  readonly #url: URL;
  readonly #options: SSETransportOptions;

  constructor(url: string | URL, options: SSETransportOptions = {}) {
    this.#url = new URL(url);
    this.#options = options;
    warnOnce();
  }

  get url(): URL {
    return this.#url;
  }

  get options(): SSETransportOptions {
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
    const baseFetch = perRequestAbortFetch(this.options.fetch);
    // The event stream (GET) is opened through `fetch` too, so headers are added there as well.
    const fetchWithHeaders: typeof fetch | undefined = headers
      ? (input, init) => {
          const merged = new Headers(init?.headers);
          for (const [name, value] of Object.entries(headers)) merged.set(name, value);
          return baseFetch(input, { ...init, headers: merged });
        }
      : baseFetch;
    return new SSEClientTransport(this.url, {
      requestInit: headers ? { headers } : undefined,
      fetch: fetchWithHeaders,
      authProvider: context.authProvider,
    });
  }
}
