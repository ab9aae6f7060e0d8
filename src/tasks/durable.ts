// Where a task's id is kept so a resumed run finds it: the creation runs as a LangGraph `task`,
// whose result LangGraph writes to the checkpoint as soon as it returns. When the node runs
// again (after an interrupt, or in a new process from the same checkpoint), the task returns
// the recorded value without running, so the server's tool is not started twice.
import { task } from "@langchain/langgraph";
import { cannotPause, currentNodeConfig } from "../elicitation/graph.js";
import type { TaskState } from "./wire.js";

/** `null` records a creation that failed: nothing was started, a rerun may create. */
const createdTask = task(
  "mcp_task_created",
  async (create: () => Promise<TaskState | null>): Promise<TaskState | null> => create(),
);

/**
 * Creates the task once per graph step: inside a graph, the first run's task (its state when
 * created) is returned on every later run of the same step; outside a graph, `create` runs.
 */
export async function createOnce(create: () => Promise<TaskState>): Promise<TaskState> {
  if (cannotPause(currentNodeConfig()) === "outside-graph") return create();
  // A failed creation must fail the tool call, not the graph step: kept out of the task.
  let failure: { error: unknown } | undefined;
  const recorded = await createdTask(async () => {
    try {
      return await create();
    } catch (error) {
      failure = { error };
      return null;
    }
  });
  if (failure) throw failure.error;
  return recorded ?? create();
}
