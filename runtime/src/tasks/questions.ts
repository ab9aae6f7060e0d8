// A task's questions on the 2025-11-25 wire: while a task is `input_required`, the server asks
// `elicitation/create` over the `tasks/result` request. An interrupt cannot hold that request
// open, so the question is parked: its answer stays pending (the server keeps waiting), the
// run pauses with the question, and the resumed run (in this process) answers the parked
// question from the resume value. A new process has no parked question to answer: the
// 2025-11-25 wire keeps the question only in the live request (see docs/tasks.md).
import {
  currentNodeConfig,
  insideNode,
  nextResumeValue,
  pause,
  type NodeRunConfig,
} from "../elicitation/graph.js";
import { responsesIn } from "../elicitation/inputRequired.js";
import { pushedElicitationKey } from "../elicitation/keys.js";
import type {
  ElicitationAnswer,
  ElicitationRequest,
  ElicitationRequestedSchema,
} from "../elicitation/types.js";
import { decideAnswers } from "../elicitation/reask.js";

interface ParkedQuestion {
  request: ElicitationRequest;
  answer(answer: ElicitationAnswer): void;
}

/** Questions waiting for a person, by server and task id (one per task: the server waits on it). */
const parked = new Map<string, ParkedQuestion>();

/** A stopped task's parked question is answered "cancel" and forgotten. */
export function dropParkedQuestion(server: string, taskId: string): void {
  const key = `${server}\0${taskId}`;
  parked.get(key)?.answer({ action: "cancel" });
  parked.delete(key);
}

export interface TaskQuestionCall {
  server: string;
  tool: string;
  args: Record<string, unknown>;
  taskId: string;
}

/** One run of a tool's task through its questions (a node run inside a graph that can pause). */
export class TaskQuestions {
  readonly #call: TaskQuestionCall;
  readonly #config: NodeRunConfig;
  readonly #parkedKey: string;
  #asked = 0;
  #onPark: (() => void) | undefined;

  constructor(call: TaskQuestionCall, config: NodeRunConfig = currentNodeConfig()!) {
    this.#call = call;
    this.#config = config;
    this.#parkedKey = `${call.server}\0${call.taskId}`; // as in dropParkedQuestion
  }

  /**
   * Answers the question an earlier run parked, from the resume value; pauses the run again
   * (throws the interrupt) when the value has no answer to it. Nothing parked: returns.
   */
  answerParked(): void {
    const question = parked.get(this.#parkedKey);
    if (!question) return;
    const decided = this.#decide(question.request);
    // No answer, or one that does not fit the form: asked again (with what was wrong), still parked.
    if (decided.answer === undefined) this.#pause(decided.askAgain);
    parked.delete(this.#parkedKey);
    question.answer(decided.answer);
  }

  /** Calls `onPark` when a question arrived that the run must pause for. */
  whenParked(onPark: () => void): void {
    this.#onPark = onPark;
  }

  /** After `tasks/result` was stopped for a parked question: throws the interrupt. */
  pauseIfParked(): void {
    const question = parked.get(this.#parkedKey);
    if (question) this.#pause(question.request);
  }

  /** The `elicitation/create` handler while this task's result is awaited. */
  readonly handler = async (params: {
    message?: unknown;
    requestedSchema?: unknown;
  }): Promise<ElicitationAnswer> => {
    const { server, tool, args } = this.#call;
    const message = typeof params.message === "string" ? params.message : "";
    const request: ElicitationRequest = {
      key: pushedElicitationKey({ server, tool, args, index: this.#asked++, message }),
      server,
      tool,
      message,
      requestedSchema: (params.requestedSchema ?? {
        type: "object",
        properties: {},
      }) as ElicitationRequestedSchema,
    };
    const decided = this.#decide(request);
    if (decided.answer !== undefined) return decided.answer;
    return new Promise<ElicitationAnswer>((answer) => {
      parked.set(this.#parkedKey, { request: decided.askAgain, answer });
      this.#onPark?.();
    });
  };

  /**
   * The latest answer to `request` in this node's resume values, decided (reask.ts): a valid one
   * is the answer; an invalid one reads on (a later resume may hold its correction), and with
   * none left the question is asked again with what was wrong.
   */
  #decide(request: ElicitationRequest): {
    answer?: ElicitationAnswer;
    askAgain: ElicitationRequest;
  } {
    const answers: Record<string, unknown> = {};
    let askAgain = request;
    for (;;) {
      const next = insideNode(this.#config, () => nextResumeValue({ requests: [askAgain] }));
      if (next === undefined) return { askAgain };
      Object.assign(answers, responsesIn(next.value));
      if (answers[request.key] === undefined) continue;
      const decision = decideAnswers([request], { [request.key]: answers[request.key] });
      const answer = decision.answers[request.key];
      if (answer !== undefined) return { answer, askAgain };
      askAgain = decision.askAgain[0];
    }
  }

  #pause(request: ElicitationRequest): never {
    insideNode(this.#config, () => pause({ requests: [request] }));
    throw new Error("tasks: expected the graph to pause for a question");
  }
}
