// Requests a server makes of the client during a tool call: elicitation (answered by a handler,
// else "cancel" and the call fails), sampling and roots (never answered: NotImplementedError).
// Modern servers embed them in an `input_required` result; legacy servers push them over the
// live session. This module is the single seam for both.
import type { ElicitResult, InputRequests, InputResponses } from "@modelcontextprotocol/client";
import { ElicitationUnavailableError, NotImplementedError } from "../errors.js";
import type {
  ElicitationHandler,
  ElicitationRequest,
  InputRequiredResolver,
  Source,
} from "./types.js";

export const UNSUPPORTED_METHODS = ["sampling/createMessage", "roots/list"] as const;

/** A call in flight on a legacy session, so a pushed request can fail the call it belongs to. */
export interface ActiveCall {
  tool: string;
  /** The call's own handler for pushed elicitations. */
  elicitationHandler?: ElicitationHandler;
  /** Set when a pushed request could not be answered during this call. */
  failure?: Error;
  /** Whether this call was the only one in flight when the failure was recorded. */
  failureCertain?: boolean;
}

/** Outcome of the resolution of one modern round. */
export interface ResolvedRound {
  responses: InputResponses;
  /** Overrides the round's own state on the retry. */
  requestState?: string;
  /** Set when the round could not be answered: send `responses` (cancel), then throw this. */
  failure?: Error;
}

function elicitationMessage(request: ElicitationRequest): string {
  return typeof request.message === "string" ? request.message : "";
}

/**
 * Default answer to a modern round: each elicitation through `elicitationHandler`; without
 * one, every elicitation is answered "cancel" and the call fails. Sampling or roots fail the
 * call with NotImplementedError before anything is sent.
 */
export async function resolveRoundByDefault(
  inputRequests: InputRequests,
  source: Source,
  elicitationHandler: ElicitationHandler | undefined,
): Promise<ResolvedRound> {
  const responses: InputResponses = {};
  let failure: Error | undefined;
  for (const [key, request] of Object.entries(inputRequests)) {
    const { method, params } = request as { method: string; params?: unknown };
    if (method !== "elicitation/create") throw new NotImplementedError(method, source);
    const elicitation = params as ElicitationRequest;
    if (elicitationHandler) {
      responses[key] = await elicitationHandler(elicitation, source);
    } else {
      responses[key] = { action: "cancel" } satisfies ElicitResult;
      failure ??= new ElicitationUnavailableError(source, elicitationMessage(elicitation));
    }
  }
  return { responses, failure };
}

export type RoundResolver = (
  inputRequests: InputRequests,
  requestState: string | undefined,
  source: Source,
  round: number,
  args: Record<string, unknown>,
) => Promise<ResolvedRound>;

/** Picks the resolver of a client: the user's whole-round resolver, or the default. */
export function roundResolver(
  onInputRequired: InputRequiredResolver | undefined,
  elicitationHandler: ElicitationHandler | undefined,
): RoundResolver {
  if (onInputRequired) {
    return (inputRequests, requestState, source, round, args) =>
      onInputRequired({ inputRequests, requestState, source, round, args });
  }
  return (inputRequests, _state, source) =>
    resolveRoundByDefault(inputRequests, source, elicitationHandler);
}

/** Records a pushed request's failure on the calls it may belong to. */
export function failActiveCalls(active: Set<ActiveCall>, failure: Error): void {
  const certain = active.size === 1;
  for (const call of active) {
    call.failure ??= failure;
    call.failureCertain ??= certain;
  }
}

/**
 * The call a pushed request belongs to: the only call in flight, else the only one in flight
 * with its own elicitation handler; undefined when that cannot be told.
 */
export function owningCall(active: Set<ActiveCall>): ActiveCall | undefined {
  let only: ActiveCall | undefined;
  let withHandler: ActiveCall | undefined;
  let handlers = 0;
  for (const call of active) {
    only = call;
    if (call.elicitationHandler) {
      withHandler = call;
      handlers++;
    }
  }
  if (active.size === 1) return only;
  return handlers === 1 ? withHandler : undefined;
}

/** The tool a pushed request belongs to, when only one call is in flight. */
export function soleActiveTool(active: Set<ActiveCall>): string | undefined {
  if (active.size !== 1) return undefined;
  for (const call of active) return call.tool;
  return undefined;
}

/**
 * Installs the legacy (pushed) request handlers on an SDK client: elicitation through the
 * handler or "cancel" + failed call; sampling and roots answered with a JSON-RPC error and the
 * call failed with NotImplementedError. Nothing waits, so nothing hangs.
 */
export function installPushedRequestHandlers(
  sdk: {
    setRequestHandler(method: string, handler: (request: any) => unknown): void;
  },
  active: Set<ActiveCall>,
  server: () => string,
  elicitationHandler: ElicitationHandler | undefined,
): void {
  sdk.setRequestHandler("elicitation/create", async (request: { params: ElicitationRequest }) => {
    const owner = owningCall(active);
    const source: Source = { server: server(), tool: owner?.tool };
    const handler = owner?.elicitationHandler ?? elicitationHandler;
    if (handler) return handler(request.params, source);
    const failure = new ElicitationUnavailableError(source, elicitationMessage(request.params));
    if (owner) {
      owner.failure ??= failure;
      owner.failureCertain ??= true;
    } else {
      failActiveCalls(active, failure);
    }
    return { action: "cancel" };
  });
  for (const method of UNSUPPORTED_METHODS) {
    sdk.setRequestHandler(method, async () => {
      const error = new NotImplementedError(method, {
        server: server(),
        tool: soleActiveTool(active),
      });
      failActiveCalls(active, error);
      // Thrown inside a request handler: the SDK answers the server with a JSON-RPC error.
      throw error;
    });
  }
}
