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
import type { NodeOAuthOptions } from "../auth/index.js";

/** Where a handler call or an error comes from: the server (client name) and, during a call, the tool. */
export interface Source {
  server: string;
  tool?: string;
}

export type ProgressHandler = (
  progress: number,
  total: number | undefined,
  message: string | undefined,
  source: Source,
) => void | Promise<void>;

export type LogHandler = (
  logMessage: LoggingMessageNotification["params"],
  source: Source,
) => void | Promise<void>;

/** Any server notification other than progress and log messages (list-changed and the rest). */
export type MessageHandler = (
  notification: { method: string; params?: Record<string, unknown> },
  source: Source,
) => void | Promise<void>;

export type ElicitationRequest = ElicitRequestFormParams | ElicitRequestURLParams;

/** Answers one elicitation (a form or a URL) from a server. */
export type ElicitationHandler = (
  request: ElicitationRequest,
  source: Source,
) => ElicitResult | Promise<ElicitResult>;

/** One round of a modern `input_required` result, as handed to `onInputRequired`. */
export interface InputRequiredRound {
  inputRequests: InputRequests;
  requestState?: string;
  source: Source;
  /** 1 for the first round of a call, 2 for the next, … */
  round: number;
}

/**
 * Answers a whole `input_required` round (every key at once); what it returns is sent back as
 * `inputResponses` with the round's `requestState`. Throwing fails the call with that error.
 * This is the seam the LangGraph interrupt bridge plugs into.
 */
export type InputRequiredResolver = (round: InputRequiredRound) => Promise<InputResponses>;

/** A bearer token, `"oauth"` (the Node flow), an SDK `OAuthClientProvider`, or an SDK `AuthProvider`. */
export type AuthOption = string | "oauth" | OAuthClientProvider | AuthProvider;

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
  /** Extra HTTP headers (Streamable HTTP and SSE). */
  headers?: Record<string, string>;
  /** Default per-request timeout in ms (the SDK default is 60 000). */
  timeout?: number;
  /**
   * `"shared"` (default): one live connection for the client's life (legacy: one session,
   * re-opened when it dies). `"per-call"`: every call opens and releases its own.
   */
  session?: "shared" | "per-call";
}

export interface CallToolOptions {
  signal?: AbortSignal;
  /** Timeout for this call in ms (overrides the client's `timeout`). */
  timeout?: number;
  onProgress?: (progress: Progress) => void;
}

export type { CallToolResult };
