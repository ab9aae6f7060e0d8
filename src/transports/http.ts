// What Streamable HTTP and SSE share: a URL-based description, header merging and a fetch that
// gives each request its own abort signal.
import type { Transport } from "@modelcontextprotocol/client";
import {
  safeUrl,
  type TransportDescription,
  type TransportKind,
  type TransportOpenContext,
} from "./types.js";

export interface HttpTransportOptions {
  /** Headers sent on every request (merged under the client's `headers` and `auth`). */
  headers?: Record<string, string>;
  /** A custom fetch (proxies, tests, extra auth). */
  fetch?: typeof fetch;
}

/** A reusable description of a server at a URL. */
export abstract class HttpTransportDescription<
  Options extends HttpTransportOptions = HttpTransportOptions,
> implements TransportDescription {
  abstract readonly kind: TransportKind;
  readonly reopenable = true;
  // Private with getters: printing or serializing the description never shows header values.
  readonly #url: URL;
  readonly #options: Options;

  constructor(url: string | URL, options: Options) {
    this.#url = new URL(url);
    this.#options = options;
  }

  get url(): URL {
    return this.#url;
  }

  get options(): Options {
    return this.#options;
  }

  toJSON(): { kind: string; url: string } {
    return { kind: this.kind, url: this.describe() };
  }

  describe(): string {
    return safeUrl(this.url);
  }

  abstract open(context?: TransportOpenContext): Promise<Transport>;
}

/** Merges header sets; later sets win, names compared case-insensitively. */
export function mergeHeaders(
  ...sets: (Record<string, string> | undefined)[]
): Record<string, string> | undefined {
  let merged: Record<string, string> | undefined;
  for (const set of sets) {
    if (!set) continue;
    merged ??= {};
    for (const [name, value] of Object.entries(set)) {
      for (const existing of Object.keys(merged)) {
        if (existing.toLowerCase() === name.toLowerCase()) delete merged[existing];
      }
      merged[name] = value;
    }
  }
  return merged;
}

type Fetch = typeof fetch;

/**
 * The SDK passes one long-lived transport signal to every legacy-session request, and Node
 * keeps an abort listener per request on it until garbage collection (measured: 846
 * MaxListenersExceededWarnings in 3,000 calls on one legacy HTTP session). This fetch gives
 * each request its own controller, linked to the shared signal until its response body ends.
 */
export function perRequestAbortFetch(inner: Fetch = fetch): Fetch {
  return async (input, init) => {
    const shared = init?.signal;
    if (!shared || shared.aborted) return inner(input, init);
    const controller = new AbortController();
    const onAbort = () => controller.abort(shared.reason);
    shared.addEventListener("abort", onAbort, { once: true });
    const unlink = () => shared.removeEventListener("abort", onAbort);
    let response: Response;
    try {
      response = await inner(input, { ...init, signal: controller.signal });
    } catch (error) {
      unlink();
      throw error;
    }
    // Redirects are inspected by the SDK (type, url): hand them over untouched.
    if (!response.body || (response.status >= 300 && response.status < 400)) {
      unlink();
      return response;
    }
    // Stay linked while the body streams (an SSE response can be long); unlink at its end.
    const body = response.body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({ flush: unlink }),
    );
    return new Response(body, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  };
}
