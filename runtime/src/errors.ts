// The typed errors users catch, all `MCPError`s. Messages name servers, tools and requests;
// never secrets (tokens, header values): a cause is kept on `cause`, not copied into the message.
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

/**
 * The base of every error this runtime throws to users: `instanceof MCPError` catches them all,
 * and `server` / `tool` say where it happened (when it happened at a server).
 */
export class MCPError extends Error {
  override name = "MCPError";
  readonly server?: string;
  readonly tool?: string;

  constructor(source: Partial<ErrorSource> | undefined, message: string, options?: ErrorOptions) {
    super(message, options);
    this.server = source?.server;
    this.tool = source?.tool;
  }
}

/** A transport or session failure: the server could not be reached, or the connection died. */
export class MCPConnectionError extends MCPError {
  override name = "MCPConnectionError";
  declare readonly server: string;

  /**
   * @param cause kept as a redacted copy (see `redactedError`): printing the error never shows
   *   a secret.
   * @param secrets values known to be secret (a bearer token, header values, URL credentials):
   *   removed wherever the cause repeats them.
   */
  constructor(source: ErrorSource, cause: unknown, what?: string, secrets?: readonly string[]) {
    const detail = detailOf(cause);
    super(
      source,
      `${what ?? "Connection to"} ${where(source)} failed${detail ? `: ${redact(detail, secrets)}` : ""}`,
      { cause: redactedError(cause, secrets) },
    );
  }
}

/**
 * What a cause says, with the HTTP status it carries when its message leaves it out (the SDK's
 * "Error POSTing to endpoint: " ends there for an empty body).
 */
function detailOf(cause: unknown): string {
  if (!(cause instanceof Error)) return cause === undefined ? "" : String(cause);
  const status = httpStatusOf(cause);
  const message = cause.message.replace(/:\s*$/, "");
  return status === undefined || message.includes(`HTTP ${status}`)
    ? message
    : `${message} (HTTP ${status})`;
}

/**
 * The HTTP status an SDK transport error carries: v2's `SdkHttpError.status`, 1.x's
 * `StreamableHTTPError.code` (both kept by `redactedError`).
 */
export function httpStatusOf(error: unknown): number | undefined {
  const e = error as { name?: unknown; status?: unknown; code?: unknown } | null;
  if (typeof e?.status === "number") return e.status;
  if (e?.name === "StreamableHTTPError" && typeof e.code === "number") return e.code;
  return undefined;
}

/**
 * A request got no answer in time (the client's or the call's `timeout`). The server was told to
 * cancel it; the connection stays open.
 */
export class MCPTimeoutError extends MCPError {
  override name = "MCPTimeoutError";
  declare readonly server: string;

  constructor(source: ErrorSource, cause: unknown) {
    super(source, `A request to ${where(source)} timed out`, { cause: redactedError(cause) });
  }
}

/** A target or configuration the runtime cannot use; the message lists what it accepts. */
export class MCPConfigError extends MCPError {
  override name = "MCPConfigError";

  constructor(message: string, options?: ErrorOptions) {
    super(undefined, message, options);
  }
}

/**
 * A tool reported `isError: true` and was invoked with plain arguments (not a ToolCall), so
 * there is no ToolMessage to carry the error. Same name as `@langchain/mcp-adapters`' class.
 */
export class ToolException extends MCPError {
  override name = "ToolException";

  constructor(message: string, source?: Partial<ErrorSource>) {
    super(source, message);
  }
}

/** A server asked for something this runtime does not answer (`sampling/createMessage`, `roots/list`). */
export class NotImplementedError extends MCPError {
  override name = "NotImplementedError";
  /** The MCP request method that was not answered. */
  readonly method: string;

  /** The client capability the server said it requires (a -32021 refusal), when it said one. */
  readonly capability?: string;

  constructor(method: string, source?: ErrorSource, capability?: string) {
    super(
      source,
      capability
        ? `${source ? where(source) : "The server"} requires the client capability "${capability}"${method === capability ? "" : ` (${method})`}, which this client does not declare`
        : `${source ? `${where(source)} requested` : "Request"} "${method}", which this client does not implement`,
    );
    this.method = method;
    this.capability = capability;
  }
}

/**
 * Why an elicitation could not be answered: no `elicitationHandler` (a plain client), or the
 * tool call could not pause its graph (outside a graph, or a graph without a checkpointer).
 */
export type ElicitationUnavailableReason = "no-handler" | "outside-graph" | "no-checkpointer";

/**
 * An elicitation was needed during a call and nobody could answer it. Raised at once, after the
 * server was answered "cancel": nothing waits for an answer. `reason` says why.
 */
export class ElicitationUnavailableError extends MCPError {
  override name = "ElicitationUnavailableError";
  declare readonly server: string;
  readonly reason: ElicitationUnavailableReason;

  constructor(
    source: ErrorSource,
    question: string,
    reason: ElicitationUnavailableReason = "no-handler",
  ) {
    super(source, unavailableMessage(source, question, reason));
    this.reason = reason;
  }
}

function unavailableMessage(
  source: ErrorSource,
  question: string,
  reason: ElicitationUnavailableReason,
): string {
  if (reason === "no-handler") {
    return (
      `${where(source)} asked for user input ("${question}") but no elicitationHandler is set; ` +
      `the request was answered "cancel"`
    );
  }
  const runs =
    reason === "no-checkpointer"
      ? "inside a LangGraph graph that has no checkpointer"
      : "outside a LangGraph graph";
  return (
    `MCP server "${source.server}" asked for input during tool "${source.tool}", but the call runs ${runs}, ` +
    `so it cannot pause for an answer; the request was answered "cancel". Run the tool from a ` +
    `graph compiled with a checkpointer (e.g. createAgent({ ..., checkpointer: new MemorySaver() })) ` +
    `and resume with new Command({ resume: { responses: { [key]: answer } } }), or give the ` +
    `client an elicitationHandler.`
  );
}
