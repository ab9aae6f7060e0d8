// A tool call that runs as an MCP task: create the task once (recorded in the LangGraph
// checkpoint, see durable.ts), poll `tasks/get` at the server's pace inside the configured
// bounds, report each status to the graph's custom stream, answer its questions through
// interrupts, fetch the result. Aborting the call (signal, timeout) cancels the task.
// 2025-11-25 wire (wire.ts): the client creates the task (`runToolAsTask`), questions come over
// `tasks/result` (questions.ts), the result too. 2026-07-28 extension (wire2026.ts): the server
// answered a plain `tools/call` with a task (`followTask`), `tasks/get` carries the questions
// (answered with `tasks/update`) and the result.
import { setTimeout as wait } from "node:timers/promises";
import {
  ProtocolError,
  ProtocolErrorCode,
  type CallToolResult,
  type InputRequests,
  type RequestOptions,
} from "@modelcontextprotocol/client";
import {
  whileActive,
  type ActiveCall,
  type ElicitationHandler,
  type PortCall,
  type PortSession,
} from "../client/port.js";
import { cannotPause, currentNodeConfig } from "../elicitation/graph.js";
import { MCPTimeoutError } from "../errors.js";
import { onRecordedSession, sessionNoteOf } from "./boundSession.js";
import { createOnce } from "./durable.js";
import { MCPTaskCancelledError, MCPTaskGoneError } from "./errors.js";
import { nextPollDelay, taskSettings } from "./options.js";
import { dropParkedQuestion, TaskQuestions } from "./questions.js";
import type { SessionNote } from "./record.js";
import {
  cancelTask,
  createTask,
  getTask,
  isTerminal,
  taskResult,
  type CreateTaskParams,
  type TaskState,
} from "./wire.js";
import {
  cancelTask2026,
  getTask2026,
  taskFailure,
  updateTask,
  type DetailedTaskState,
} from "./wire2026.js";

/** A status update of a task, as written to LangGraph's custom stream. */
export interface MCPTaskStatusEvent {
  type: "mcp_task";
  server: string;
  tool: string;
  taskId: string;
  status: TaskState["status"];
  statusMessage?: string;
}

/** What the runner needs from the client that owns the call: its port, and the settings. */
export interface TaskCall extends PortCall {
  settings: ReturnType<typeof taskSettings>;
}

/**
 * What a client-created task call came to: its result, or (found before anything was sent) a
 * connection whose tasks are the 2026-07-28 extension, where the call is a plain `tools/call`
 * that declares it.
 */
export type TaskRunVerdict = { result: CallToolResult } | { plainCall: true };

/** A request that waits for a person: bounded by the call's signal, not the request timeout. */
const WAIT_FOR_PERSON_MS = 24 * 60 * 60 * 1000;

/** A task-augmented call of the 2025-11-25 wire: the client asks for the task. */
export async function runToolAsTask(call: TaskCall): Promise<TaskRunVerdict> {
  if (await call.send("task-step", async (session) => session.rules.tasksByExtension))
    return { plainCall: true };
  return { result: await createAndFollow(call) };
}

async function createAndFollow(call: TaskCall): Promise<CallToolResult> {
  const { server, tool } = call;
  let progress: { session: PortSession; token: string } | undefined;
  let sentOn: SessionNote | undefined;
  try {
    return await underBudget(call, async (budget) => {
      const created = await createOnce(
        () =>
          call.send("task-creation", async (session) => {
            sentOn = sessionNoteOf(session);
            const params: CreateTaskParams = { name: tool, arguments: call.args, task: {} };
            if (call.settings.ttl !== undefined) params.task.ttl = call.settings.ttl;
            const meta: Record<string, unknown> = { ...call.meta };
            if (call.onProgress && session.progress) {
              const token = session.progress.register(call.onProgress);
              progress = { session, token };
              meta.progressToken = token;
            }
            if (Object.keys(meta).length > 0) params._meta = meta;
            return createTask(session.sdk, params, budget.request);
          }),
        { saver: call.settings.checkpointer, source: { server, tool }, session: () => sentOn },
      );
      const task = (budget.task = created.task);
      // A task an earlier run created on a session of its own is polled on that session.
      return onRecordedSession(
        call,
        created.session,
        () => untilDone(call, task, budget.request, budget.signal, false),
        (error) => new MCPTaskGoneError({ server, tool }, task.taskId, error),
      );
    });
  } finally {
    if (progress) progress.session.progress!.release(progress.token);
  }
}

