// Requests a server makes of the client: elicitation (answered by a handler, which may hold it
// open across a graph pause, else "cancel" and the call fails), everything else (sampling, roots: not declared, answered "method not found";
// a call it explains fails with NotImplementedError).
// Modern servers embed them in an `input_required` result; legacy servers push them over the
// live session. This module is the single seam for both.
import { AsyncLocalStorage } from "node:async_hooks";
import {
  ProtocolError,
  ProtocolErrorCode,
  type ElicitResult,
  type InputRequests,
  type InputResponses,
} from "@modelcontextprotocol/client";
import { withFormDefaults } from "./formDefaults.js";
import { ElicitationUnavailableError, NotImplementedError } from "../errors.js";
import type {
  ElicitationHandler,
  ElicitationParams,
  InputRequiredAnswer,
  InputRequiredResolver,
  Source,
} from "./types.js";

/** How a URL-mode elicitation is named in `NotImplementedError.method`. */
export const URL_ELICITATION = "elicitation/create (URL mode)";

/** A call in flight on a legacy session, so a pushed request can fail the call it belongs to. */
export interface ActiveCall {
  tool: string;
  /** The call's own handler for pushed elicitations. */
  elicitationHandler?: ElicitationHandler;
  /** Set when a pushed request could not be answered during this call. */
  failure?: Error;
  /** Whether this call was the only one in flight when the failure was recorded. */
  failureCertain?: boolean;
  /** A request refused during this call (sampling, roots, URL mode): explains a failed call. */
  refusal?: NotImplementedError;
  /** The values of this call's own headers (per-call headers, its user's token): never echoed. */
  secrets?: readonly string[];
  /**
   * Set when a question that could not be routed was answered "cancel" on this call's behalf
   * (several calls were asking at once): the call is run again alone (see {@link runAlone}).
   */
  runAgainAlone?: boolean;
  /**
   * Set while the call's pushed question is held open across a graph pause (elicitation/held.ts):
   * no tool run is waiting on it, so it does not count as a call that may be asking.
   */
  parked?: boolean;
}

/**
 * The call whose request is being sent. A question a server sends on that request's own stream
 * (a Streamable HTTP response stream, an in-memory pair) is handled in the async context of the
 * request's sending, so it belongs to that call; one on a shared stream (stdio, SSE, the GET
 * stream) is handled in the connection's context, where there is none.
 */
const sendingCall = new AsyncLocalStorage<ActiveCall>();

/**
 * Sends a call's request in its own context (see {@link sendingCall}); only where the transport
 * carries a server's request on its call's stream (`TransportTraits.serverRequestsByStream`).
 */
export function sendAs<T>(call: ActiveCall, send: () => T): T {
  return sendingCall.run(call, send);
}

/** Runs `open` (a connection) outside any call's context: it belongs to no call. */
export function outsideCalls<T>(open: () => T): T {
  return sendingCall.getStore() === undefined ? open() : sendingCall.exit(open);
}

/** Outcome of the resolution of one modern round: the resolver's own answer type. */
export type ResolvedRound = InputRequiredAnswer;

function elicitationMessage(request: ElicitationParams): string {
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
    const elicitation = params as ElicitationParams;
    if (elicitation.mode === "url" && !elicitationHandler) {
      throw new NotImplementedError(URL_ELICITATION, source);
    }
    if (elicitationHandler) {
      responses[key] = await answerWith(elicitationHandler, elicitation, source);
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
    if (isAsking(call)) {
      withHandler = call;
      handlers++;
    }
  }
  if (active.size === 1) return only;
  return handlers === 1 ? withHandler : undefined;
}

/** Calls in flight that have their own elicitation handler (each may be the asking one). */
function askingCalls(active: Set<ActiveCall>): number {
  let count = 0;
  for (const call of active) if (isAsking(call)) count++;
  return count;
}

function isAsking(call: ActiveCall): boolean {
  return call.elicitationHandler !== undefined && call.parked !== true;
}

/** The session and owning call of the pushed question whose handler is running. */
const answering = new AsyncLocalStorage<{ active: Set<ActiveCall>; owner: ActiveCall }>();

