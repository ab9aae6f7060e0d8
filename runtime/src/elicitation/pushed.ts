// Legacy servers (<= 2025-11-25) push `elicitation/create` over the live session while the tool
// call is in flight. Answer from the resume value when it holds a valid answer. Otherwise, with
// a hold (held.ts: a call run through `callHolding`), leave the request open, pause now, and
// answer it on the resume in this process; without one (no thread, a second question at once,
// a call run alone among others), answer `cancel`, let the call finish, and pause afterwards.
// A resume that finds no hold replays the call; the same questions (same keys) are answered
// from the resume value.
import {
  ElicitationUnavailableError,
  NotImplementedError,
  type ElicitationUnavailableReason,
} from "./errors.js";
import {
  cannotPause,
  currentNodeConfig,
  insideNode,
  nextResumeValue,
  pause,
  type NodeRunConfig,
} from "./graph.js";
import { responsesIn } from "./inputRequired.js";
import { HeldCall, inThread, type HoldIdentity } from "./held.js";
import { pushedElicitationKey } from "./keys.js";
import type { ElicitationAnswer, ElicitationRequest, ElicitationRequestedSchema } from "./types.js";
import { decideAnswers, type ResumeDecision } from "./reask.js";

/** The params of a pushed form-mode `elicitation/create`. */
export interface PushedElicitationParams {
  message: string;
  requestedSchema?: ElicitationRequestedSchema | Record<string, unknown>;
  [extra: string]: unknown;
}

export interface PushedElicitationCall {
  server: string;
  tool: string;
  args?: Record<string, unknown>;
  /** The tool's RunnableConfig; defaults to the one in the current async context. */
  config?: NodeRunConfig;
}

const CANCEL: ElicitationAnswer = { action: "cancel" };

/**
 * One tool call's view of the questions a legacy server pushes. Create it inside the tool
 * (where the graph's config is in scope), route the session's `elicitation/create` requests for
 * this call to {@link answer}, and call {@link finish} once `callTool` has settled.
 */
export class PushedElicitationScope {
  readonly server: string;
  readonly tool: string;
  readonly args: Record<string, unknown>;
  private readonly config: NodeRunConfig | undefined;
  private readonly unavailable: ElicitationUnavailableReason | undefined;
  private asked = 0;
  private readonly answers: Record<string, unknown> = {};
  private resumeExhausted = false;
  private readonly unanswered: ElicitationRequest[] = [];
  private failure: Error | undefined;
  private holder: HeldCall<unknown> | undefined;

  constructor(call: PushedElicitationCall) {
    this.server = call.server;
    this.tool = call.tool;
    this.args = call.args ?? {};
    this.config = call.config ?? currentNodeConfig();
    this.unavailable = cannotPause(this.config);
  }

  /** Questions this call left unanswered so far (answered `cancel` on the wire). */
  get pending(): readonly ElicitationRequest[] {
    return this.unanswered;
  }

  /**
   * The answer to send back for one pushed question. Never throws: without a usable answer it
   * remembers the question for {@link finish} and returns `cancel`, or, when the call can hold
   * it, an answer that waits for the resume (the tool run pauses at once).
   */
  answer(params: PushedElicitationParams): ElicitationAnswer | Promise<ElicitationAnswer> {
    const request = this.question(params);
    // Once this run must pause, every later question waits for the next resume too.
    if (this.unavailable || this.failure || this.unanswered.length > 0) {
      this.unanswered.push(request);
      // Two questions open at once: none is held (both cancelled, the resume replays the call).
      this.holder?.release();
      return CANCEL;
    }
    const { answers, askAgain } = this.decide(request);
    this.unanswered.push(...askAgain);
    const answer = answers[request.key];
    if (answer !== undefined) return answer;
    return this.holder?.tryHold(request) ?? CANCEL;
  }