/** A `tools/call` the server answered with a task (2026-07-28 extension): polled to its end. */
export function followTask(call: TaskCall, created: TaskState): Promise<CallToolResult> {
  return underBudget(call, (budget) => {
    budget.task = created;
    return untilDone(call, created, budget.request, budget.signal, true);
  });
}

interface Budget {
  request: RequestOptions;
  signal: AbortSignal;
  /** The task, once there is one: what an abort cancels. */
  task?: TaskState;
}

/**
 * Runs `work` under the call's signal and timeout (for a task: the whole wait). When they stop
 * it after the task exists, the server is told (`tasks/cancel`) and the call fails with why.
 */
async function underBudget(
  call: TaskCall,
  work: (budget: Budget) => Promise<CallToolResult>,
): Promise<CallToolResult> {
  const { server, tool, options } = call;
  const source = { server, tool };
  const stop = new AbortController();
  const limit = options?.timeout ?? call.requestTimeout;
  let timedOut = false;
  const timer =
    limit === undefined
      ? undefined
      : setTimeout(() => {
          timedOut = true;
          stop.abort();
        }, limit);
  const onAbort = () => stop.abort(options?.signal?.reason);
  if (options?.signal?.aborted) onAbort();
  options?.signal?.addEventListener("abort", onAbort, { once: true });
  const budget: Budget = {
    request: { signal: stop.signal, timeout: call.requestTimeout },
    signal: stop.signal,
  };
  try {
    return await work(budget);
  } catch (error) {
    if (!stop.signal.aborted || budget.task === undefined) throw rethrown(error, timedOut, source);
    // Tell the server to stop the tool; the call fails with why it was stopped.
    const taskId = budget.task.taskId;
    dropParkedQuestion(server, taskId);
    const cancelled = { timeout: 5_000 };
    await call
      .send("task-step", (session) =>
        session.rules.tasksByExtension
          ? cancelTask2026(session.sdk, taskId, cancelled)
          : cancelTask(session.sdk, taskId, cancelled),
      )
      .catch(() => undefined);
    throw rethrown(error, timedOut, source);
  } finally {
    clearTimeout(timer);
    options?.signal?.removeEventListener("abort", onAbort);
  }
}

async function untilDone(
  call: TaskCall,
  created: TaskState,
  request: RequestOptions,
  signal: AbortSignal,
  /** The 2026-07-28 extension's wire (`EraRules.tasksByExtension`), else 2025-11-25's. */
  byExtension: boolean,
): Promise<CallToolResult> {
  const { server, tool } = call;
  const taskId = created.taskId;
  const report = statusReporter(call, taskId);
  const gone = (error: unknown) =>
    error instanceof ProtocolError && error.code === ProtocolErrorCode.InvalidParams
      ? new MCPTaskGoneError({ server, tool }, taskId, error)
      : error;
  const questions = byExtension ? new InputRounds(call, taskId, request) : undefined;
  let state: DetailedTaskState = created;
  for (;;) {
    report(state);
    if (isTerminal(state.status)) break;
    if (state.status === "input_required") {
      if (!questions) return await withQuestions(call, taskId, signal, gone);
      await questions.answer(state).catch((error: unknown) => {
        throw gone(error);
      });
    }
    await wait(nextPollDelay(state.pollInterval, call.settings.pollInterval), undefined, {
      signal,
    });
    try {
      state = await call.send("task-step", (session) =>
        byExtension
          ? getTask2026(session.sdk, taskId, request)
          : getTask(session.sdk, taskId, request),
      );
    } catch (error) {
      throw gone(error);
    }
  }
  if (state.status === "cancelled")
    throw new MCPTaskCancelledError({ server, tool }, taskId, state.statusMessage);
  if (byExtension) {
    if (state.status === "failed" || state.result === undefined) throw taskFailure(state);
    return state.result;
  }
  try {
    return await call.send("task-step", (session) => taskResult(session.sdk, taskId, request));
  } catch (error) {
    throw gone(error);
  }
}

