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
