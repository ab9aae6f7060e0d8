// The MCP spec's backwards compatibility for a URL that may serve either HTTP transport: a
// client POSTs first (Streamable HTTP); a server that answers HTTP 400, 404 or 405 may speak
// only the deprecated HTTP+SSE transport, so the client opens the SSE stream (GET) at the
// same URL instead. Only a URL whose transport was not named falls back (a plain URL target,
// a config entry without "type"): an explicit Streamable HTTP choice keeps its own error.
import { SdkHttpError } from "@modelcontextprotocol/client";
import { httpStatusOf } from "../errors.js";
import { emitWarning } from "../warnings.js";
import { HttpTransportDescription } from "./http.js";
import { SSETransport, sseTransportWarnedHere } from "./sse.js";
import type { TransportDescription } from "./types.js";

/** The statuses the spec names for a server without the Streamable HTTP endpoint. */
const LEGACY_ONLY_STATUSES = new Set([400, 404, 405]);

/**
 * Whether the failure of the first POST to a URL means "try HTTP+SSE there". Only an HTTP
 * answer of 400, 404 or 405 does: an auth refusal (401, 403) must reach the user as it is, a
 * server error (5xx), a timeout or a network failure says nothing about the transport.
 */
export function fallsBackToSse(error: unknown): boolean {
  const status = httpStatusOf(error);
  return status !== undefined && LEGACY_ONLY_STATUSES.has(status);
}

/** Descriptions that reached their server over SSE: every later open goes there directly. */
const overSse = new WeakMap<TransportDescription, SSETransport>();

/** The SSE description a URL fell back to, if it did (consulted by StreamableHttpTransport). */
export function sseInstead(description: TransportDescription): SSETransport | undefined {
  return overSse.get(description);
}

function mayFallBack(description: TransportDescription): description is HttpTransportDescription {
  return (
    description instanceof HttpTransportDescription &&
    !(description instanceof SSETransport) &&
    (description.options as { sseFallback?: boolean }).sseFallback === true &&
    !overSse.has(description)
  );
}

/**
 * Opens a connection through `open`; when `description` may fall back and its first POST was
 * refused the way an SSE-only server refuses it, opens one over HTTP+SSE at the same URL, with
 * the same headers, fetch and auth (`open` passes its context). Success is remembered (later
 * opens skip the POST) and warned about once, naming the server. When SSE fails too, the
 * original error is raised, saying that SSE was tried.
 */
export async function openWithSseFallback<T>(
  description: TransportDescription,
  server: string,
  open: (description: TransportDescription) => Promise<T>,
): Promise<T> {
  try {
    return await open(description);
  } catch (error) {
    if (!mayFallBack(description) || !fallsBackToSse(error)) throw error;
    // The URL without its user info: that became an Authorization header in `options`.
    const sse = sseTransportWarnedHere(description.url, description.options);
    let connection: T;
    try {
      connection = await open(sse);
    } catch (sseError) {
      throw withSseAttempt(error, sseError);
    }
    overSse.set(description, sse);
    emitWarning(
      `MCP server "${server}" (${description.describe()}) answered HTTP ${httpStatusOf(error)} ` +
        "to a Streamable HTTP request and was reached over the deprecated HTTP+SSE transport " +
        'instead: move the server to Streamable HTTP, or give "type": "sse" (SSETransport) ' +
        "to skip the first attempt.",
      { type: "DeprecationWarning", code: "MCP_SSE_FALLBACK" },
    );
    return connection;
  }
}

/** The Streamable HTTP error, its message saying that SSE was tried; status kept. */
function withSseAttempt(error: unknown, sseError: unknown): unknown {
  if (!(error instanceof SdkHttpError)) return error;
  const reason = sseError instanceof Error ? sseError.message : String(sseError);
  return new SdkHttpError(
    error.code,
    `${error.message.replace(/\s+$/, "")} (HTTP ${error.status}); the HTTP+SSE transport was tried ` +
      `at the same URL and failed too: ${reason}`,
    error.data as ConstructorParameters<typeof SdkHttpError>[2],
    { cause: error },
  );
}
