// Where a task's id is kept so a resumed run finds it: the creating call runs as a LangGraph
// `task`, whose result LangGraph writes to the checkpoint as soon as it returns. When the node
// runs again (after an interrupt, or in a new process from the same checkpoint), the task
// returns the recorded value without running, so the server's tool is not started twice.
// LangGraph does not wait for that write: with the `tasks` option's `checkpointer`, the task is
// also recorded with an awaited write (record.ts) before it is polled, which a rerun reads when
// LangGraph's own write was lost.
import { task, type BaseCheckpointSaver } from "@langchain/langgraph";
import { cannotPause, currentNodeConfig } from "../elicitation/graph.js";
import { emitWarning } from "../warnings.js";
import { CallRecords, type SessionNote } from "./record.js";
import type { TaskState } from "./wire.js";

/**
 * `null` records a call that made no task (it failed, or had a plain answer): a rerun sends.
 * `recordedAt` points to the awaited record (record.ts), which may hold the task's session.
 */
type Recorded = TaskState & { recordedAt?: string };
const createdTask = task(
  "mcp_task_created",
  async (create: () => Promise<Recorded | null>): Promise<Recorded | null> => create(),
);

/** How a creating call is recorded beyond LangGraph's own (unawaited) write. */
export interface Durability {
  /** The graph's checkpointer (the `tasks` option): where the awaited record goes. */
  saver?: BaseCheckpointSaver;
  /** The call always creates a task (2025-11-25): an intent is recorded before it leaves. */
  announce?: boolean;
  /** Who makes the call, for the warning about a creation an earlier run may have left. */
  source?: { server: string; tool: string };
  /** The session the call went out on, when the server binds tasks to it (legacy HTTP). */
  session?: () => SessionNote | undefined;
}

/**
 * Sends a call that may create a task once per graph step: inside a graph, a task the first run
 * created is recorded, and every later run of the same step gets `fromRecord(task, session)`
 * without sending anything (`session`: the recorded session the task is bound to, if any). An
 * answer that is no task (`taskOf` gives undefined) and a failure are not recorded: a later run
 * sends again. Outside a graph, `send` runs.
 */
export async function sendOnce<T>(
  send: () => Promise<T>,
  taskOf: (answer: T) => TaskState | undefined,
  fromRecord: (task: TaskState, session?: SessionNote) => T,
  durability?: Durability,
): Promise<T> {
  if (cannotPause(currentNodeConfig()) === "outside-graph") return send();
  // The answer (or failure) of this run is handed out here, not through the recorded value.
  let outcome: { answer: T } | { error: unknown } | undefined;
  const recorded = await createdTask(async () => {
    const records = CallRecords.here(durability?.saver);
    const before = await records?.read();
    const pointed = (created: TaskState) =>
      records ? { ...created, recordedAt: records.where } : created;
    // LangGraph's write of an earlier run was lost, ours was not.
    if (before?.state === "created") return pointed(before.task);
    if (before?.state === "sending") warnSentBefore(durability?.source);
    try {
      if (records && durability?.announce)
        await records.write({ state: "sending", ...noteOf(durability) });
      const answer = await send();
      outcome = { answer };
      const created = taskOf(answer);
      if (created && records) await keep(records, created, durability!);
      return created ? pointed(created) : null;
    } catch (error) {
      outcome = { error };
      return null;
    }
  });
  if (outcome && "error" in outcome) throw outcome.error;
  if (outcome) return outcome.answer;
  if (!recorded) return send();
  const { recordedAt, ...created } = recorded;
  // Only a call whose task may be bound to a session (legacy) reads its record again for it.
  const record =
    recordedAt && durability?.session
      ? await CallRecords.at(durability.saver, recordedAt)?.read()
      : undefined;
  return fromRecord(created, record?.session);
}

/**
 * Creates the task once per graph step (a call whose answer is always a task); `session` is
 * the recorded session of a task an earlier run created, when it was bound to one.
 */
export function createOnce(
  create: () => Promise<TaskState>,
  durability?: Durability,
): Promise<{ task: TaskState; session?: SessionNote }> {
  return sendOnce(
    async () => ({ task: await create() }),
    (created) => created.task,
    (task, session) => (session ? { task, session } : { task }),
    durability && { ...durability, announce: true },
  );
}

const noteOf = (durability: Durability) => {
  const session = durability.session?.();
  return session ? { session } : {};
};

/** Records the created task; a failed write leaves LangGraph's own (later) write to keep it. */
async function keep(records: CallRecords, created: TaskState, durability: Durability) {
  try {
    await records.write({ state: "created", task: created, ...noteOf(durability) });
  } catch (error) {
    emitWarning(
      `MCP task ${created.taskId} could not be recorded in the checkpointer ` +
        `(${(error as Error)?.name ?? "error"}); a run resumed elsewhere may start it again.`,
      { code: "MCP_TASK_NOT_RECORDED" },
    );
  }
}

/**
 * An earlier run sent this creating call and stopped before its answer was recorded (killed
 * between the request and the awaited write): the server may hold a task nobody polls. The
 * protocol has no client-chosen task key to ask about it, so the call is sent again.
 */
function warnSentBefore(source: { server: string; tool: string } | undefined) {
  const { server = "?", tool = "?" } = source ?? {};
  emitWarning(
    `MCP server "${server}": an earlier run sent tool "${tool}" as a task and stopped before ` +
      `the server's answer was recorded; the server may keep that task. Sending the call again.`,
    { code: "MCP_TASK_SENT_BEFORE" },
  );
}