/** Parks and unparks the call of a held question (see {@link ActiveCall.parked}). */
export interface ParkableCall {
  park(): void;
  unpark(): void;
}

/**
 * For a per-call handler answering a pushed question: its call, to park while the question is
 * held; undefined when the question cannot be held (its call is not known for sure, or calls
 * are being run alone on the session: holding one would keep the others waiting).
 */
export function parkableCall(): ParkableCall | undefined {
  const store = answering.getStore();
  if (store === undefined || alone.has(store.active)) return undefined;
  const { active, owner } = store;
  return {
    park() {
      owner.parked = true;
      endActiveCall(active, owner, false);
    },
    unpark() {
      owner.parked = false;
    },
  };
}

/** Questions waiting for their call to be told apart, per session; `true`: none can be. */
const waiting = new WeakMap<Set<ActiveCall>, ((stuck: boolean) => void)[]>();

function untilAttributable(active: Set<ActiveCall>): Promise<boolean> {
  return new Promise((resolve) => {
    const queue = waiting.get(active) ?? [];
    queue.push(resolve);
    waiting.set(active, queue);
    releaseIfStuck(active);
  });
}

/**
 * Lets waiting questions go once one asking call is left (it is theirs). When every asking call
 * has a question waiting, none can finish, so none can be told apart: each of them is marked to
 * run again alone, and the questions are answered "cancel" (never on the person's behalf).
 */
function releaseIfStuck(active: Set<ActiveCall>): void {
  const queue = waiting.get(active);
  if (!queue?.length) return;
  const asking = askingCalls(active);
  if (asking <= 1) {
    queue.splice(0).forEach((resolve) => resolve(false));
  } else if (queue.length >= asking) {
    for (const call of active) if (isAsking(call)) call.runAgainAlone = true;
    queue.splice(0).forEach((resolve) => resolve(true));
  }
}

/** Per session: the end of the chain of calls run alone, and who waits for no asking call. */
const alone = new WeakMap<Set<ActiveCall>, Promise<void>>();
const idle = new WeakMap<Set<ActiveCall>, (() => void)[]>();

/**
 * Runs a call again with no other asking call on the session (one after the other), so the
 * questions it is pushed are its own. Asking calls that start meanwhile wait ({@link untilAlone}).
 */
export async function runAlone<T>(active: Set<ActiveCall>, run: () => Promise<T>): Promise<T> {
  const before = alone.get(active) ?? Promise.resolve();
  let done!: () => void;
  const tail = before.then(() => new Promise<void>((resolve) => (done = resolve)));
  alone.set(active, tail);
  await before;
  try {
    if (askingCalls(active) > 0)
      await new Promise<void>((resolve) =>
        idle.set(active, [...(idle.get(active) ?? []), resolve]),
      );
    return await run();
  } finally {
    done();
    if (alone.get(active) === tail) alone.delete(active);
  }
}

/** An asking call waits until the calls being run alone are done. */
export async function untilAlone(active: Set<ActiveCall>): Promise<void> {
  for (let tail = alone.get(active); tail !== undefined; tail = alone.get(active)) await tail;
}

/**
 * Removes a call that settled (or, `settled` false, one that stopped asking: parked); a question
 * waiting for its owner to be known may now go.
 */
export function endActiveCall(active: Set<ActiveCall>, call: ActiveCall, settled = true): void {
  if (settled) active.delete(call);
  releaseIfStuck(active);
  if (askingCalls(active) === 0)
    idle
      .get(active)
      ?.splice(0)
      .forEach((resolve) => resolve());
}

/** The tool a pushed request belongs to, when only one call is in flight. */
export function soleActiveTool(active: Set<ActiveCall>): string | undefined {
  if (active.size !== 1) return undefined;
  for (const call of active) return call.tool;
  return undefined;
}

/** The JSON-RPC error a refused request is answered with: -32602 for a mode, else -32601. */
export function refusalForServer(error: NotImplementedError): ProtocolError {
  return error.method === URL_ELICITATION
    ? new ProtocolError(ProtocolErrorCode.InvalidParams, `URL-mode elicitation is not supported`)
    : new ProtocolError(ProtocolErrorCode.MethodNotFound, `Method not found: ${error.method}`);
}

