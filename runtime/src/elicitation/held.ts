// Legacy pushed questions held open across a graph pause. While this process lives, the
// `elicitation/create` request a legacy server pushed stays unanswered when the graph pauses;
// the resumed tool run finds it here, answers it with the resume value, and awaits the original
// call's result, so the server's tool runs once. A hold ends (answered `cancel`) at the call's
// request timeout, when the call settles by itself, or when a question arrives while no tool run
// is attached; a resume that finds no hold replays the call (pushed.ts).
import { parkableCall, type ParkableCall } from "../client/serverRequests.js";
import { canonicalJson } from "./keys.js";
import type { NodeRunConfig } from "./graph.js";
import type { ElicitationAnswer, ElicitationRequest } from "./types.js";

/** The SDK's default request timeout, for a call that names none. */
export const DEFAULT_HOLD_MS = 60_000;

const CANCEL: ElicitationAnswer = { action: "cancel" };

/** How a call ended: never a rejected promise, so a held call cannot reject unhandled. */
export type Outcome<T> = { value: T; error?: undefined } | { error: unknown };

/** What answers the questions of a held call: the scope of the tool run attached to it. */
export interface QuestionAnswerer {
  answer(params: Record<string, unknown>): ElicitationAnswer | Promise<ElicitationAnswer>;
}

/** What identifies one tool call again when its graph task is resumed. */
export interface HoldIdentity {
  /** The client the call runs on: another client (a fresh adapter) never takes the hold. */
  owner: object;
  server: string;
  tool: string;
  args: Record<string, unknown>;
  config: NodeRunConfig | undefined;
  toolCallId: string | undefined;
}

/** Whether a call under `config` can be resumed, so held: it runs in a thread. */
export function inThread(config: NodeRunConfig | undefined): boolean {
  const thread = config?.configurable?.thread_id;
  return typeof thread === "string" || typeof thread === "number";
}

/**
 * The registry key of a call: thread, checkpoint namespace (stable for a resumed task), tool
 * call id, and the call itself. Made only when a registry entry is read or written (the
 * arguments may be large).
 */
function holdKey(identity: HoldIdentity): string {
  const configurable = identity.config?.configurable ?? {};
  const { server, tool, args, toolCallId } = identity;
  return canonicalJson([
    configurable.thread_id,
    configurable.checkpoint_ns ?? "",
    toolCallId ?? "",
    server,
    tool,
    args,
  ]);
}

/** One tool call in flight whose pushed question may be held across a pause. */
export class HeldCall<T> {
  readonly #identity: HoldIdentity;
  #keyMade: string | undefined;
  readonly #deadline: number;
  #outcome: Promise<Outcome<T>> | undefined;
  #settled = false;
  #answerer: QuestionAnswerer | undefined;
  #pending: { request: ElicitationRequest; reply: (answer: ElicitationAnswer) => void } | undefined;
  #wake: (() => void) | undefined;
  #timer: NodeJS.Timeout | undefined;
  #asked = 0;
  #parking: ParkableCall | undefined;
  /** The call's signal: follows the signal of the tool run attached, none while parked. */
  readonly #abort = new AbortController();
  #unfollow: (() => void) | undefined;

  constructor(identity: HoldIdentity, timeoutMs: number) {
    this.#identity = identity;
    this.#deadline = Date.now() + timeoutMs;
  }

