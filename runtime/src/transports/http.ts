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
type Id = string | number;

/** A fetch for a transport, and the look at its inbound messages that its bookkeeping needs. */
export interface LinkedFetch {
  fetch: Fetch;
  /** Sees every message the transport receives (see `withInboundLook`). */
  look(message: unknown): void;
}

/**
 * The SDK passes one long-lived transport signal to every legacy-session request, and Node's
 * fetch keeps an abort listener per request on the signal it is given until garbage collection
 * (measured: 846 MaxListenersExceededWarnings in 3,000 calls on one legacy HTTP session). This
 * fetch gives each request that reuses a signal a controller of its own, linked to the shared
 * signal while the request is open.
 *
 * That controller is also what ends a cancelled request's response: when the SDK gives up on a
 * legacy request (an abort, a timeout) it only POSTs `notifications/cancelled`, and the
 * request's own response stream (SSE) stayed open, holding its socket, until the server ended
 * it, if ever (measured: 4 → 53 sockets after 50 aborted calls, also after `close()`). Once
 * the cancellation is sent, the cancelled request's fetch is aborted here.
 *
 * A request is open until its answer arrives (`look`), an event stream without a request (the
 * GET stream) until its body ends, any other response once it arrives. An answer's stream is
 * not re-piped to see its end: that doubled a legacy call's client CPU over raw.
 *
 * A signal seen for the first time is passed on as it is: modern-era requests already carry a
 * signal of their own (the SDK makes one per request, and aborts it on cancel), so they are
 * neither relinked nor their bodies re-piped; a shared signal gets at most that one listener
 * from Node's fetch. (`AbortSignal.any([shared])` is no substitute: on Node 20 the shared
 * signal keeps a reference to every signal derived from it, forever.)
 */
export function perRequestAbortFetch(inner: Fetch = fetch): LinkedFetch {
  const seen = new WeakSet<AbortSignal>();
  /** How to release each linked request awaiting its answer, by JSON-RPC request id. */
  const open = new Map<Id, Link>();
  const fetch: Fetch = (input, init) => {
    const cancelled = cancelledRequestOf(init?.body);
    if (cancelled !== undefined) {
      const sent = inner(input, init);
      const link = open.get(cancelled);
      if (link) {
        const abort = () => link.controller.abort(new Error("the request was cancelled"));
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
    return linkedFetch(inner, input, init!, shared, open);
  };
  const look = (message: unknown) => {
    const answer = message as { id?: unknown; method?: unknown };
    if (typeof answer !== "object" || answer === null || "method" in answer) return;
    if (typeof answer.id === "string" || typeof answer.id === "number")
      open.get(answer.id)?.release();
  };
  return { fetch, look };
}

interface Link {
  controller: AbortController;
  release(): void;
}

/** The request a `notifications/cancelled` POST body cancels, if it is one. */
function cancelledRequestOf(body: unknown): Id | undefined {
  if (typeof body !== "string" || !body.includes('"notifications/cancelled"')) return undefined;
  const message = jsonRpcMessageOf(body);
  const id = message?.method === "notifications/cancelled" && message.params?.requestId;
  return typeof id === "string" || typeof id === "number" ? id : undefined;
}

type JsonRpcMessage = { id?: Id; method?: string; params?: Record<string, unknown> };

/** The JSON-RPC message a POST body carries (the SDK sends one per request, as a string). */
function jsonRpcMessageOf(body: unknown): JsonRpcMessage | undefined {
  if (typeof body !== "string" || !body.startsWith("{")) return undefined;
  try {
    return JSON.parse(body) as JsonRpcMessage;
  } catch {
    return undefined;
  }
}

const isEventStream = (response: Response) =>
  /^text\/event-stream/i.test(response.headers.get("content-type") ?? "");

/**
 * A fetch with a controller of its own, linked to `shared` while the request is open (see
 * `perRequestAbortFetch`), and listed in `open` under its request id meanwhile.
 */
async function linkedFetch(
  inner: Fetch,
  input: Parameters<Fetch>[0],
  init: RequestInit,
  shared: AbortSignal,
  open: Map<Id, Link>,
): Promise<Response> {
  const message = jsonRpcMessageOf(init.body);
  const id = message?.method !== undefined ? message.id : undefined;
  const controller = new AbortController();
  const onAbort = () => controller.abort(shared.reason);
  shared.addEventListener("abort", onAbort, { once: true });
  const link: Link = {
    controller,
    release() {
      shared.removeEventListener("abort", onAbort);
      if (id !== undefined && open.get(id) === link) open.delete(id);
    },
  };
  if (id !== undefined) open.set(id, link);
  controller.signal.addEventListener("abort", link.release, { once: true });
  let response: Response;
  try {
    response = await inner(input, { ...init, signal: controller.signal });
  } catch (error) {
    link.release();
    throw error;
  }
  // Redirects are inspected by the SDK (type, url): hand them over untouched.
  const redirect = response.status >= 300 && response.status < 400;
  if (!response.body || redirect || !isEventStream(response)) {
    link.release();
    return response;
  }
  // An answer's stream stays linked until the answer arrives (`look`).
  if (id !== undefined) return response;
  // A stream of its own (the GET stream, long and rare): linked until its body ends.
  const body = response.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({ flush: link.release }),
  );
  return new Response(body, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
}
