// The elicitation seam for modern servers: an `input_required` result is handed to the round
// resolver, and the call is sent again with its answers and the echoed `requestState`.
import type { CallToolResult, InputRequests, RequestOptions } from "@modelcontextprotocol/client";
import { MCPError } from "../errors.js";
import type { SdkSession } from "./connection.js";
import type { RoundResolver } from "./serverRequests.js";
import type { Source } from "./types.js";

/** Rounds of `input_required` one call may go through before it is abandoned. */
const MAX_INPUT_ROUNDS = 16;

export type CallParams = {
  name: string;
  arguments?: Record<string, unknown>;
  _meta?: Record<string, unknown>;
};

/** One call's answered rounds: how it is sent, and who answers. */
export interface RoundsOf {
  session: SdkSession;
  params: CallParams;
  requestOptions: RequestOptions;
  source: Source;
  resolveRound: RoundResolver;
  /** Sends an answered call (through the extensions that declared on it). */
  send(send: () => Promise<CallToolResult>): Promise<CallToolResult>;
}

export async function completeInputRequired(
  rounds: RoundsOf,
  first: CallToolResult,
): Promise<CallToolResult> {
  const { session, params, requestOptions, source } = rounds;
  let result = first;
  for (let round = 1; result.resultType === "input_required"; round++) {
    if (round > MAX_INPUT_ROUNDS) {
      throw new MCPError(
        source,
        `tool "${params.name}" on MCP server "${source.server}" asked for input more than ${MAX_INPUT_ROUNDS} times`,
      );
    }
    const requestState = result.requestState as string | undefined;
    const answer = await rounds.resolveRound(
      (result.inputRequests ?? {}) as InputRequests,
      requestState,
      source,
      round,
      params.arguments ?? {},
    );
    const retry: CallParams & { inputResponses: unknown; requestState?: string } = {
      ...params,
      inputResponses: answer.responses,
    };
    // The resolver may hand back the state of an earlier round (a replay after a pause).
    const echoed = answer.requestState ?? requestState;
    if (echoed !== undefined) retry.requestState = echoed;
    if (answer.failure) {
      // Tell the server the question was cancelled, then fail the call.
      await session.callTool(retry, requestOptions).catch(() => undefined);
      throw answer.failure;
    }
    // The answered call may be answered with a task (2026-07-28): sent as the first was.
    result = await rounds.send(() => session.callTool(retry, requestOptions));
  }
  return result;
}
