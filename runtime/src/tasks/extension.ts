// MCP tasks as a client extension (the hook of client/port.ts): a call of a task tool runs as a
// 2025-11-25 task before it is sent; on a 2026-07-28 connection a plain call declares the
// extension, is sent once per graph step (durable.ts), and a task it is answered with is
// followed to its result; the task answer is let through the SDK by an inbound filter.
import type { CallToolResult, Tool } from "@modelcontextprotocol/client";
import type { CallDeclaration, ClientExtension, PortCall, PortSession } from "../client/port.js";
import { sendOnce } from "./durable.js";
import {
  runsAsTask,
  taskSettings,
  taskSupportOf,
  type TaskSupport,
  type TasksOption,
} from "./options.js";
import { followTask, runToolAsTask, type TaskCall } from "./run.js";
import { declaringTasks, offersTasks, standIn, standInForTask, taskIn } from "./wire2026.js";

export class TasksExtension implements ClientExtension {
  readonly #option: TasksOption | undefined;
  /** Listed tools that can run as MCP tasks. */
  readonly #support = new Map<string, TaskSupport>();

  constructor(option: TasksOption | undefined) {
    this.#option = option;
  }

  readonly inbound = (message: unknown): boolean => {
    standInForTask(message);
    return false;
  };

  onTools(tools: readonly Tool[]): void {
    for (const tool of tools) {
      const support = taskSupportOf(tool);
      if (support === "forbidden") this.#support.delete(tool.name);
      else this.#support.set(tool.name, support);
    }
  }

  /** A task tool's call runs as a client-created (2025-11-25) task, on one held session. */
  beforeCall(call: PortCall): Promise<CallToolResult | undefined> | undefined {
    const support = call.options?.taskSupport ?? this.#support.get(call.tool) ?? "forbidden";
    if (!runsAsTask(support, this.#option)) return undefined;
    return call
      .holdSession(() => runToolAsTask(this.#taskCall(call)))
      .then((verdict) => ("result" in verdict ? verdict.result : undefined));
  }

  /**
   * A `tools/call` declares the extension (2026-07-28) on a connection this package opened to a
   * server that declares it, unless `tasks` is "never"; the server alone decides whether to
   * answer with a task, which is recorded like a created task. (Other servers' calls skip the
   * checkpoint record that a task answer needs: a LangGraph task per call.)
   */
  onSend(
    session: PortSession,
    meta: Record<string, unknown> | undefined,
  ): CallDeclaration | undefined {
    if (
      !session.rules.tasksByExtension ||
      session.capabilities === undefined ||
      !offersTasks(session.sdk.getServerCapabilities()) ||
      taskSettings(this.#option).mode === "never"
    )
      return undefined;
    return {
      meta: declaringTasks(meta, session.capabilities),
      send: (send) =>
        sendOnce(send, taskIn, (task) => standIn(task), {
          saver: taskSettings(this.#option).checkpointer,
        }),
    };
  }

  /** A call answered with a task: followed to its result. */
  onResult(call: PortCall, result: CallToolResult): Promise<CallToolResult> | undefined {
    const task = taskIn(result);
    return task === undefined ? undefined : followTask(this.#taskCall(call), task);
  }

  #taskCall(call: PortCall): TaskCall {
    return { ...call, settings: taskSettings(this.#option) };
  }
}
