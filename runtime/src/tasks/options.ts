// When a tool call runs as an MCP task (the `tasks` option), how often its task is polled, and
// where a created task is recorded with an awaited write (the graph's checkpointer).
import type { BaseCheckpointSaver } from "@langchain/langgraph";
import { MCPConfigError } from "../errors.js";

/** A tool's `execution.taskSupport` (absent means "forbidden"). */
export type TaskSupport = "forbidden" | "optional" | "required";

/** `"auto"` (default): tasks for tools that require them; `"always"`: also where optional; `"never"`. */
export type TaskMode = "auto" | "always" | "never";

export interface TaskSettings {
  mode?: TaskMode;
  /**
   * Bounds in ms on the interval between two `tasks/get` polls: the server's `pollInterval` hint
   * is kept inside them (default `{ min: 100, max: 5000 }`; 1000 when the server gives none).
   */
  pollInterval?: { min?: number; max?: number };
  /** The task's requested time to live in ms, sent as `task.ttl` (default: the server's choice). */
  ttl?: number;
  /**
   * The checkpointer the graph runs with (the same object). Each created task is recorded in it,
   * and the write awaited, before the task is polled: a worker killed right after the server
   * answered leaves the task id to the resumed run (LangGraph's own write of it is not awaited).
   * On a legacy HTTP server that binds tasks to sessions, the session is recorded too, and a
   * resumed run polls the task on that session (docs/deploy.md).
   */
  checkpointer?: BaseCheckpointSaver;
}

/** The `tasks` option of MCPClient and MCPAdapter: a mode, or settings. */
export type TasksOption = TaskMode | TaskSettings;

const MODES: readonly TaskMode[] = ["auto", "always", "never"];
const ACCEPTED = `"auto", "always", "never", or { mode?, pollInterval?: { min?, max? }, ttl?, checkpointer? } (times in ms)`;
const KEYS = ["mode", "pollInterval", "ttl", "checkpointer"];

function invalid(problem: string): never {
  throw new MCPConfigError(`Invalid option "tasks": ${problem}. Accepted: ${ACCEPTED}`);
}

const isMs = (value: unknown) =>
  value === undefined || (typeof value === "number" && Number.isFinite(value) && value >= 0);

/** Throws an `MCPConfigError` naming what is wrong with a `tasks` option. */
export function validateTasksOption(value: unknown): void {
  if (value === undefined) return;
  if (typeof value === "string") {
    if (!MODES.includes(value as TaskMode)) invalid(`unknown mode "${value}"`);
    return;
  }
  if (typeof value !== "object" || value === null || Array.isArray(value))
    invalid(Array.isArray(value) ? "an array" : value === null ? "null" : `a ${typeof value}`);
  const settings = value as Record<string, unknown>;
  const unknown = Object.keys(settings).filter((k) => !KEYS.includes(k));
  if (unknown.length > 0) invalid(`unknown key ${unknown.map((k) => `"${k}"`).join(", ")}`);
  if (settings.mode !== undefined && !MODES.includes(settings.mode as TaskMode))
    invalid(`unknown mode ${JSON.stringify(settings.mode)}`);
  if (!isMs(settings.ttl)) invalid('"ttl" must be a number of ms');
  const saver = settings.checkpointer as Record<string, unknown> | undefined;
  if (
    saver !== undefined &&
    (typeof saver?.put !== "function" || typeof saver.getTuple !== "function")
  )
    invalid('"checkpointer" must be a LangGraph checkpointer (put, getTuple)');
  const poll = settings.pollInterval as Record<string, unknown> | undefined;
  if (poll !== undefined) {
    if (typeof poll !== "object" || poll === null) invalid('"pollInterval" must be { min?, max? }');
    if (!isMs(poll.min) || !isMs(poll.max)) invalid('"pollInterval" bounds must be numbers of ms');
    if (typeof poll.min === "number" && typeof poll.max === "number" && poll.min > poll.max)
      invalid('"pollInterval.min" is above "pollInterval.max"');
  }
}

/** The option as settings, with every default filled in. */
export function taskSettings(option: TasksOption | undefined): Required<
  Omit<TaskSettings, "checkpointer">
> & {
  pollInterval: { min: number; max: number };
  checkpointer?: BaseCheckpointSaver;
} {
  const settings = typeof option === "string" ? { mode: option } : (option ?? {});
  return {
    mode: settings.mode ?? "auto",
    pollInterval: {
      min: settings.pollInterval?.min ?? 100,
      max: settings.pollInterval?.max ?? 5000,
    },
    ttl: settings.ttl as number,
    checkpointer: settings.checkpointer,
  };
}

/** A listed tool's task support, read defensively (servers may send anything). */
export function taskSupportOf(tool: { execution?: unknown } | undefined): TaskSupport {
  const support = (tool?.execution as { taskSupport?: unknown } | undefined)?.taskSupport;
  return support === "required" || support === "optional" ? support : "forbidden";
}

/** Whether a call of a tool with this support runs as a task under this option. */
export function runsAsTask(support: TaskSupport, option: TasksOption | undefined): boolean {
  const { mode } = taskSettings(option);
  if (mode === "never" || support === "forbidden") return false;
  return support === "required" || mode === "always";
}

/** Whether a tool can be offered at all: a task-only tool needs tasks enabled. */
export function canOffer(support: TaskSupport, option: TasksOption | undefined): boolean {
  return support !== "required" || taskSettings(option).mode !== "never";
}

/** The wait before the next poll: the server's hint, kept inside the configured bounds. */
export function nextPollDelay(hint: unknown, bounds: { min: number; max: number }): number {
  const wanted = typeof hint === "number" && Number.isFinite(hint) && hint >= 0 ? hint : 1000;
  return Math.min(bounds.max, Math.max(bounds.min, wanted));
}
