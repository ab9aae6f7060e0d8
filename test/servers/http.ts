// Listening on 127.0.0.1 with a free port, and recording what arrived, for both eras' HTTP servers.
import type { IncomingHttpHeaders, Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { ServerRecord } from "./shared.js";

export interface RecordedRequest {
  method: string;
  path: string;
  /** Lower-cased header names, as Node gives them. */
  headers: IncomingHttpHeaders;
}

/** What a test holds for an HTTP test server. */
export interface HttpServerHandle {
  /** The MCP endpoint (Streamable HTTP), e.g. `http://127.0.0.1:4711/mcp`. */
  url: URL;
  /** The SSE endpoint of a legacy server started with `{ sse: true }`, else undefined. */
  sseUrl?: URL;
  /** What the tools saw (calls, cancellations). */
  record: ServerRecord;
  /** Every HTTP request received, in order (method, path, headers). */
  requests: RecordedRequest[];
  /** Live sessions (always 0 on a stateless/modern server). */
  sessionCount(): number;
  /** Forget every live session: the next request that names one gets HTTP 404. */
  expireSessions(): void;
  /** Send `notifications/tools/list_changed` to connected clients (listen streams / sessions). */
  notifyToolsChanged(): void;
  /** Stop listening and drop open connections. Idempotent. */
  close(): Promise<void>;
}

export interface SessionHooks {
  sessionCount(): number;
  expireSessions(): void;
  notifyToolsChanged?(): void;
  close(): Promise<void>;
}

export async function listenRecording(
  http: Server,
  record: ServerRecord,
  onClose: () => Promise<void>,
  sessions?: Omit<SessionHooks, "close">,
  ssePath?: string,
): Promise<HttpServerHandle> {
  const requests: RecordedRequest[] = [];
  http.prependListener("request", (req) => {
    requests.push({ method: req.method ?? "", path: req.url ?? "", headers: req.headers });
  });
  await new Promise<void>((resolve, reject) => {
    http.once("error", reject);
    http.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = http.address() as AddressInfo;
  let closed: Promise<void> | undefined;
  return {
    url: new URL(`http://127.0.0.1:${port}/mcp`),
    sseUrl: ssePath ? new URL(`http://127.0.0.1:${port}${ssePath}`) : undefined,
    record,
    requests,
    sessionCount: () => sessions?.sessionCount() ?? 0,
    expireSessions: () => sessions?.expireSessions(),
    notifyToolsChanged: () => sessions?.notifyToolsChanged?.(),
    close: () =>
      (closed ??= (async () => {
        await onClose().catch(() => {});
        http.closeAllConnections();
        await new Promise<void>((resolve) => http.close(() => resolve()));
      })()),
  };
}
