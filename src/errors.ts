// The typed errors users catch. Messages name servers, tools and requests; never secrets
// (tokens, header values): a cause is kept on `cause`, not copied into the message.
import { redact } from "./redaction.js";

export { redactSecrets } from "./redaction.js";

/** Where an error happened: the server (client name) and, for tool calls, the tool. */
export interface ErrorSource {
  server: string;
  tool?: string;
}

function where({ server, tool }: ErrorSource): string {
  return tool === undefined ? `MCP server "${server}"` : `tool "${tool}" on MCP server "${server}"`;
}

const KEPT_FIELDS = ["code", "status", "errno", "syscall"] as const;

/**
 * A copy of an error chain that is safe to print: name, redacted message and stack, and the
 * fields that classify it (code, HTTP status); never response bodies or request data (SDK HTTP
 * errors carry the server's response text, which may echo a token).
 */
export function redactedError(error: unknown, secrets?: readonly string[], depth = 0): unknown {
  if (error === undefined || error === null) return error;
  if (!(error instanceof Error)) return redact(String(error), secrets);
  const copy = new Error(redact(error.message, secrets));
  copy.name = error.name;
  copy.stack = error.stack === undefined ? undefined : redact(error.stack, secrets);
  for (const field of KEPT_FIELDS) {
    const value = (error as unknown as Record<string, unknown>)[field];
    if (typeof value === "string" || typeof value === "number") {
      (copy as unknown as Record<string, unknown>)[field] = value;
    }
  }
  if (error.cause !== undefined && depth < 4) {
    copy.cause = redactedError(error.cause, secrets, depth + 1);
  }
  return copy;
}

/** A transport or session failure: the server could not be reached, or the connection died. */
export class MCPConnectionError extends Error {
  override name = "MCPConnectionError";
  readonly server: string;
  readonly tool?: string;

  /**
   * @param cause kept as a redacted copy (see `redactedError`): printing the error never shows
   *   a secret.
   * @param secrets values known to be secret (a bearer token, header values, URL credentials):
   *   removed wherever the cause repeats them.
   */
  constructor(source: ErrorSource, cause: unknown, what?: string, secrets?: readonly string[]) {
    const detail =
      cause instanceof Error ? cause.message : cause === undefined ? "" : String(cause);
    super(
      `${what ?? "Connection to"} ${where(source)} failed${detail ? `: ${redact(detail, secrets)}` : ""}`,
      { cause: redactedError(cause, secrets) },
    );
    this.server = source.server;
    this.tool = source.tool;
  }
}

/**
 * A request got no answer in time (the client's or the call's `timeout`). The server was told to
 * cancel it; the connection stays open.
 */
export class MCPTimeoutError extends Error {
  override name = "MCPTimeoutError";
  readonly server: string;
  readonly tool?: string;

  constructor(source: ErrorSource, cause: unknown) {
    super(`A request to ${where(source)} timed out`, { cause: redactedError(cause) });
    this.server = source.server;
    this.tool = source.tool;
  }
}

/** A target or configuration the runtime cannot use; the message lists what it accepts. */
export class MCPConfigError extends Error {
  override name = "MCPConfigError";
}

/**
 * A tool reported `isError: true` and was invoked with plain arguments (not a ToolCall), so
 * there is no ToolMessage to carry the error. Same name as `@langchain/mcp-adapters`' class.
 */
export class ToolException extends Error {
  override name = "ToolException";
  readonly server?: string;
  readonly tool?: string;

  constructor(message: string, source?: Partial<ErrorSource>) {
    super(message);
    this.server = source?.server;
    this.tool = source?.tool;
  }
}

/** A server asked for something this runtime does not answer (`sampling/createMessage`, `roots/list`). */
export class NotImplementedError extends Error {
  override name = "NotImplementedError";
  /** The MCP request method that was not answered. */
  readonly method: string;
  readonly server?: string;
  readonly tool?: string;

  constructor(method: string, source?: ErrorSource) {
    super(
      `${source ? `${where(source)} requested` : "Request"} "${method}", which this client does not implement`,
    );
    this.method = method;
    this.server = source?.server;
    this.tool = source?.tool;
  }
}

/** An elicitation was needed during a call and nobody could answer it (no handler, no graph). */
export class ElicitationUnavailableError extends Error {
  override name = "ElicitationUnavailableError";
  readonly server: string;
  readonly tool?: string;

  constructor(source: ErrorSource, message: string) {
    super(
      `${where(source)} asked for user input ("${message}") but no elicitationHandler is set; ` +
        `the request was answered "cancel"`,
    );
    this.server = source.server;
    this.tool = source.tool;
  }
}

/**
 * The base of errors that concern one MCP server (and, for calls, one tool): catch it to handle
 * every such failure in one place.
 */
export class MCPError extends Error {
  override name = "MCPError";
  readonly server: string;
  readonly tool?: string;

  constructor(source: ErrorSource, message: string, options?: ErrorOptions) {
    super(message, options);
    this.server = source.server;
    this.tool = source.tool;
  }
}
