// What Streamable HTTP and SSE share: a URL-based description, header merging and a fetch that
// gives each request its own abort signal.
import type { Transport } from "@modelcontextprotocol/client";
import { MCPConfigError } from "../errors.js";
import {
  safeUrl,
  type TransportDescription,
  type TransportKind,
  type TransportOpenContext,
  type TransportSecrets,
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
  // Private with getters: printing or serializing the description never shows header values.
  readonly #url: URL;
  readonly #options: Options;
  /** The URL as configured, user info included: only for knowing its secrets. */
  readonly #configuredUrl: URL;

  constructor(url: string | URL, options: Options) {
    this.#configuredUrl = new URL(url);
    this.#url = new URL(url);
    this.#options = options;
    // fetch refuses URLs with credentials: user info becomes `Authorization: Basic` instead.
    if (this.#url.username === "" && this.#url.password === "") return;
    if (Object.keys(options.headers ?? {}).some((name) => name.toLowerCase() === "authorization")) {
      throw new MCPConfigError(
        `${safeUrl(this.#url)} has two Authorization sources: user info in the URL and an ` +
          `Authorization header; give one of them`,
      );
    }
    const credentials = `${decodeURIComponent(this.#url.username)}:${decodeURIComponent(this.#url.password)}`;
    this.#url.username = "";
    this.#url.password = "";
    this.#options = {
      ...options,
      headers: {
        ...options.headers,
        Authorization: `Basic ${Buffer.from(credentials).toString("base64")}`,
      },
    };
  }

  /** The URL as configured: with user info, if it had any (which requests never carry). */
  get configuredUrl(): URL {
    return this.#configuredUrl;
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

  defaultServerName(): string {
    return this.url.hostname || "mcp";
  }

  secretSources(): TransportSecrets {
    // The URL as given: its user info (sent as a Basic header) is a secret too.
    return { headers: this.options.headers, url: this.#configuredUrl };
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
 * The SDK passes one long-lived transport signal to every legacy-session request, and Node's
 * fetch keeps an abort listener per request on the signal it is given until garbage collection
 * (measured: 846 MaxListenersExceededWarnings in 3,000 calls on one legacy HTTP session). This
 * fetch gives each request that reuses a signal a controller of its own, linked to the shared
 * signal until its response body ends.
 *
 * That controller is also what ends a cancelled request's response: when the SDK gives up on a
 * legacy request (an abort, a timeout) it only POSTs `notifications/cancelled`, and the
 * request's own response stream (SSE) stayed open, holding its socket, until the server ended
 * it, if ever (measured: 4 → 53 sockets after 50 aborted calls, also after `close()`). Once
 * the cancellation is sent, the cancelled request's fetch is aborted here.
 *
 * A signal seen for the first time is passed on as it is: modern-era requests already carry a
 * signal of their own (the SDK makes one per request, and aborts it on cancel), so they are
 * neither relinked nor their bodies re-piped (that cost ~0.1-0.3 ms of CPU per call); a shared
 * signal gets at most that one listener from Node's fetch. (`AbortSignal.any([shared])` is no
 * substitute: on Node 20 the shared signal keeps a reference to every signal derived from it,
 * forever.)
 */
export function perRequestAbortFetch(inner: Fetch = fetch): Fetch {
  const seen = new WeakSet<AbortSignal>();
  /** The controllers of linked requests in flight, by JSON-RPC request id. */
  const inFlight = new Map<string | number, AbortController>();
  return (input, init) => {
    const message = jsonRpcMessageOf(init?.body);
    if (message?.method === "notifications/cancelled") {
      const cancelled = inFlight.get(message.params?.requestId as string | number);
      const sent = inner(input, init);
      if (cancelled) {
        const abort = () => cancelled.abort(new Error("the request was cancelled"));
        sent.then(abort, abort);
      }
      return sent;
    }
    const shared = init?.signal;
    if (!shared || shared.aborted) return inner(input, init);
    if (!seen.has(shared)) {
      seen.add(shared);
      return inner(input, init);
    }
    const id = message?.method !== undefined ? message.id : undefined;
    return linkedUntilBodyEnd(inner, input, init!, shared, id, inFlight);
  };
}

type JsonRpcMessage = { id?: string | number; method?: string; params?: Record<string, unknown> };

/** The JSON-RPC message a POST body carries (the SDK sends one per request, as a string). */
function jsonRpcMessageOf(body: unknown): JsonRpcMessage | undefined {
  if (typeof body !== "string" || !body.startsWith("{")) return undefined;
  try {
    return JSON.parse(body) as JsonRpcMessage;
  } catch {
    return undefined;
  }
}

/**
 * A fetch with a controller of its own, linked to `shared` until the response body ends, and
 * listed in `inFlight` under request `id` meanwhile.
 */
async function linkedUntilBodyEnd(
  inner: Fetch,
  input: Parameters<Fetch>[0],
  init: RequestInit,
  shared: AbortSignal,
  id: string | number | undefined,
  inFlight: Map<string | number, AbortController>,
): Promise<Response> {
  const controller = new AbortController();
  const onAbort = () => controller.abort(shared.reason);
  shared.addEventListener("abort", onAbort, { once: true });
  if (id !== undefined) inFlight.set(id, controller);
  const unlink = () => {
    shared.removeEventListener("abort", onAbort);
    if (id !== undefined && inFlight.get(id) === controller) inFlight.delete(id);
  };
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
  // Stay linked while the body streams (an SSE response can be long); unlink at its end, or
  // when it is aborted (a cancelled request: see above).
  controller.signal.addEventListener("abort", unlink, { once: true });
  const body = response.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({ flush: unlink }),
  );
  return new Response(body, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
}
