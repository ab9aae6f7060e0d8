// The tasks requests of the 2026-07-28 wire (the extension `io.modelcontextprotocol/tasks`):
// the client declares the extension in a `tools/call`'s per-request capabilities; the server
// alone decides to answer with a task (`resultType: "task"`); `tasks/get` shows the task's
// status, its questions (`inputRequests`) and, once it ended, its `result` or `error`;
// `tasks/update` answers the questions (`inputResponses`); `tasks/cancel` asks it to stop.
// The SDK has no schemas for these: ours are loose (zod), read defensively.
import {
  ProtocolError,
  type CallToolResult,
  type RequestOptions,
} from "@modelcontextprotocol/client";
import { z } from "zod";
import type { SdkClientLike } from "../client/port.js";
import type { TaskState, TaskStatus } from "./wire.js";

export const TASKS_EXTENSION = "io.modelcontextprotocol/tasks";

/** The `_meta` key of a request's per-request client capabilities (2026-07-28). */
const CLIENT_CAPABILITIES_META = "io.modelcontextprotocol/clientCapabilities";

/** `_meta` key of the stand-in that carries a task answer through the SDK (see `standInForTask`). */
const TASK_META_KEY = "dev.langchain-mcp-bridge/task";

const STATUSES: readonly TaskStatus[] = [
  "working",
  "input_required",
  "completed",
  "failed",
  "cancelled",
];

/** What `tasks/get` says of a task on this wire, beyond its state. */
export interface DetailedTaskState extends TaskState {
  inputRequests?: Record<string, { method: string; params?: Record<string, unknown> }>;
  result?: CallToolResult;
  error?: { code: number; message: string; data?: unknown };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const TaskSchema = z
  .object({
    taskId: z.string(),
    status: z.enum(STATUSES as [TaskStatus, ...TaskStatus[]]),
    statusMessage: z.string().optional(),
    pollIntervalMs: z.number().optional(),
    ttlMs: z.number().nullable().optional(),
    inputRequests: z.record(z.string(), z.unknown()).optional(),
    result: z.record(z.string(), z.unknown()).optional(),
    error: z.record(z.string(), z.unknown()).optional(),
  })
  .passthrough();

const AckSchema = z.object({}).passthrough();

function stateOf(task: z.infer<typeof TaskSchema>): DetailedTaskState {
  const state: DetailedTaskState = { taskId: task.taskId, status: task.status };
  if (task.statusMessage !== undefined) state.statusMessage = task.statusMessage;
  if (task.pollIntervalMs !== undefined) state.pollInterval = task.pollIntervalMs;
  if (task.ttlMs !== undefined) state.ttl = task.ttlMs;
  if (task.inputRequests !== undefined)
    state.inputRequests = task.inputRequests as DetailedTaskState["inputRequests"];
  if (task.result !== undefined) state.result = task.result as CallToolResult;
  if (task.error !== undefined) state.error = task.error as DetailedTaskState["error"];
  return state;
}

/** Whether a server's capabilities declare the extension (`extensions["io.modelcontextprotocol/tasks"]`). */
export function offersTasks(capabilities: Record<string, unknown> | undefined): boolean {
  const extensions = capabilities?.extensions;
  return isRecord(extensions) && extensions[TASKS_EXTENSION] !== undefined;
}

/**
 * `_meta` for a `tools/call` that declares the extension. Per-request capabilities replace the
 * ones the SDK would send, so they are the connection's own plus the extension.
 */
export function declaringTasks(
  meta: Record<string, unknown> | undefined,
  capabilities: Record<string, unknown>,
): Record<string, unknown> {
  const extensions = isRecord(capabilities.extensions) ? capabilities.extensions : {};
  return {
    ...meta,
    [CLIENT_CAPABILITIES_META]: {
      ...capabilities,
      extensions: { ...extensions, [TASKS_EXTENSION]: {} },
    },
  };
}

/**
 * THE SDK WORKAROUND (the only one for this wire). The SDK 2.4 client's result decoding rejects
 * any `resultType` but "complete" and "input_required" ("Unsupported result type 'task'"), for
 * `callTool` and for `request()` with a schema of our own alike, and drops the result; it has no
 * hook for another result type. So, on the wire (the transport's message callback, before the
 * SDK reads it), a task answer to `tools/call` becomes an empty complete result that carries the
 * task in `_meta`; `taskIn` reads it back. A server may only answer so a call that declared the
 * extension (`declaringTasks`).
 */
export function standInForTask(message: unknown): void {
  if (!isRecord(message) || message.id === undefined || !isRecord(message.result)) return;
  const result = message.result;
  if (result.resultType !== "task") return;
  const parsed = TaskSchema.safeParse(result);
  if (!parsed.success) return; // left for the SDK to reject
  const { inputRequests: _i, result: _r, error: _e, ...task } = stateOf(parsed.data);
  message.result = standIn(task, isRecord(result._meta) ? result._meta : undefined);
}

/** A complete `tools/call` result that stands for `task` (also what a resumed run replays). */
export function standIn(task: TaskState, meta?: Record<string, unknown>): CallToolResult {
  return { resultType: "complete", content: [], _meta: { ...meta, [TASK_META_KEY]: task } };
}

/** The task a `tools/call` was answered with, or undefined for a plain result. */
export function taskIn(result: CallToolResult): TaskState | undefined {
  const task = result._meta?.[TASK_META_KEY];
  return isRecord(task) && typeof task.taskId === "string"
    ? (task as unknown as TaskState)
    : undefined;
}

export async function getTask2026(
  sdk: SdkClientLike,
  taskId: string,
  options: RequestOptions,
): Promise<DetailedTaskState> {
  const task = await sdk.request({ method: "tasks/get", params: { taskId } }, TaskSchema, options);
  return stateOf(task as z.infer<typeof TaskSchema>);
}

/** Answers the task's questions: `tasks/update` with `inputResponses` by the server's keys. */
export async function updateTask(
  sdk: SdkClientLike,
  taskId: string,
  inputResponses: Record<string, unknown>,
  options: RequestOptions,
): Promise<void> {
  await sdk.request(
    { method: "tasks/update", params: { taskId, inputResponses } },
    AckSchema,
    options,
  );
}

export async function cancelTask2026(
  sdk: SdkClientLike,
  taskId: string,
  options: RequestOptions,
): Promise<void> {
  await sdk.request({ method: "tasks/cancel", params: { taskId } }, AckSchema, options);
}

/** The JSON-RPC error a failed task carries, as the SDK's error for it. */
export function taskFailure(state: DetailedTaskState): ProtocolError {
  const error = state.error;
  return new ProtocolError(
    typeof error?.code === "number" ? error.code : -32603,
    typeof error?.message === "string" ? error.message : (state.statusMessage ?? "the task failed"),
    error?.data,
  );
}