  /**
   * Runs the call through `send`, holding its pushed questions across pauses (held.ts): resumes
   * the call this process holds for the same tool call, or sends it. Resolves with its result,
   * or undefined when a question is held (then {@link finish} pauses with it). Without a thread
   * to resume in, it is the plain call.
   */
  async callHolding<T>(
    run: Omit<HoldIdentity, "server" | "tool" | "args" | "config"> & { signal?: AbortSignal },
    timeoutMs: number,
    send: (ask: (params: Record<string, unknown>) => unknown, signal?: AbortSignal) => Promise<T>,
  ): Promise<T | undefined> {
    const { server, tool, args, config } = this;
    const { signal, ...identity } = run;
    if (this.unavailable || !inThread(config))
      return send((params) => this.answer(params as PushedElicitationParams), signal);
    const held: HoldIdentity = { server, tool, args, config, ...identity };
    let call = HeldCall.take<T>(held);
    if (call && !this.answerHeld(call, signal)) {
      call.park();
      return undefined;
    }
    if (!call) {
      call = new HeldCall<T>(held, timeoutMs);
      this.holdWith(call, 0, signal);
      call.start(send);
    }
    const outcome = await call.next();
    if (outcome === undefined) {
      call.park();
      return undefined;
    }
    if ("value" in outcome) return outcome.value;
    throw outcome.error;
  }

  /** Attaches this tool run to `call`: its questions come here, numbered on from the last run's. */
  private holdWith(call: HeldCall<unknown>, asked: number, signal?: AbortSignal): void {
    this.holder = call;
    this.asked = asked;
    call.attach(this, signal);
  }

  /**
   * Answers the question `call` holds from the resume values (true), or keeps it held with what
   * to ask again (false: an answer missing or invalid; {@link finish} pauses with it).
   */
  private answerHeld<T>(call: HeldCall<T>, signal: AbortSignal | undefined): boolean {
    const request = call.held!;
    this.holdWith(call as HeldCall<unknown>, call.asked, signal);
    const { answers, askAgain } = this.decide(request);
    this.unanswered.push(...askAgain);
    const answer = answers[request.key];
    if (answer !== undefined) call.reply(answer);
    return answer !== undefined;
  }

  /** The interrupt's view of a pushed question; its key counts the questions of this call. */
  private question(params: PushedElicitationParams): ElicitationRequest {
    const message = typeof params.message === "string" ? params.message : "";
    const requestedSchema = (params.requestedSchema ?? {
      type: "object",
      properties: {},
    }) as ElicitationRequestedSchema;
    const key = pushedElicitationKey({
      server: this.server,
      tool: this.tool,
      args: this.args,
      index: this.asked++,
      message,
    });
    return { key, server: this.server, tool: this.tool, message, requestedSchema };
  }

  /**
   * The latest answer to `request` in the resume values, decided. An invalid one reads on: a
   * later resume (after the re-ask) may hold its correction; with none, it is asked again.
   */
  private decide(request: ElicitationRequest): ResumeDecision {
    let decision: ResumeDecision = { answers: {}, askAgain: [request] };
    for (;;) {
      const raw = this.answers[request.key];
      if (raw !== undefined) {
        decision = decideAnswers([request], { [request.key]: raw });
        if (decision.askAgain.length === 0) return decision;
      }
      if (this.resumeExhausted) return decision;
      const next = insideNode(this.config!, () => nextResumeValue({ requests: [request] }));
      if (next === undefined) this.resumeExhausted = true;
      else Object.assign(this.answers, responsesIn(next.value));
    }
  }

  /**
   * For a pushed `sampling/createMessage` or `roots/list`: the error to throw from that request
   * handler (the server receives a JSON-RPC error), remembered so {@link finish} fails the call
   * with it even when the server turned the refusal into an ordinary tool result.
   */
  refuse(method: string): NotImplementedError {
    const error = new NotImplementedError(method, { server: this.server, tool: this.tool });
    this.failure ??= error;
    return error;
  }

  /**
   * Call after `callTool` settled (resolved or rejected). Throws the LangGraph interrupt for the
   * unanswered questions (an invalidly answered one with its errors), the refusal of a request
   * the client does not answer, or `ElicitationUnavailableError` when the call could not pause;
   * returns when nothing is open.
   */
  finish(): void {
    if (this.failure) throw this.failure;
    if (this.unanswered.length === 0) return;
    if (this.unavailable)
      throw new ElicitationUnavailableError(
        { server: this.server, tool: this.tool },
        "",
        this.unavailable,
      );
    // Every stored resume value was consumed in answer(), so this always throws GraphInterrupt.
    insideNode(this.config!, () => pause({ requests: [...this.unanswered] }));
    throw new Error("elicitation: expected the graph to pause for unanswered questions");
  }
}

/** Starts the pushed-question scope of one tool call (see {@link PushedElicitationScope}). */
export function createPushedElicitationScope(call: PushedElicitationCall): PushedElicitationScope {
  return new PushedElicitationScope(call);
}
