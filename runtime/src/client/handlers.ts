// The user's handlers of what a server sends (progressHandler, a call's onProgress, logHandler,
// messageHandler). One that throws or rejects is reported as a warning: a rejection left alone
// ends a Node process (an unhandled rejection), and a throw into the SDK is taken for a
// transport error.
import { emitWarning } from "../warnings.js";

/** Calls `handler` (`name` for the warning, `server` that sent it), awaiting nothing. */
export function callHandler(name: string, server: string, handler: () => unknown): void {
  try {
    const returned = handler();
    if (isThenable(returned)) returned.then(undefined, (error) => warn(name, server, error));
  } catch (error) {
    warn(name, server, error);
  }
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as PromiseLike<unknown> | null)?.then === "function";
}

function warn(name: string, server: string, error: unknown): void {
  const reason = error instanceof Error ? error.message : String(error);
  emitWarning(`MCP server "${server}": the ${name} failed: ${reason}`, {
    code: "MCP_HANDLER_FAILED",
  });
}
