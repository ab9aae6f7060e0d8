// Errors of tool calls that run as MCP tasks.
import { MCPError, type ErrorSource } from "../errors.js";

type TaskSource = ErrorSource & { tool: string };

/** A failure of one task of one tool call: the base of the task errors, with the task's id. */
export class MCPTaskError extends MCPError {
  override name = "MCPTaskError";
  readonly taskId: string;

  constructor(source: TaskSource, taskId: string, problem: string, cause?: unknown) {
    super(source, `tool "${source.tool}" on MCP server "${source.server}": ${problem}`, { cause });
    this.taskId = taskId;
  }
}

/**
 * The task a call created is gone: the server no longer knows its id (expired past its `ttl`,
 * dropped by a server restart, or bound to a session that ended), so a resumed run cannot
 * fetch its result. The tool is not started again on its own: that is the caller's decision.
 */
export class MCPTaskGoneError extends MCPTaskError {
  override name = "MCPTaskGoneError";

  constructor(source: TaskSource, taskId: string, cause?: unknown) {
    super(
      source,
      taskId,
      `it ran as task "${taskId}", which the server no longer knows (expired, or lost in a ` +
        `server restart): its result cannot be fetched. Call the tool again to start a new task.`,
      cause,
    );
  }
}

/** The task ended as `cancelled` without this client asking (the server or another client did). */
export class MCPTaskCancelledError extends MCPTaskError {
  override name = "MCPTaskCancelledError";

  constructor(source: TaskSource, taskId: string, statusMessage?: string) {
    super(
      source,
      taskId,
      `its task "${taskId}" was cancelled${statusMessage ? ` (${statusMessage})` : ""}`,
    );
  }
}
