// Modern servers (2026-07-28) ask for input by returning `input_required` with keyed
// `inputRequests` and a `requestState`. This turns one such round into a LangGraph interrupt and
// returns what the client must send back on the retry.
import { ElicitationUnavailableError, NotImplementedError } from "./errors.js";
import {
  cannotPause,
  currentNodeConfig,
  firstSeen,
  insideNode,
  pause,
  type NodeRunConfig,
} from "./graph.js";
import type { InputRequiredAnswer, InputRequiredRound } from "../client/types.js";
import type {
  ElicitationAnswer,
  ElicitationInterrupt,
  ElicitationRequest,
  ElicitationRequestedSchema,
} from "./types.js";
import { decideAnswers } from "./reask.js";

/** One embedded request of an `InputRequiredResult` (a bare `{ method, params }`). */
export interface EmbeddedInputRequest {
  method: string;
  params?: Record<string, unknown>;
}

/**
 * One round as the client hands it to `onInputRequired` (`source.server` is shown in the
 * interrupt), with the tool's RunnableConfig (default: the one in the current async context).
 */
export type RoundInGraph = InputRequiredRound & { config?: NodeRunConfig };

/** The round as first seen by this tool call; stored in the checkpoint by `firstSeen`. */
interface RememberedRound {
  round: number;
  inputRequests: Record<string, EmbeddedInputRequest>;
  requestState?: string;
}

/**
 * Pauses the graph with `interrupt({ requests })` for the round's questions and, on resume,
 * returns the answers keyed by the server's keys together with the round's `requestState`.
 *
 * Re-keying (langchain#40263): LangGraph resumes by re-running the tool, so the client calls the
 * server again and a server may answer that replay with fresh keys and a fresh state. The round
 * that the person saw is therefore memoised in the checkpoint (a LangGraph task result) the first
 * time it arrives, and on every replay the answers go out with *that* round's keys and state,
 * whatever the replayed call returned. Answers missing for a key pause again, for that key only;
 * an invalid answer pauses again for its key, with the errors.
 *
 * Throws `NotImplementedError` for sampling, roots or URL-mode requests, and
 * `ElicitationUnavailableError` when the call cannot pause (no graph or no checkpointer).
 */
export async function resolveInputRequests(round: RoundInGraph): Promise<InputRequiredAnswer> {
  const { server } = round.source;
  const tool = round.source.tool ?? "";
  const inputRequests: Record<string, EmbeddedInputRequest> = round.inputRequests ?? {};
  rejectUnanswerable(server, tool, inputRequests);
  // A state-only result means "retry me": nothing to ask.
  if (Object.keys(inputRequests).length === 0) {
    return { responses: {}, requestState: round.requestState };
  }
  const config = round.config ?? currentNodeConfig();
  const reason = cannotPause(config);
  if (reason) {
    const [first] = Object.values(inputRequests);
    throw new ElicitationUnavailableError(
      { server, tool },
      String(first?.params?.message ?? ""),
      reason,
    );
  }

  return insideNode(config!, async () => {
    const seen: RememberedRound = {
      round: round.round,
      inputRequests,
      requestState: round.requestState,
    };
    const remembered = (await firstSeen(seen)) as RememberedRound;
    // A memo from another round index means the call took another path on replay: trust now.
    // The same questions again (same keys): answer this round and echo its own state exactly;
    // the memo (keys and state) is for a server that re-keys when the call is replayed.
    const asked =
      remembered.round !== round.round || sameKeys(remembered.inputRequests, inputRequests)
        ? seen
        : remembered;
    const requests = Object.entries(asked.inputRequests).map(([key, request]) =>
      toElicitationRequest(server, tool, key, request),
    );
    return { responses: askUntilAnswered(requests), requestState: asked.requestState };
  });
}

/**
 * Pauses until every question has a valid answer: a resume that leaves a key out, or answers it
 * invalidly, pauses again for that key (with its errors). Each pause is its own interrupt
 * position, so a replayed run walks the same answers in the same order.
 */
function askUntilAnswered(requests: ElicitationRequest[]): Record<string, ElicitationAnswer> {
  const answers: Record<string, ElicitationAnswer> = {};
  let open = requests;
  while (open.length > 0) {
    const payload: ElicitationInterrupt = { requests: open };
    const decision = decideAnswers(open, responsesIn(pause(payload)));
    Object.assign(answers, decision.answers);
    open = decision.askAgain;
  }
  return answers;
}

function sameKeys(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => key in b);
}

/** `cancel` for every key: what to send when the call fails before anyone could answer. */
export function cancelInputRequests(
  inputRequests: Record<string, EmbeddedInputRequest> | undefined,
): Record<string, ElicitationAnswer> {
  return Object.fromEntries(
    Object.keys(inputRequests ?? {}).map((key) => [key, { action: "cancel" }]),
  );
}

/** The `responses` of a resume value; anything else answers nothing (and pauses again). */
export function responsesIn(resume: unknown): Record<string, unknown> {
  if (typeof resume === "object" && resume !== null && "responses" in resume) {
    const responses = (resume as { responses: unknown }).responses;
    if (typeof responses === "object" && responses !== null)
      return responses as Record<string, unknown>;
  }
  return {};
}

function rejectUnanswerable(
  server: string,
  tool: string,
  inputRequests: Record<string, EmbeddedInputRequest>,
): void {
  const unsupported = Object.values(inputRequests)
    .map((request) =>
      request.method !== "elicitation/create"
        ? request.method
        : request.params?.mode === "url"
          ? "elicitation/create (URL mode)"
          : undefined,
    )
    .filter((method): method is string => method !== undefined);
  // The first one names the failure; the call fails either way.
  if (unsupported.length > 0) throw new NotImplementedError(unsupported[0], { server, tool });
}

function toElicitationRequest(
  server: string,
  tool: string,
  key: string,
  request: EmbeddedInputRequest,
): ElicitationRequest {
  const params = request.params ?? {};
  return {
    key,
    server,
    tool,
    message: typeof params.message === "string" ? params.message : "",
    requestedSchema: (params.requestedSchema as ElicitationRequestedSchema) ?? {
      type: "object",
      properties: {},
    },
  };
}
