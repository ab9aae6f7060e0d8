// What happens to a request whose connection failed, by request kind: whether the session is let
// go, and whether the request is sent once more on a new one. One pure decision over the facts
// of the failure; the session pool (sessions.ts) gathers the facts and carries it out.
import type { RequestKind } from "./port.js";

/** What is known of a request that failed with a connection failure. */
export interface FailureFacts {
  /** The session still stands (one HTTP request failed, not the connection). */
  alive: boolean;
  /** The server certainly did not run the request (it never left, or was refused unread). */
  notRun: boolean;
  /** The server tracks the session (legacy HTTP, `Mcp-Session-Id`): a failure may end it. */
  tracked: boolean;
  /** The call's tool is annotated read-only or idempotent: safe to run twice. */
  replaySafe: boolean;
}

export interface Recovery {
  /** The session is closed and forgotten; a kept one stays the live one. */
  discard: boolean;
  /** The request is sent once more on a new session (only after a discard). */
  replay: boolean;
}

export function recoveryAfter(kind: RequestKind, f: Readonly<FailureFacts>): Recovery {
  switch (kind) {
    // A connection that still stands is kept; a call that may have run is replayed only when
    // the server marked the tool safe to repeat.
    case "call": {
      const discard = !(f.alive && !f.notRun && !f.tracked);
      return { discard, replay: discard && (f.notRun || f.replaySafe) };
    }
    // Lists, prompts, resources, ping only read: sending one again is safe.
    case "read":
      return { discard: true, replay: true };
    // Creating a task twice could start the tool twice.
    case "task-creation":
      return { discard: !f.alive, replay: false };
    // A task's later requests (get, result, update, cancel) name the task: safe on a new session.
    case "task-step":
      return { discard: !f.alive, replay: !f.alive };
  }
}
