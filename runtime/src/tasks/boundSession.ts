// A 2025-11-25 task on a server that binds tasks to the HTTP session that created them (SDK
// 1.x `InMemoryTaskStore`): the session is noted with the task in the awaited record
// (record.ts), and a run resumed in another process polls the task on a connection that
// continues that session (no `initialize`). The note is a secret: it goes to the checkpointer
// only, never into errors, logs, or a LangGraph task's (traced) result.
import type { PortCall, PortSession } from "../client/port.js";
import type { SessionNote } from "./record.js";

type SessionSdk = {
  transport?: { sessionId?: string };
  getNegotiatedProtocolVersion?: () => string | undefined;
};

/** The session `session` is, when it is one the server tracks (`Mcp-Session-Id`). */
export function sessionNoteOf(session: PortSession): SessionNote | undefined {
  if (!session.rules.statefulSession) return undefined;
  const sdk = session.sdk as unknown as SessionSdk;
  const id = sdk.transport?.sessionId;
  const protocolVersion = sdk.getNegotiatedProtocolVersion?.();
  return id && protocolVersion ? { id, protocolVersion } : undefined;
}

/**
 * Runs `work` (the task's polling) on the recorded session when the client is not on it
 * already (a run resumed in a new process). The server answers 404 for a session it ended:
 * `gone(error)` makes that the call's error.
 */
export async function onRecordedSession<T>(
  call: PortCall,
  recorded: SessionNote | undefined,
  work: () => Promise<T>,
  gone: (error: unknown) => unknown,
): Promise<T> {
  if (!recorded || !call.resumeSession) return work();
  const current = await call.send("task-step", async (session) => sessionNoteOf(session)?.id);
  if (current === recorded.id) return work();
  try {
    return await call.resumeSession(recorded, work);
  } catch (error) {
    throw sessionEnded(error) ? gone(error) : error;
  }
}

/** An HTTP 404 anywhere in the error's causes: the server no longer knows the session. */
function sessionEnded(error: unknown): boolean {
  for (let e = error, i = 0; e instanceof Error && i < 5; e = e.cause, i++) {
    const status = (e as { status?: unknown; data?: { status?: unknown } }).status;
    if (status === 404 || (e as { data?: { status?: unknown } }).data?.status === 404) return true;
  }
  return false;
}