/** An answer of a handler, with the form's defaults (SEP-1034) for the fields it left out. */
async function answerWith(
  handler: ElicitationHandler,
  request: ElicitationParams,
  source: Source,
): Promise<ElicitResult> {
  const answer = await handler(request, source);
  return withFormDefaults(answer, (request as { requestedSchema?: unknown }).requestedSchema);
}

/** A pushed question answered by `handler`; a refusal it throws goes back as a JSON-RPC error. */
async function answerPushed(
  handler: ElicitationHandler,
  params: ElicitationParams,
  source: Source,
  active: Set<ActiveCall>,
  owner: ActiveCall | undefined,
): Promise<ElicitResult> {
  try {
    const answer = () => answerWith(handler, params, source);
    // A call's own handler may hold the question open (it learns its call through this).
    return await (owner?.elicitationHandler ? answering.run({ active, owner }, answer) : answer());
  } catch (error) {
    if (!(error instanceof NotImplementedError)) throw error;
    noteRefusal(active, error, owner);
    throw refusalForServer(error);
  }
}

/**
 * Installs the legacy (pushed) request handlers on an SDK client: elicitation through the
 * handler or "cancel" + failed call; every other request (sampling, roots, anything unknown) is
 * answered with a JSON-RPC error and never fails a call that succeeded (see
 * {@link noteRefusal}). Only a call's own handler may wait (a question held across a graph
 * pause, {@link parkableCall}), never past the call's request timeout.
 */
export function installPushedRequestHandlers(
  sdk: {
    setRequestHandler(method: string, handler: (request: any) => unknown): void;
    fallbackRequestHandler?: (request: any) => Promise<any>;
  },
  active: Set<ActiveCall>,
  server: () => string,
  elicitationHandler: ElicitationHandler | undefined,
): void {
  sdk.setRequestHandler("elicitation/create", async (request: { params: ElicitationParams }) => {
    // A question on a call's own stream is that call's. Otherwise, with several calls that
    // could be asking, wait until the others finish and the owner is known; if none can finish,
    // "cancel", and those calls run again alone (never answered for the person).
    const sending = sendingCall.getStore();
    let owner = sending !== undefined && active.has(sending) ? sending : undefined;
    if (
      owner === undefined &&
      owningCall(active) === undefined &&
      askingCalls(active) > 1 &&
      (await untilAttributable(active))
    )
      return { action: "cancel" };
    owner ??= owningCall(active);
    const source: Source = { server: server(), tool: owner?.tool };
    const handler = owner?.elicitationHandler ?? elicitationHandler;
    if (handler) return answerPushed(handler, request.params, source, active, owner);
    if (request.params.mode === "url") {
      const error = new NotImplementedError(URL_ELICITATION, source);
      noteRefusal(active, error, owner);
      throw refusalForServer(error);
    }
    const failure = new ElicitationUnavailableError(source, elicitationMessage(request.params));
    if (owner) {
      owner.failure ??= failure;
      owner.failureCertain ??= true;
    } else {
      failActiveCalls(active, failure);
    }
    return { action: "cancel" };
  });
  // Not declared, so not answered: the server hears "method not found" (the SDK itself answers
  // spec methods of the other era the same way).
  sdk.fallbackRequestHandler = async (request: { method: string }) => {
    const error = new NotImplementedError(request.method, {
      server: server(),
      tool: soleActiveTool(active),
    });
    noteRefusal(active, error, undefined);
    throw refusalForServer(error);
  };
}

/**
 * Records a refused request on the calls it may belong to. A pushed request does not name its
 * call, and servers send some unprompted (server-everything asks `roots/list` after connecting):
 * the refusal explains a call's failure only if that call then fails (see callPipeline.ts),
 * so a call that succeeded keeps its result.
 */
function noteRefusal(
  active: Set<ActiveCall>,
  error: NotImplementedError,
  owner: ActiveCall | undefined,
): void {
  for (const call of owner ? [owner] : active) {
    call.refusal ??= error;
  }
}
