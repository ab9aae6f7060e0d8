// The bridge in the shape of MCPClient's input-required seam (`#completeInputRequired`): one
// round in, `{ responses, requestState, failure? }` out, where a failure means "send these
// cancel responses, then throw it". A pause (GraphInterrupt) and NotImplementedError are thrown.
import { ElicitationUnavailableError, InvalidElicitationAnswerError } from "./errors.js";
import type { NodeRunConfig } from "./graph.js";
import {
  cancelInputRequests,
  resolveInputRequests,
  type EmbeddedInputRequest,
} from "./inputRequired.js";
import type { ElicitationAnswer } from "./types.js";

export interface SeamRound {
  inputRequests: Record<string, EmbeddedInputRequest>;
  requestState?: string;
  source: { server: string; tool?: string };
  /** Position of the round in the call (the client counts from 1; any consistent count works). */
  round: number;
  args?: Record<string, unknown>;
  config?: NodeRunConfig;
}

export interface SeamRoundResult {
  responses: Record<string, ElicitationAnswer>;
  /**
   * The state to echo on the retry. Use it instead of the replayed result's own: after a pause
   * it is the state of the round the person answered (re-keying servers need that).
   */
  requestState?: string;
  /** Set when the round cannot be answered: send `responses` (all `cancel`), then throw this. */
  failure?: Error;
}

/** Resolves one modern round through a LangGraph interrupt (see `resolveInputRequests`). */
export async function resolveRoundThroughInterrupt(round: SeamRound): Promise<SeamRoundResult> {
  try {
    const answers = await resolveInputRequests({
      server: round.source.server,
      tool: round.source.tool ?? "",
      args: round.args,
      round: round.round,
      inputRequests: round.inputRequests,
      requestState: round.requestState,
      config: round.config,
    });
    return { responses: answers.inputResponses, requestState: answers.requestState };
  } catch (error) {
    if (
      error instanceof ElicitationUnavailableError ||
      error instanceof InvalidElicitationAnswerError
    ) {
      return {
        responses: cancelInputRequests(round.inputRequests),
        requestState: round.requestState,
        failure: error,
      };
    }
    throw error;
  }
}
