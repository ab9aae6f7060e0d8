// The tasks requests of the 2025-11-25 wire (experimental, core): a task-augmented `tools/call`
// answered by `CreateTaskResult`, `tasks/get` (status), `tasks/result` (the tool's result; it
// blocks until the task ends and carries the task's questions meanwhile), `tasks/cancel`.
// Results are parsed with the SDK's own schemas.
import type { CallToolResult, RequestOptions } from "@modelcontextprotocol/client";
import {
  CallToolResultSchema,
  CancelTaskResultSchema,
  CreateTaskResultSchema,
  GetTaskResultSchema,
} from "@modelcontextprotocol/core";
import type { SdkClientLike } from "../client/port.js";

export type TaskStatus = "working" | "input_required" | "completed" | "failed" | "cancelled";

/** What `tasks/get` (and the creation) says of a task. */
export interface TaskState {
  taskId: string;
  status: TaskStatus;
  statusMessage?: string;
  /** The server's suggested wait between polls, in ms. */
  pollInterval?: number;
  ttl?: number | null;
}

export interface CreateTaskParams {
  name: string;
  arguments: Record<string, unknown>;
  task: { ttl?: number };
  _meta?: Record<string, unknown>;
}

export function isTerminal(status: TaskStatus): boolean {
  return status === "completed" || status === "failed" || status === "cancelled";
}

/** Sends the task-augmented `tools/call`; the server answers with the task it created. */
export async function createTask(
  sdk: SdkClientLike,
  params: CreateTaskParams,
  options: RequestOptions,
): Promise<TaskState> {
  const result = await sdk.request(
    { method: "tools/call", params },
    CreateTaskResultSchema,
    options,
  );
  return stateOf((result as { task: TaskState }).task);
}

export async function getTask(
  sdk: SdkClientLike,
  taskId: string,
  options: RequestOptions,
): Promise<TaskState> {
  return stateOf(
    (await sdk.request(
      { method: "tasks/get", params: { taskId } },
      GetTaskResultSchema,
      options,
    )) as TaskState,
  );
}

/** The tool's result (`tasks/result`): waits for the task to end. */
export async function taskResult(
  sdk: SdkClientLike,
  taskId: string,
  options: RequestOptions,
): Promise<CallToolResult> {
  return (await sdk.request(
    { method: "tasks/result", params: { taskId } },
    CallToolResultSchema,
    options,
  )) as CallToolResult;
}

export async function cancelTask(
  sdk: SdkClientLike,
  taskId: string,
  options: RequestOptions,
): Promise<void> {
  await sdk.request(
    { method: "tasks/cancel", params: { taskId } },
    CancelTaskResultSchema,
    options,
  );
}

function stateOf(task: TaskState): TaskState {
  const { taskId, status, statusMessage, pollInterval, ttl } = task;
  return { taskId, status, statusMessage, pollInterval, ttl };
}
