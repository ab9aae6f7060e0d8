// What Streamable HTTP and SSE share: header merging and a fetch that gives each request its
// own abort signal.

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
 * The SDK passes one long-lived transport signal to every request; Node keeps an abort listener
 * per request on it until garbage collection (MaxListenersExceededWarning on long sessions).
 * This fetch links a fresh controller per request and unlinks it once the response body ends.
 */
export function perRequestAbortFetch(inner: Fetch = fetch): Fetch {
  return async (input, init) => {
    const shared = init?.signal;
    if (!shared) return inner(input, init);
    if (shared.aborted) return inner(input, init);
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
    if (!response.body) {
      unlink();
      return response;
    }
    // Unlink when the body is fully read, cancelled or fails; keep it linked while it streams.
    const body = response.body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({ flush: unlink }),
    );
    const cancelled = new Response(body, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
    return cancelled;
  };
}