  /**
   * Sends the call with the call's own signal (aborted when the attached run's is: a first run's
   * signal aborted after its pause, such as a finished HTTP request's, leaves the held call be);
   * its pushed questions go to the attached tool run's answerer.
   */
  start(
    send: (ask: (params: Record<string, unknown>) => unknown, signal: AbortSignal) => Promise<T>,
  ): void {
    const sent = send((params) => this.#ask(params), this.#abort.signal);
    this.#outcome = sent.then(
      (value) => ({ value }),
      (error: unknown) => ({ error }),
    );
    void this.#outcome.then(() => {
      this.#settled = true;
      this.#follow(undefined);
      this.release();
    });
  }

  /** Points the call's questions, and its abort, at a tool run (the first or the resumed one). */
  attach(answerer: QuestionAnswerer, signal: AbortSignal | undefined): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    this.#parking?.unpark();
    this.#answerer = answerer;
    this.#follow(signal);
  }

  #follow(signal: AbortSignal | undefined): void {
    this.#unfollow?.();
    this.#unfollow = undefined;
    if (signal === undefined) return;
    if (signal.aborted) return this.#abort.abort(signal.reason);
    const abort = () => this.#abort.abort(signal.reason);
    signal.addEventListener("abort", abort, { once: true });
    this.#unfollow = () => signal.removeEventListener("abort", abort);
  }

  /** Questions the server pushed during this call so far (the next one's key index). */
  get asked(): number {
    return this.#asked;
  }

  /** The question waiting for an answer, if any. */
  get held(): ElicitationRequest | undefined {
    return this.#pending?.request;
  }

  /**
   * Leaves `request` unanswered on the wire and wakes the tool run waiting in {@link next}; or
   * undefined when it cannot be held (the call settled, a question is held already, no tool run
   * is attached, or the session cannot tell its call for sure).
   */
  tryHold(request: ElicitationRequest): Promise<ElicitationAnswer> | undefined {
    if (this.#settled || this.#pending !== undefined || this.#answerer === undefined)
      return undefined;
    const parking = parkableCall();
    if (parking === undefined) return undefined;
    this.#parking = parking;
    const answered = new Promise<ElicitationAnswer>((reply) => {
      this.#pending = { request, reply };
    });
    const wake = this.#wake;
    this.#wake = undefined;
    wake?.();
    return answered;
  }

  /** Sends `answer` for the held question. */
  reply(answer: ElicitationAnswer): void {
    const pending = this.#pending;
    this.#pending = undefined;
    pending?.reply(answer);
  }

  /** The call's outcome, or undefined as soon as a question is held (the run must pause). */
  next(): Promise<Outcome<T> | undefined> {
    if (this.#pending !== undefined) return Promise.resolve(undefined);
    const held = new Promise<undefined>((resolve) => {
      this.#wake = () => resolve(undefined);
    });
    return Promise.race([this.#outcome!, held]);
  }

  /**
   * Detaches the paused tool run and keeps the call for the resume, until the call's request
   * timeout (the timer never keeps the process alive).
   */
  park(): void {
    this.#answerer = undefined;
    this.#follow(undefined);
    if (this.#settled || this.#pending === undefined) return;
    this.#parking?.park();
    // One hold per tool call: one parked earlier by another client is not resumed any more.
    const earlier = heldCalls.get(this.#key);
    if (earlier !== undefined && earlier !== this) earlier.release();
    heldCalls.set(this.#key, this as HeldCall<unknown>);
    this.#timer = setTimeout(() => this.release(), Math.max(0, this.#deadline - Date.now()));
    this.#timer.unref();
  }

  /** Ends the hold: the held question (if any) is answered `cancel`, the entry dropped. */
  release(): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    // Only a parked call has its key made, and may be in the registry.
    const key = this.#keyMade;
    if (key !== undefined && heldCalls.get(key) === this) heldCalls.delete(key);
    this.#parking?.unpark();
    this.reply(CANCEL);
  }

  /** Takes the call parked for the same tool call on the same client, if it still holds a question. */
  static take<T>(identity: HoldIdentity): HeldCall<T> | undefined {
    if (heldCalls.size === 0) return undefined;
    const key = holdKey(identity);
    const found = heldCalls.get(key);
    if (found === undefined || found.#identity.owner !== identity.owner) return undefined;
    if (found.#pending === undefined) return undefined;
    heldCalls.delete(key);
    return found as HeldCall<T>;
  }

  get #key(): string {
    return (this.#keyMade ??= holdKey(this.#identity));
  }

  #ask(params: Record<string, unknown>): ElicitationAnswer | Promise<ElicitationAnswer> {
    this.#asked++;
    // Between the pause and the resume nothing can answer: the hold ends, the resume replays.
    if (this.#answerer === undefined) {
      this.release();
      return CANCEL;
    }
    return this.#answerer.answer(params);
  }
}

/** The calls parked in this process, by {@link holdKey}. */
const heldCalls = new Map<string, HeldCall<unknown>>();

/** How many calls are parked (for tests and diagnostics). */
export function heldCallCount(): number {
  return heldCalls.size;
}
