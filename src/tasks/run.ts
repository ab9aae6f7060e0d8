// A tool call that runs as an MCP task (2025-11-25 wire): create the task once (recorded in the
// LangGraph checkpoint, see durable.ts), poll `tasks/get` at the server's pace inside the
// configured bounds, report each status to the graph's custom stream, answer its questions
// through interrupts, fetch the result. Aborting the call (signal, timeout) cancels the task.
import { setTimeout as wait } from "node:timers/promises";
import {
  ProtocolError,
  ProtocolErrorCode,
  type CallToolResult,
  type RequestOptions,
} from "@modelcontextprotocol/client";
import type { SdkSession } from "../client/connection.js";
import { endActiveCall, type ActiveCall } from "../client/serverRequests.js";
import type { CallToolOptions, ElicitationHandler } from "../client/types.js";
import { cannotPause, currentNodeConfig } from "../elicitation/graph.js";
import { MCPTimeoutError, NotImplementedError } from "../errors.js";
import { createOnce } from "./durable.js";
import { MCPTaskCancelledError, MCPTaskGoneError } from "./errors.js";
import { nextPollDelay, taskSettings } from "./options.js";
import { dropParkedQuestion, TaskQuestions } from "./questions.js";
import {
  cancelTask,
  createTask,
  getTask,
  isTerminal,
  taskResult,
  type CreateTaskParams,
  type TaskState,
} from "./wire.js";

/** A status update of a task, as written to LangGraph's custom stream. */
export interface MCPTaskStatusEvent {
  type: "mcp_task";
  server: string;
  tool: string;
  taskId: string;
  status: TaskState["status"];
  statusMessage?: string;
}

/** What the runner needs from the client that owns the call. */
export interface TaskCall {
  server: string;
  tool: string;
  args: Record<string, unknown>;
  options: CallToolOptions | undefined;
  settings: ReturnType<typeof taskSettings>;
  /** The client's default request timeout (ms). */
  requestTimeout: number | undefined;
  /** Progress of the call (the client's handler and the call's own), when anyone listens. */
  onProgress:
    ((progress: { progress: number; total?: number; message?: string }) => void) | undefined;
  /** Whether the client answers questions itself (its own `elicitationHandler`). */
  ownElicitationHandler: boolean;
  /**
   * Runs `send` on one of the client's sessions. `replayable: false` (the task-creating call)
   * is never sent again on a new connection: that could start the tool twice.
   */
  onSession<T>(send: (session: SdkSession) => Promise<T>, replayable: boolean): Promise<T>;
}

/** What a modern (2026-07-28) server is told it cannot have yet: see docs/tasks.md. */
const MODERN_TASKS = "tasks (the 2026-07-28 extension io.modelcontextprotocol/tasks)";

/** A request that waits for a person: bounded by the call's signal, not the request timeout. */
const WAIT_FOR_PERSON_MS = 24 * 60 * 60 * 1000;

export async function runToolAsTask(call: TaskCall): Promise<CallToolResult> {
  const { server, tool, options } = call;
  const source = { server, tool };
  const stop = new AbortController();
  const budget = options?.timeout ?? call.requestTimeout;
  let timedOut = false;
  const timer =
    budget === undefined
      ? undefined
      : setTimeout(() => {
          timedOut = true;
          stop.abort();
        }, budget);
  const onAbort = () => stop.abort(options?.signal?.reason);
  if (options?.signal?.aborted) onAbort();
  options?.signal?.addEventListener("abort", onAbort, { once: true });
  const request: RequestOptions = { signal: stop.signal, timeout: call.requestTimeout };

  let progress: { session: SdkSession; token: string } | undefined;
  let task: TaskState | undefined;
  try {
    task = await createOnce(() =>
      call.onSession(async (session) => {
        if (session.era === "modern") throw new NotImplementedError(MODERN_TASKS, source);
        const params: CreateTaskParams = { name: tool, arguments: call.args, task: {} };
        if (call.settings.ttl !== undefined) params.task.ttl = call.settings.ttl;
        const meta: Record<string, unknown> = { ...options?._meta };
        if (call.onProgress && session.progress) {
          const token = session.progress.register(call.onProgress);
          progress = { session, token };
          meta.progressToken = token;
        }
        if (Object.keys(meta).length > 0) params._meta = meta;
        return createTask(session.sdk, params, request);
      }, false),
    );
    return await untilDone(call, task, request, stop.signal);
  } catch (error) {
    if (!stop.signal.aborted || task === undefined) throw rethrown(error, timedOut, source);
    // Tell the server to stop the tool; the call fails with why it was stopped.
    const taskId = task.taskId;
    dropParkedQuestion(server, taskId);
    await call
      .onSession((session) => cancelTask(session.sdk, taskId, { timeout: 5_000 }), true)
      .catch(() => undefined);
    throw rethrown(error, timedOut, source);
  } finally {
    clearTimeout(timer);
    options?.signal?.removeEventListener("abort", onAbort);
    if (progress) progress.session.progress!.release(progress.token);
  }
}

async function untilDone(
  call: TaskCall,
  created: TaskState,
  request: RequestOptions,
  signal: AbortSignal,
): Promise<CallToolResult> {
  const { server, tool } = call;
  const taskId = created.taskId;
  const report = statusReporter(call, taskId);
  const gone = (error: unknown) =>
    error instanceof ProtocolError && error.code === ProtocolErrorCode.InvalidParams
      ? new MCPTaskGoneError({ server, tool }, taskId, error)
      : error;
  let state = created;
  for (;;) {
    report(state);
    if (isTerminal(state.status)) break;
    if (state.status === "input_required") return await withQuestions(call, taskId, signal, gone);
    await wait(nextPollDelay(state.pollInterval, call.settings.pollInterval), undefined, {
      signal,
    });
    try {
      state = await call.onSession((session) => getTask(session.sdk, taskId, request), true);
    } catch (error) {
      throw gone(error);
    }
  }
  if (state.status === "cancelled")
    throw new MCPTaskCancelledError({ server, tool }, taskId, state.statusMessage);
  try {
    return await call.onSession((session) => taskResult(session.sdk, taskId, request), true);
  } catch (error) {
    throw gone(error);
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
    const result = await call.onSession(async (session) => {
      session.active.add(active);
      try {
        return await taskResult(session.sdk, taskId, {
          signal: AbortSignal.any([signal, parked.signal]),
          timeout: WAIT_FOR_PERSON_MS,
        });
      } finally {
        endActiveCall(session.active, active);
      }
    }, true);
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