/**
 * A task's questions on the 2026-07-28 wire: each `tasks/get` in `input_required` shows every
 * open question by key; the ones not answered yet form a round, resolved as a call's
 * `input_required` round (the interrupt inside a graph) and answered with `tasks/update`. Keys
 * already answered are not asked again while the server has not caught up. A run resumed in a
 * new process reads the open questions from `tasks/get` again.
 */
class InputRounds {
  readonly #answered = new Set<string>();
  #round = 0;

  constructor(
    readonly call: TaskCall,
    readonly taskId: string,
    readonly request: RequestOptions,
  ) {}

  async answer(state: DetailedTaskState): Promise<void> {
    const open = Object.entries(state.inputRequests ?? {}).filter(
      ([key]) => !this.#answered.has(key),
    );
    if (open.length === 0) return;
    const { responses, failure } = await this.call.resolveInput(
      Object.fromEntries(open) as InputRequests,
      ++this.#round,
    );
    for (const key of Object.keys(responses)) this.#answered.add(key);
    const send = (session: PortSession) =>
      updateTask(session.sdk, this.taskId, responses, this.request);
    if (failure) {
      // Tell the server the questions were cancelled, then fail the call.
      await this.call.send("task-step", send).catch(() => undefined);
      throw failure;
    }
    await this.call.send("task-step", send);
  }
}

/**
 * `tasks/result` while the task waits for input: the server asks its questions over it. Inside
 * a graph that can pause (and unless the client answers itself), a question pauses the run.
 */
async function withQuestions(
  call: TaskCall,
  taskId: string,
  signal: AbortSignal,
  gone: (error: unknown) => unknown,
): Promise<CallToolResult> {
  const { server, tool, args, options } = call;
  const config = currentNodeConfig();
  let handler: ElicitationHandler | undefined = options?.elicitationHandler;
  let questions: TaskQuestions | undefined;
  if (!call.ownElicitationHandler && cannotPause(config) === undefined) {
    questions = new TaskQuestions({ server, tool, args, taskId }, config);
    questions.answerParked();
    handler = questions.handler as unknown as ElicitationHandler;
  }
  const parked = new AbortController();
  questions?.whenParked(() => parked.abort());
  const active: ActiveCall = { tool, elicitationHandler: handler };
  try {
    const result = await call.send("task-step", (session) =>
      whileActive(session, active, () =>
        taskResult(session.sdk, taskId, {
          signal: AbortSignal.any([signal, parked.signal]),
          timeout: WAIT_FOR_PERSON_MS,
        }),
      ),
    );
    if (active.failure) throw active.failure;
    return result;
  } catch (error) {
    if (parked.signal.aborted && !signal.aborted) questions!.pauseIfParked();
    throw gone(error);
  }
}

/** Writes each new status of the task to the graph's custom stream, when there is one. */
function statusReporter(call: TaskCall, taskId: string): (state: TaskState) => void {
  const writer = (call.options?.config as { writer?: (chunk: unknown) => void } | undefined)
    ?.writer;
  let last = "";
  return (state) => {
    const seen = `${state.status}\0${state.statusMessage ?? ""}`;
    if (!writer || seen === last) return;
    last = seen;
    const event: MCPTaskStatusEvent = {
      type: "mcp_task",
      server: call.server,
      tool: call.tool,
      taskId,
      status: state.status,
    };
    if (state.statusMessage !== undefined) event.statusMessage = state.statusMessage;
    writer(event);
  };
}

function rethrown(error: unknown, timedOut: boolean, source: { server: string; tool: string }) {
  return timedOut ? new MCPTimeoutError(source, error) : error;
}
