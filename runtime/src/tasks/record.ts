// The awaited record of a task-creating call, in the checkpointer the graph uses (the `tasks`
// option's `checkpointer`). LangGraph writes a `task()` result without waiting for it, so a
// worker killed about a database round trip after the server created a task left no trace of it
// and the resumed run created a second one (issue #28). This record is written, and awaited,
// before the task is polled; on the 2025-11-25 wire an intent ("sending") is written before the
// creating call leaves, so a resumed run can tell "created: here is the id" from "sent, answer
// lost". Where: a checkpoint of its own in the same thread, in the namespace
// `mcp-bridge-task:<id of the LangGraph task that records the call>` (the same id on every rerun
// of the step), the record in its metadata; `deleteThread` removes it with the thread. Public
// APIs only: the saver's `put` / `getTuple`, and the running task's `executionInfo`.
import {
  emptyCheckpoint,
  type BaseCheckpointSaver,
  type CheckpointMetadata,
} from "@langchain/langgraph";
import { currentNodeConfig } from "../elicitation/graph.js";
import type { TaskState } from "./wire.js";

/** The legacy (2025-11-25) HTTP session a task is bound to: a secret, never in errors or logs. */
export interface SessionNote {
  id: string;
  /** The protocol version the session negotiated (a resumed session skips `initialize`). */
  protocolVersion: string;
}

/** What is known of one creating call: sent (answer not recorded yet), or its task. */
export type CallRecord =
  | { state: "sending"; session?: SessionNote }
  | { state: "created"; task: TaskState; session?: SessionNote };

/** The metadata key of the record, beside the metadata every checkpoint carries. */
const RECORD_KEY = "mcp_bridge_task";
const NAMESPACE = "mcp-bridge-task";

type ExecutionInfo = { threadId?: string; taskId?: string };

/** The record of the creating call recorded by the LangGraph task running now. */
export class CallRecords {
  #checkpointId: string | undefined;

  private constructor(
    readonly saver: BaseCheckpointSaver,
    readonly at: { thread_id: string; checkpoint_ns: string },
  ) {}

  /** The record place of the running LangGraph task; undefined without a saver or a thread. */
  static here(saver: BaseCheckpointSaver | undefined): CallRecords | undefined {
    const info = runningTask();
    if (!info?.taskId) return undefined;
    return CallRecords.at(saver, `${NAMESPACE}:${info.taskId}`);
  }

  /** The record place `place` (a record's `where`) in the running thread. */
  static at(saver: BaseCheckpointSaver | undefined, place: string): CallRecords | undefined {
    const thread = runningTask()?.threadId;
    if (!saver || !thread) return undefined;
    return new CallRecords(saver, { thread_id: thread, checkpoint_ns: place });
  }

  /** Where this record is (no secret in it): what a LangGraph task result may point to. */
  get where(): string {
    return this.at.checkpoint_ns;
  }

  async read(): Promise<CallRecord | undefined> {
    const tuple = await this.saver.getTuple({ configurable: { ...this.at } });
    if (!tuple) return undefined;
    this.#checkpointId = tuple.checkpoint.id;
    const record = (tuple.metadata as Record<string, unknown> | undefined)?.[RECORD_KEY];
    return isRecord(record) ? record : undefined;
  }

  /** Writes `record` over the previous one (one checkpoint per call: the same id every time). */
  async write(record: CallRecord): Promise<void> {
    const checkpoint = emptyCheckpoint();
    if (this.#checkpointId) checkpoint.id = this.#checkpointId;
    else this.#checkpointId = checkpoint.id;
    const metadata = { source: "update", step: -1, parents: {}, [RECORD_KEY]: record };
    await this.saver.put(
      { configurable: { ...this.at } },
      checkpoint,
      metadata as CheckpointMetadata,
      {},
    );
  }
}

const runningTask = () =>
  (currentNodeConfig() as { executionInfo?: ExecutionInfo } | undefined)?.executionInfo;

function isRecord(value: unknown): value is CallRecord {
  if (typeof value !== "object" || value === null) return false;
  const { state, task } = value as { state?: unknown; task?: { taskId?: unknown } };
  return state === "sending" || (state === "created" && typeof task?.taskId === "string");
}
