// Public option and handler types of MCPClient.
import type {
  CallToolResult,
  ElicitRequestFormParams,
  ElicitRequestURLParams,
  ElicitResult,
  InputRequests,
  InputResponses,
  AuthProvider,
  LoggingMessageNotification,
  OAuthClientProvider,
  Progress,
} from "@modelcontextprotocol/client";
import type { RunnableConfig } from "@langchain/core/runnables";
import type { NodeOAuthOptions } from "../auth/index.js";
import type { AppsOption } from "../apps/capability.js";
import type { TaskSupport, TasksOption } from "../tasks/options.js";

/** Where a handler call or an error comes from: the server (client name) and, during a call, the tool. */
export interface Source {
  server: string;
  tool?: string;
}

/** The handlers of what a server sends: a throw or a rejection becomes a warning (`MCP_HANDLER_FAILED`). */
export type ProgressHandler = (
  progress: number,
  total: number | undefined,
  message: string | undefined,
  source: Source,
) => unknown;

export type LogHandler = (
  logMessage: LoggingMessageNotification["params"],
  source: Source,
) => unknown;

/** Any server notification other than progress and log messages (list-changed and the rest). */
export type MessageHandler = (
  notification: { method: string; params?: Record<string, unknown> },
  source: Source,
) => unknown;

/**
 * What an `elicitationHandler` receives: the params of one `elicitation/create` (a form or a URL).
 * (The interrupt shows questions as `ElicitationRequest`, from "langchain-mcp-bridge/elicitation".)
 */
export type ElicitationParams = ElicitRequestFormParams | ElicitRequestURLParams;

/** Answers one elicitation (a form or a URL) from a server. */
export type ElicitationHandler = (
  request: ElicitationParams,
  source: Source,
) => ElicitResult | Promise<ElicitResult>;

/** One round of a modern `input_required` result, as handed to `onInputRequired`. */
export interface InputRequiredRound {
  inputRequests: InputRequests;
  requestState?: string;
  source: Source;
  /** 1 for the first round of a call, 2 for the next, … */
  round: number;
  /** The arguments of the tool call. */
  args: Record<string, unknown>;
}

/** How a round is answered. */
export interface InputRequiredAnswer {
  /** Sent as `inputResponses`, keyed by the server's keys. */
  responses: InputResponses;
  /** The state to echo on the retry; default: the round's own `requestState`. */
  requestState?: string;
  /** When set: send `responses` (e.g. all `cancel`) to the server, then fail the call with this. */
  failure?: Error;
}

/**
 * Answers a whole modern `input_required` round (every key at once). Throwing fails the call
 * with that error (e.g. a LangGraph interrupt). This is the seam the interrupt bridge plugs into.
 */
export type InputRequiredResolver = (round: InputRequiredRound) => Promise<InputRequiredAnswer>;

/** What `auth` and `headers` functions receive: the server and, in a tool call, its RunnableConfig. */
export interface RequestScope {
  server: string;
  /** The RunnableConfig of the tool call; undefined for requests outside a call (connect, lists). */
  config?: RunnableConfig;
}

/** The bearer token for one request (e.g. of the user in `config.configurable`); none: undefined. */
export type AuthFunction = (
  scope: RequestScope,
) => string | undefined | Promise<string | undefined>;

/** HTTP headers for one request, from its scope. */
export type HeadersFunction = (
  scope: RequestScope,
) => Record<string, string> | undefined | Promise<Record<string, string> | undefined>;

/**
 * A bearer token, `"oauth"` (the Node flow), an SDK `OAuthClientProvider`, an SDK
 * `AuthProvider`, or a function giving each request's token (one client, many users).
 */
export type AuthOption = string | "oauth" | OAuthClientProvider | AuthProvider | AuthFunction;

export interface MCPClientOptions {
  /** Server name used in errors and in handlers' `source` (default: inferred from the target). */
  name?: string;
  progressHandler?: ProgressHandler;
  logHandler?: LogHandler;
  messageHandler?: MessageHandler;
  /** Answers elicitations. Without one (and without `onInputRequired`), an elicitation fails the call. */
  elicitationHandler?: ElicitationHandler;
  /** Answers whole modern `input_required` rounds; overrides the per-request default resolution. */
  onInputRequired?: InputRequiredResolver;
  /** A bearer token, `"oauth"`, or an SDK `OAuthClientProvider`/`AuthProvider` (HTTP transports). */
  auth?: AuthOption;
  /** Options of the `auth: "oauth"` flow (token cache directory, browser opener, …). */
  oauth?: NodeOAuthOptions;
  /** Extra HTTP headers (Streamable HTTP and SSE), or a function giving each request's. */
  headers?: Record<string, string> | HeadersFunction;
  /** Default per-request timeout in ms (the SDK default is 60 000). */
  timeout?: number;
  /**
   * `"shared"` (default): one live connection for the client's life (legacy: one session,
   * re-opened when it dies). `"per-call"`: every call opens and releases its own.
   */
  session?: "shared" | "per-call";
  /** Declare MCP Apps support to the server (see docs/apps.md); default: not declared. */
  apps?: AppsOption;
  /**
   * When tool calls run as MCP tasks (see docs/tasks.md): `"auto"` (default: tools that require
   * it), `"always"` (also where optional), `"never"`, or settings with poll-interval bounds.
   */
  tasks?: TasksOption;
  /**
   * Send the active OpenTelemetry span's W3C trace context (`traceparent`, `tracestate`) in
   * each `tools/call` `_meta` (default: true; needs the optional peer `@opentelemetry/api`).
   */
  traceContext?: boolean;
}

export interface CallToolOptions {
  signal?: AbortSignal;
  /** Timeout for this call in ms (overrides the client's `timeout`). */
  timeout?: number;
  /** Told of each progress notification of this call (a throw or rejection becomes a warning). */
  onProgress?: (progress: Progress) => unknown;
  /**
   * Answers `elicitation/create` requests a legacy server pushes during this call (overrides the
   * client's `elicitationHandler`). A pushed request does not say which call it belongs to: it
   * goes to this handler when this call is the only one in flight on the session, or the only
   * one in flight with a per-call handler. Use `session: "per-call"` for certainty with
   * parallel calls. (Modern servers' rounds go through `onInputRequired`/`elicitationHandler`.)
   */
  elicitationHandler?: ElicitationHandler;
  /**
   * Answers this call's modern `input_required` rounds (overrides the client's own round
   * resolution). The adapter's tools pass the LangGraph interrupt bridge here.
   */
  onInputRequired?: InputRequiredResolver;
  /**
   * HTTP headers for this call's requests only, over the connection's (Streamable HTTP and
   * SSE; stdio and in-memory servers have no HTTP requests; a user's SDK Client or a custom
   * transport cannot take them, so the call fails with `MCPConfigError`).
   */
  headers?: Record<string, string>;
  /** Merged into this call's `tools/call` `_meta` (the client's own keys win). */
  _meta?: Record<string, unknown>;
  /** The call's RunnableConfig, handed to `auth`/`headers` functions. */
  config?: RunnableConfig;
  /**
   * The tool's `execution.taskSupport`, when the client did not list the tool itself (a tool
   * built from a catalog or another client's list): decides, with `tasks`, whether the call
   * runs as an MCP task.
   */
  taskSupport?: TaskSupport;
}

export type { CallToolResult };
