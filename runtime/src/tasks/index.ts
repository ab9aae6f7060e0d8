// MCP tasks: tool calls that outlive their request (see docs/tasks.md).
export { MCPTaskCancelledError, MCPTaskError, MCPTaskGoneError } from "./errors.js";
export type { TaskMode, TaskSettings, TaskSupport, TasksOption } from "./options.js";
export type { MCPTaskStatusEvent } from "./run.js";
