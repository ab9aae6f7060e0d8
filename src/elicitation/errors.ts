// Errors raised by the elicitation building blocks. Messages name the server, tool and key so a
// person can act on them; they never carry tokens or other secrets.
import {
  ElicitationUnavailableError as NoAnswerAvailableError,
  NotImplementedError,
} from "../errors.js";

// Sampling, roots and URL-mode elicitation are refused with the runtime's shared error.
export { NotImplementedError };

/** Why an elicitation could not pause the run. */
export type ElicitationUnavailableReason = "outside-graph" | "no-checkpointer";

/**
 * A server asked for input, but the call is not running inside a LangGraph graph with a
 * checkpointer, so there is nowhere to pause. Raised at once: nothing waits for an answer. A
 * subclass of the runtime's `ElicitationUnavailableError` (same name) that says why.
 */
export class ElicitationUnavailableError extends NoAnswerAvailableError {
  readonly reason: ElicitationUnavailableReason;

  constructor(server: string, tool: string, reason: ElicitationUnavailableReason, question = "") {
    super({ server, tool }, question);
    this.reason = reason;
    const where =
      reason === "no-checkpointer"
        ? "inside a LangGraph graph that has no checkpointer"
        : "outside a LangGraph graph";
    this.message =
      `MCP server "${server}" asked for input during tool "${tool}", but the call runs ${where}, ` +
      `so it cannot pause for an answer; the request was answered "cancel". Run the tool from a ` +
      `graph compiled with a checkpointer (e.g. createAgent({ ..., checkpointer: new MemorySaver() })) ` +
      `and resume with new Command({ resume: { responses: { [key]: answer } } }), or give the ` +
      `client an elicitationHandler.`;
  }
}

/** An answer in the resume value is malformed, or its `accept` content breaks the requested schema. */
export class InvalidElicitationAnswerError extends Error {
  override name = "InvalidElicitationAnswerError";
  constructor(
    readonly key: string,
    readonly problems: string[],
  ) {
    super(`Invalid answer for elicitation "${key}": ${problems.join("; ")}`);
  }
}
