// The bridge in the shape of MCPClient's input-required seam (`onInputRequired`): one round in,
// an `InputRequiredAnswer` out, where a failure means "send these cancel responses, then throw
// it". A pause (GraphInterrupt) and NotImplementedError are thrown.
import type { InputRequiredAnswer } from "../client/types.js";
import { ElicitationUnavailableError } from "./errors.js";
import { cancelInputRequests, resolveInputRequests, type RoundInGraph } from "./inputRequired.js";

/** Resolves one modern round through a LangGraph interrupt (see `resolveInputRequests`). */
export async function resolveRoundThroughInterrupt(
  round: RoundInGraph,
): Promise<InputRequiredAnswer> {
  try {
    return await resolveInputRequests(round);
  } catch (error) {
    if (error instanceof ElicitationUnavailableError) {
      return {
        responses: cancelInputRequests(round.inputRequests),
        requestState: round.requestState,
        failure: error,
      };
    }
    throw error;
  }
}
