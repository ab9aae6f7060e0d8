// The port the client offers its extensions (runtime/src/tasks, runtime/src/apps): what they may use of a
// session and of a call (send, era rules, progress, capabilities), and the one hook object the
// client calls (before a call, on a result). Extensions import nothing else of the client.
import type { CallToolResult, InputRequests, Tool } from "@modelcontextprotocol/client";
import type { EraRules } from "./era.js";
import type { InboundFilter } from "./inbound.js";
import type { ProgressParams } from "./progress.js";
import type { SdkClientLike } from "./sdkClient.js";
import { endActiveCall, type ActiveCall, type ResolvedRound } from "./serverRequests.js";
import type { CallToolOptions, ElicitationHandler } from "./types.js";

export type {
  ActiveCall,
  CallToolOptions,
  ElicitationHandler,
  EraRules,
  InboundFilter,
  ResolvedRound,
  SdkClientLike,
};

/** What an extension may use of one session. */
export interface PortSession {
  /** Sends requests (`request` with the extension's own result schema). */
  readonly sdk: SdkClientLike;
  /** What the session's era means (never its name). */
  readonly rules: EraRules;
  /** Progress by our own tokens; absent on a user's SDK client. */
  readonly progress?: {
    register(handler: (params: ProgressParams) => void): string;
    release(token: string): void;
  };
  /** The capabilities this package declared; absent on a user's SDK client. */
  readonly capabilities?: Record<string, unknown>;
  /** Calls in flight, for attributing server-pushed requests (see {@link whileActive}). */
  readonly active: Set<ActiveCall>;
}

/**
 * How a request is sent again on a new session after its connection failed (the rules are in
 * sessions.ts): a tool call only when it certainly did not run or the tool is safe to repeat; a
 * read always; a task's creation never; a task's later requests once the session is gone.
 */
export type RequestKind = "call" | "read" | "task-creation" | "task-step";

/** What the client offers an extension for one tool call. */
export interface PortCall {
  readonly server: string;
  readonly tool: string;
  readonly args: Record<string, unknown>;
  /** The call's options, as given. */
  readonly options: CallToolOptions | undefined;
  /** The call's `_meta` with the trace context: what a request of its own carries. */
  readonly meta: Record<string, unknown> | undefined;
  /** The client's default request timeout (ms). */
  readonly requestTimeout: number | undefined;
  /** Progress of the call (the client's handler and the call's own), when anyone listens. */
  readonly onProgress:
    ((progress: { progress: number; total?: number; message?: string }) => void) | undefined;
  /** Whether the client answers questions itself (its own `elicitationHandler`). */
  readonly ownElicitationHandler: boolean;
  /** Runs `send` on one of the client's sessions, with the call's headers, under `kind`'s rule. */
  send<T>(kind: RequestKind, send: (session: PortSession) => Promise<T>): Promise<T>;
  /**
   * Runs `work` with one session serving all its sends: without a shared connection (per-call
   * mode, after close()) a new one per request would be a new process or HTTP session.
   */
  holdSession<T>(work: () => Promise<T>): Promise<T>;
  /**
   * Runs `work` with its sends on a connection continuing the legacy HTTP session `session`
   * (a task bound to it, recorded by an earlier run). Absent where no such connection opens.
   */
  resumeSession?<T>(
    session: { id: string; protocolVersion: string },
    work: () => Promise<T>,
  ): Promise<T>;
  /** Answers one round of questions, as the client answers a call's `input_required` rounds. */
  resolveInput(inputRequests: InputRequests, round: number): Promise<ResolvedRound>;
}

/** A call about to be sent on a session, as an extension changes it. */
export interface CallDeclaration {
  /** The call's `_meta`, with what the extension declares. */
  meta: Record<string, unknown>;
  /** Sends the call (and its answered rounds) through the extension. */
  send(send: () => Promise<CallToolResult>): Promise<CallToolResult>;
}

/** The hook an extension gives the client; every part optional. */
export interface ClientExtension {
  /** Client capabilities it declares when a connection opens. */
  capabilities?(): Record<string, unknown>;
  /** A filter of inbound messages on connections with typed requests (see inbound.ts). */
  readonly inbound?: InboundFilter;
  /** Tools as listed: it notes what it needs of each. */
  onTools?(tools: readonly Tool[]): void;
  /**
   * Before a call: it may take the call (a promise: of its result, or of undefined to let it
   * be sent after all) or leave it at once (undefined).
   */
  beforeCall?(call: PortCall): Promise<CallToolResult | undefined> | undefined;
  /** The call about to be sent on `session`: what it declares and how it sends, if anything. */
  onSend?(
    session: PortSession,
    meta: Record<string, unknown> | undefined,
  ): CallDeclaration | undefined;
  /** On a result: it may follow the result (a task) to the call's own result. */
  onResult?(call: PortCall, result: CallToolResult): Promise<CallToolResult> | undefined;
}

/** Runs `send` as a call in flight on `session`: a question the server pushes meanwhile is its. */
export async function whileActive<T>(
  session: PortSession,
  call: ActiveCall,
  send: () => Promise<T>,
): Promise<T> {
  session.active.add(call);
  try {
    return await send();
  } finally {
    endActiveCall(session.active, call);
  }
}
