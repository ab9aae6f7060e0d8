// The protocol era decision: which handshake a connection is opened with, and what to do when
// opening fails. The SDK decides the era itself (`versionNegotiation: "auto"` probes with
// `server/discover`); this module only decides what the runtime remembers and retries.
import { SdkError, SdkErrorCode, type PriorDiscovery } from "@modelcontextprotocol/client";

/** "modern": 2026-07-28, session-less; "legacy": the 2025 `initialize` handshake. */
export type Era = "modern" | "legacy";

/** What is known about a connection that failed to open. */
export interface OpenFailure {
  /** Its transport probes the era on the session's own connection (`TransportTraits`). */
  probesInPlace: boolean;
  /** The verdict it was opened with; undefined: the SDK probed. */
  prior: PriorDiscovery | undefined;
  /** What the open rejected with. */
  error: unknown;
  /** The server (or its authorization server) refused the credentials, or the config is bad. */
  refused: boolean;
}

/** What to do after a failed open. */
export type OpenVerdict =
  /** Open again with `{ kind: "legacy" }`: straight to `initialize`, no probe. */
  | "reopen-as-legacy"
  /** Forget the remembered verdict and open again with a probe. */
  | "probe-again"
  /** Raise the error. */
  | "fail";

/**
 * Decides what follows a failed open. Invariants:
 * - Decided from the SDK's error codes, never from message text.
 * - A refusal (auth, configuration) and a handshake that used its whole time (`RequestTimeout`)
 *   are raised as they are: opening again cannot help, and must not take a second timeout.
 * - A transport that probes in place (stdio), probed (no prior), and the probe failed on the
 *   connection itself (`EraNegotiationFailed`: the process closed on the probe;
 *   `ConnectionClosed`: it closed right after answering): the server speaks only the 2025
 *   handshake ("reopen-as-legacy"). The stdio transport probes on the session's own process
 *   (see stdioReadBuffer.ts), so a server that exits on the unknown `server/discover` costs one
 *   restart.
 * - Opened with a remembered verdict: the verdict may be stale (the server was upgraded or
 *   replaced), so it is forgotten and the era probed once more ("probe-again").
 * - Anything else fails: the era was probed and the server did not answer.
 * The verdicts never loop: "reopen-as-legacy" opens with a prior, and a failure with a prior is
 * at most "probe-again"; the caller probes again only once.
 */
export function afterFailedOpen(failure: OpenFailure): OpenVerdict {
  const { error, prior } = failure;
  if (failure.refused) return "fail";
  const code = error instanceof SdkError ? error.code : undefined;
  if (code === SdkErrorCode.RequestTimeout) return "fail";
  if (prior !== undefined) return "probe-again";
  if (
    failure.probesInPlace &&
    (code === SdkErrorCode.EraNegotiationFailed || code === SdkErrorCode.ConnectionClosed)
  ) {
    return "reopen-as-legacy";
  }
  return "fail";
}

/** The verdict that opens straight with the 2025 `initialize` handshake, without a probe. */
export const LEGACY_PRIOR: PriorDiscovery = { kind: "legacy" };

/** The verdict to remember after a connection opened, so the next one skips the probe. */
export function rememberedVerdict(
  era: Era | undefined,
  discover: unknown,
): PriorDiscovery | undefined {
  if (era === "legacy") return LEGACY_PRIOR;
  return era === "modern" && discover
    ? {
        kind: "modern",
        discover: discover as Extract<PriorDiscovery, { kind: "modern" }>["discover"],
      }
    : undefined;
}

/**
 * What differs between the eras on an open connection, one named rule per question the client
 * asks (instead of comparing era names at each place).
 */
export interface EraRules {
  /**
   * The SDK's typed `tools/call` and `tools/list` (it mirrors `x-mcp-header` arguments into
   * headers and validates output schemas), on results repaired on the wire (lenient.ts).
   * Otherwise results are parsed loosely.
   */
  readonly typedRequests: boolean;
  /**
   * A stateful session: an HTTP 404 means it expired (the request never ran); a dead server is
   * heard of only on background streams; tool list changes arrive as notifications. Otherwise
   * list changes come on a `subscriptions/listen` stream.
   */
  readonly statefulSession: boolean;
  /**
   * No `logging/setLevel` and no `ping`: the log level rides on each request's `_meta`, and
   * `server/discover` checks that the server answers.
   */
  readonly requestScoped: boolean;
  /**
   * The server may send requests during a call (elicitation, sampling, roots); one on the call's
   * own stream belongs to that call (`sendAs`). Otherwise it asks in `input_required` results.
   */
  readonly serverRequests: boolean;
  /**
   * Tasks are the 2026-07-28 extension: a plain `tools/call` declares it and the server may
   * answer with a task, whose `tasks/get` carries questions and result (`tasks/update` answers).
   * Otherwise (2025-11-25) the client creates the task with a task-augmented call, and questions
   * and result come over `tasks/result`.
   */
  readonly tasksByExtension: boolean;
}

const MODERN: EraRules = {
  typedRequests: true,
  statefulSession: false,
  requestScoped: true,
  serverRequests: false,
  tasksByExtension: true,
};
const LEGACY: EraRules = {
  typedRequests: false,
  statefulSession: true,
  requestScoped: false,
  serverRequests: true,
  tasksByExtension: false,
};

/** The rules of a connection's era; one that does not tell its era (SDK 1.x) is legacy. */
export function eraRules(era: Era | undefined): EraRules {
  return era === "modern" ? MODERN : LEGACY;
}

/** The era of an SDK client: one that does not tell it (SDK 1.x) speaks the 2025 handshake. */
export function eraOf(sdk: { getProtocolEra?(): Era | undefined }): Era | undefined {
  return sdk.getProtocolEra ? sdk.getProtocolEra() : "legacy";
}
