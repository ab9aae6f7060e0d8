// Telling transport and session failures (the connection is gone) from everything else (the
// server's own error answer, a timeout, an abort), across the v2 and 1.x SDK error types.
import { SdkError, SdkErrorCode } from "@modelcontextprotocol/client";
import { isOAuthFailure } from "../auth/errors.js";
import { httpStatusOf, MCPConfigError } from "../errors.js";
import { UNREADABLE_ANSWER } from "../transports/stdioReadBuffer.js";

const CONNECTION_CODES = new Set<string>([
  SdkErrorCode.ConnectionClosed,
  SdkErrorCode.SendFailed,
  SdkErrorCode.NotConnected,
  SdkErrorCode.EraNegotiationFailed,
  SdkErrorCode.ClientHttpNotImplemented,
  SdkErrorCode.ClientHttpAuthentication,
  SdkErrorCode.ClientHttpForbidden,
  SdkErrorCode.ClientHttpUnexpectedContent,
  SdkErrorCode.ClientHttpFailedToOpenStream,
]);

const SYSTEM_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ENOENT",
  "EACCES",
  "ENOTFOUND",
  "EHOSTUNREACH",
  "ETIMEDOUT",
  "ERR_STREAM_DESTROYED",
  "ERR_STREAM_WRITE_AFTER_END",
  "UND_ERR_SOCKET",
]);

/** SDK 1.x: `McpError` ConnectionClosed (-32000), `StreamableHTTPError`/`SseError` (HTTP status). */
function isV1ConnectionFailure(error: Error & { code?: unknown }): boolean {
  if (error.name === "StreamableHTTPError" || error.name === "SseError") return true;
  return error.name === "McpError" && error.code === -32000;
}

/**
 * A response the transport could not parse: a cut or empty JSON body (`SyntaxError`), or a
 * message that is no JSON-RPC (`result: null`: the SDK's message schema throws a `ZodError`).
 * Over HTTP both come out of the transport's send; over stdio the read buffer answers the
 * request with a marked error instead (stdioReadBuffer.ts). Never a server's own answer.
 */
export function isUnreadableResponse(error: unknown): boolean {
  if (error instanceof SyntaxError || (error instanceof Error && error.name === "ZodError"))
    return true;
  const data = (error as { data?: { reason?: unknown } } | null)?.data;
  return error instanceof Error && data?.reason === UNREADABLE_ANSWER;
}

/**
 * A refusal, not a failure to connect: the configuration is unusable, or the server or its
 * authorization server said no. Raised as it is: never retried, never wrapped.
 */
export function isRefusal(error: unknown): boolean {
  return error instanceof MCPConfigError || isOAuthFailure(error);
}

export function isConnectionFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (isUnreadableResponse(error)) return true;
  if (error instanceof SdkError) return CONNECTION_CODES.has(error.code);
  const code = (error as Error & { code?: unknown }).code;
  if (typeof code === "string" && SYSTEM_CODES.has(code)) return true;
  if (isV1ConnectionFailure(error as Error & { code?: unknown })) return true;
  if (UNCODED_CONNECTION_FAILURES.some((isKnown) => isKnown(error))) return true;
  return error.cause !== undefined && error.cause !== error && isConnectionFailure(error.cause);
}

/** The v2 SSE transport throws a plain Error for a failed POST. */
const SSE_POST_FAILURE = /^Error POSTing to endpoint \(HTTP (\d+)\)/;

/**
 * The only place that reads error messages: failures the SDKs and Node's fetch throw as plain
 * `Error`/`TypeError`, with no code or class to tell them by. Remove an entry when its thrower
 * gives it one (docs/architecture.md, "Workarounds").
 */
const UNCODED_CONNECTION_FAILURES: ((error: Error) => boolean)[] = [
  // Node's fetch: TypeError("fetch failed"), its cause a system error that may carry no code.
  (error) => error instanceof TypeError && /fetch failed/i.test(error.message),
  // SDK 1.x `Protocol.request` without a transport, and its transports' close.
  (error) => /^(Not connected|Connection closed)/i.test(error.message),
  // SDK v2 `SSEClientTransport.send` on a refused POST.
  (error) => SSE_POST_FAILURE.test(error.message),
];

/** The HTTP status of a transport error, when it has one. */
export function httpStatus(error: unknown): number | undefined {
  const sse = error instanceof Error ? SSE_POST_FAILURE.exec(error.message) : null;
  return sse ? Number(sse[1]) : httpStatusOf(error);
}

/**
 * Whether a failed request certainly never ran on the server, so it may be sent again on a new
 * session: the server rejected the session (HTTP 404: expired) or the message never left.
 */
export function certainlyNotRun(error: unknown, statefulSession: boolean): boolean {
  if (statefulSession && httpStatus(error) === 404) return true;
  if (error instanceof SdkError) {
    return error.code === SdkErrorCode.SendFailed || error.code === SdkErrorCode.NotConnected;
  }
  const code = (error as { code?: unknown })?.code;
  if (
    code === "EPIPE" ||
    code === "ERR_STREAM_DESTROYED" ||
    code === "ERR_STREAM_WRITE_AFTER_END"
  ) {
    return true;
  }
  // fetch() could not even connect: the request never left.
  const cause = (error as { cause?: { code?: unknown } })?.cause;
  return error instanceof TypeError && cause?.code === "ECONNREFUSED";
}

/** JSON-RPC -32021 (2026-07-28): the server requires a capability the client did not declare. */
const MISSING_CLIENT_CAPABILITY = -32021;

/** The request a server makes of a client through each client capability. */
export const CAPABILITY_REQUESTS: Readonly<Record<string, string>> = {
  sampling: "sampling/createMessage",
  roots: "roots/list",
  elicitation: "elicitation/create",
};

/**
 * The client capability a -32021 refusal names (its first; an extension by its id), or
 * undefined for any other error.
 */
export function missingCapability(error: unknown): string | undefined {
  const e = error as { code?: unknown; data?: { requiredCapabilities?: unknown } } | null;
  if (e?.code !== MISSING_CLIENT_CAPABILITY) return undefined;
  const required = keysOf(e.data?.requiredCapabilities);
  if (required[0] === "extensions")
    return (
      keysOf((e.data!.requiredCapabilities as Record<string, unknown>).extensions)[0] ??
      "extensions"
    );
  return required[0] ?? "unknown";
}

const keysOf = (value: unknown): string[] =>
  value !== null && typeof value === "object" ? Object.keys(value) : [];
