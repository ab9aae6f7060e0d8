// The few LangGraph facts the bridge relies on, in one place: where the running node's config
// lives, whether it can pause (a checkpointer), pausing, and memoising a value in the checkpoint.
import { AsyncLocalStorageProviderSingleton } from "@langchain/core/singletons";
import { interrupt, isGraphInterrupt, task } from "@langchain/langgraph";
import type { ElicitationUnavailableReason } from "./errors.js";

/** The RunnableConfig of the graph node (tool) that is running, as LangGraph stores it. */
export type NodeRunConfig = { configurable?: Record<string, unknown> };

/** The config of the node running in this async context, if any. */
export function currentNodeConfig(): NodeRunConfig | undefined {
  return AsyncLocalStorageProviderSingleton.getRunnableConfig() ?? undefined;
}

/** Why `config` cannot pause, or undefined when it can (inside a graph, with a checkpointer). */
export function cannotPause(
  config: NodeRunConfig | undefined,
): ElicitationUnavailableReason | undefined {
  const configurable = config?.configurable;
  // LangGraph's internal config keys (CONFIG_KEY_SCRATCHPAD / CONFIG_KEY_CHECKPOINTER): the same
  // checks interrupt() makes, done first so the caller gets our error and not a generic one.
  if (!configurable || configurable.__pregel_scratchpad === undefined) return "outside-graph";
  if (!configurable.__pregel_checkpointer) return "no-checkpointer";
  return undefined;
}

/** Runs `fn` as if inside the node that owns `config` (for callbacks LangGraph cannot see). */
export function insideNode<T>(config: NodeRunConfig, fn: () => T): T {
  return AsyncLocalStorageProviderSingleton.runWithConfig(config, fn);
}

/** `interrupt(payload)`: the resume value for this position, or a thrown GraphInterrupt. */
export function pause<T>(payload: unknown): T {
  return interrupt(payload) as T;
}

/**
 * The resume value stored for the node's next interrupt position, or undefined when there is
 * none left (the run must pause). Used where we must not throw yet (a pushed request is still
 * open on the session and must be answered first).
 */
export function nextResumeValue(payload: unknown): { value: unknown } | undefined {
  try {
    return { value: interrupt(payload) };
  } catch (error) {
    if (isGraphInterrupt(error)) return undefined;
    throw error;
  }
}

/**
 * Returns `value` the first time a node reaches this point and the checkpointed first value on
 * every replay (a LangGraph task result is stored in the checkpoint, keyed by call order).
 */
export const firstSeen = task("mcp_elicitation_round", <T>(value: T): T => value);
