// Targets of both eras over every transport, for the client tests.
import { SSETransport, StdioTransport } from "../../runtime/src/transports/index.js";
import {
  createLegacyServer,
  createModernServer,
  newRecord,
  startLegacyHttp,
  startModernHttp,
  stdioCommand,
  type Era,
  type HttpServerHandle,
  type ServerRecord,
} from "../servers/index.js";

export type Kind = "in-process" | "stdio" | "http" | "sse";

export interface Fixture {
  era: Era;
  kind: Kind;
  /** What to pass to MCPClient. */
  target: unknown;
  /** Server-side record for in-process and HTTP servers (stdio: ask the `stats` tool). */
  record?: ServerRecord;
  http?: HttpServerHandle;
  stop(): Promise<void>;
}

export const MATRIX: [Era, Kind][] = [
  ["modern", "in-process"],
  ["modern", "stdio"],
  ["modern", "http"],
  ["legacy", "in-process"],
  ["legacy", "stdio"],
  ["legacy", "http"],
  ["legacy", "sse"],
];

export async function startFixture(era: Era, kind: Kind): Promise<Fixture> {
  switch (kind) {
    case "in-process": {
      const record = newRecord();
      const server = era === "modern" ? createModernServer(record) : createLegacyServer(record);
      return { era, kind, target: server, record, stop: async () => {} };
    }
    case "stdio":
      return { era, kind, target: new StdioTransport(stdioCommand(era)), stop: async () => {} };
    case "http": {
      const http = era === "modern" ? await startModernHttp() : await startLegacyHttp();
      return { era, kind, target: http.url, record: http.record, http, stop: () => http.close() };
    }
    case "sse": {
      const http = await startLegacyHttp({ sse: true });
      return {
        era,
        kind,
        target: new SSETransport(http.sseUrl!),
        record: http.record,
        http,
        stop: () => http.close(),
      };
    }
  }
}

export function text(result: { content?: unknown }): string {
  const blocks = (result.content ?? []) as { type: string; text?: string }[];
  return blocks
    .filter((block) => block.type === "text")
    .map((block) => block.text)
    .join("");
}

/** Waits until `check` holds (polling), or fails with `what`. */
export async function until(
  check: () => boolean | Promise<boolean>,
  what: string,
  ms = 5000,
): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** `stats` of the server process behind a client (pid, calls, cancellations). */
export async function stats(client: {
  callTool(name: string, args?: Record<string, unknown>): Promise<{ content?: unknown }>;
}): Promise<{ pid: number; calls: number; cancelled: number; running: number; era: Era }> {
  return JSON.parse(text(await client.callTool("stats", {})));
}
