// Where a task's id is kept so a resumed run finds it: the creating call runs as a LangGraph
// `task`, whose result LangGraph writes to the checkpoint as soon as it returns. When the node
// runs again (after an interrupt, or in a new process from the same checkpoint), the task
// returns the recorded value without running, so the server's tool is not started twice.
import { task } from "@langchain/langgraph";
import { cannotPause, currentNodeConfig } from "../elicitation/graph.js";
import type { TaskState } from "./wire.js";

/** `null` records a call that made no task (it failed, or had a plain answer): a rerun sends. */
const createdTask = task(
  "mcp_task_created",
  async (create: () => Promise<TaskState | null>): Promise<TaskState | null> => create(),
);

/**
 * Sends a call that may create a task once per graph step: inside a graph, a task the first run
 * created is recorded, and every later run of the same step gets `fromRecord(task)` without
 * sending anything. An answer that is no task (`taskOf` gives undefined) and a failure are not
 * recorded: a later run sends again. Outside a graph, `send` runs.
 */
export async function sendOnce<T>(
  send: () => Promise<T>,
  taskOf: (answer: T) => TaskState | undefined,
  fromRecord: (task: TaskState) => T,
): Promise<T> {
  if (cannotPause(currentNodeConfig()) === "outside-graph") return send();
  // The answer (or failure) of this run is handed out here, not through the recorded value.
  let outcome: { answer: T } | { error: unknown } | undefined;
  const recorded = await createdTask(async () => {
    try {
      const answer = await send();
      outcome = { answer };
      return taskOf(answer) ?? null;
    } catch (error) {
      outcome = { error };
      return null;
    }
  });
  if (outcome && "error" in outcome) throw outcome.error;
  if (outcome) return outcome.answer;
  return recorded ? fromRecord(recorded) : send();
}

/** Creates the task once per graph step (a call whose answer is always a task). */
export function createOnce(create: () => Promise<TaskState>): Promise<TaskState> {
  return sendOnce(
    create,
    (created) => created,
    (recorded) => recorded,
  );
}
