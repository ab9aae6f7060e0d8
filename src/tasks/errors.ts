// Errors of tool calls that run as MCP tasks.
import { MCPError, type ErrorSource } from "../errors.js";

/**
 * The task a call created is gone: the server no longer knows its id (expired past its `ttl`,
 * dropped by a server restart, or bound to a session that ended), so a resumed run cannot
 * fetch its result. The tool is not started again on its own: that is the caller's decision.
 */
export class MCPTaskGoneError extends MCPError {
  override name = "MCPTaskGoneError";
  readonly taskId: string;

  constructor(source: ErrorSource & { tool: string }, taskId: string, cause?: unknown) {
    super(
      source,
      `tool "${source.tool}" on MCP server "${source.server}" ran as task "${taskId}", which the ` +
        `server no longer knows (expired, or lost in a server restart): its result cannot be ` +
        `fetched. Call the tool again to start a new task.`,
      { cause },
    );
    this.taskId = taskId;
  }
}

/** The task ended as `cancelled` without this client asking (the server or another client did). */
export class MCPTaskCancelledError extends MCPError {
  override name = "MCPTaskCancelledError";
  readonly taskId: string;

  constructor(source: ErrorSource & { tool: string }, taskId: string, statusMessage?: string) {
    super(
      source,
      `tool "${source.tool}" on MCP server "${source.server}": its task "${taskId}" was cancelled` +
        (statusMessage ? ` (${statusMessage})` : ""),
    );
    this.taskId = taskId;
  }
}
