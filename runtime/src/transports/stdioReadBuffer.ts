// The one place that replaces a private field of the SDK: `StdioClientTransport#_readBuffer`.
// The SDK has no hook for its stdio read buffer, and its own buffer concatenates every chunk
// onto everything unread and rescans it for a newline, so a 50 MB message costs gigabytes of
// copying. The buffer also turns an unreadable answer to one of our requests into an error
// answer (the SDK drops it, and the request waits out its timeout). See docs/architecture.md
// ("Workarounds"); remove this module once the SDK takes a buffer (or fixes its own).
import {
  INTERNAL_ERROR,
  STDIO_DEFAULT_MAX_BUFFER_SIZE,
  deserializeMessage,
  type JSONRPCMessage,
} from "@modelcontextprotocol/client";
import {
  StdioClientTransport,
  type StdioServerParameters,
} from "@modelcontextprotocol/client/stdio";
import { startSeeingChild, stopWhenStdoutEnds } from "./stdioChild.js";

/** Key under which a transport keeps why it closed, when it closed itself (see `closeReason`). */
const CLOSE_REASON = Symbol.for("langchain-mcp-bridge.closeReason");

/** Why a transport closed itself (a message over the stdio limit), if it did. */
export function closeReason(transport: unknown): string | undefined {
  return (transport as { [CLOSE_REASON]?: string } | undefined)?.[CLOSE_REASON];
}

/**
 * The SDK's stdio transport with the line buffer below. Being a subclass, it also makes `auto`
 * version negotiation probe the era on the session's own process (the SDK's documented rule:
 * only its base class probes on a short-lived sibling process), which saves a process start per
 * connection; a server that exits on the probe is reopened as legacy (see client/era.ts).
 */
export class LineBufferedStdioTransport extends StdioClientTransport {
  constructor(params: StdioServerParameters) {
    super(params);
    const limit = params.maxBufferSize ?? STDIO_DEFAULT_MAX_BUFFER_SIZE;
    const internals = this as unknown as { _readBuffer?: unknown; [CLOSE_REASON]?: string };
    if (internals._readBuffer === undefined) return; // an SDK without the field: its own buffer
    internals._readBuffer = new LineReadBuffer(limit, () => {
      internals[CLOSE_REASON] =
        `the server sent a message larger than the stdio limit of ${megabytes(limit)} ` +
        `(StdioTransport maxBufferSize)`;
    });
  }

  /** Starts the child, and stops it when it closes its stdout but keeps running (stdioChild.ts). */
  override async start(): Promise<void> {
    const child = await startSeeingChild(() => super.start());
    if (child === undefined || child.pid !== this.pid) return;
    stopWhenStdoutEnds(child, () => {
      (this as { [CLOSE_REASON]?: string })[CLOSE_REASON] =
        "the server closed its stdout but kept running (it was stopped; the next call starts it again)";
    });
  }
}

/**
 * A read buffer that keeps the chunks and scans each byte once; same limit and line rules as
 * the SDK's (skip unparsable lines). Over the limit it records why on the transport before the
 * SDK closes it, for the error to name the limit.
 */
class LineReadBuffer {
  #chunks: Buffer[] = [];
  /** Bytes of the first chunk already consumed. */
  #head = 0;
  /** Chunks (from the first) already scanned without finding a newline. */
  #scanned = 0;
  /** Unconsumed bytes. */
  #size = 0;
  readonly #limit: number;
  readonly #onOverflow: () => void;

  constructor(limit: number, onOverflow: () => void) {
    this.#limit = limit;
    this.#onOverflow = onOverflow;
  }

  append(chunk: Buffer): void {
    if (this.#size + chunk.length > this.#limit) {
      this.clear();
      this.#onOverflow();
      throw new Error(`ReadBuffer exceeded maximum size of ${this.#limit} bytes`);
    }
    this.#chunks.push(chunk);
    this.#size += chunk.length;
  }

  readMessage(): JSONRPCMessage | null {
    for (;;) {
      const line = this.#nextLine();
      if (line === undefined) return null;
      try {
        return deserializeMessage(line);
      } catch (error) {
        if (error instanceof SyntaxError) continue;
        const answer = unreadableAnswer(line);
        if (answer) return answer;
        throw error;
      }
    }
  }

  #nextLine(): string | undefined {
    const chunks = this.#chunks;
    for (let i = this.#scanned; i < chunks.length; i++) {
      const newline = chunks[i].indexOf(10, i === 0 ? this.#head : 0);
      if (newline === -1) {
        this.#scanned = i + 1;
        continue;
      }
      const parts =
        i === 0
          ? [chunks[0].subarray(this.#head, newline)]
          : [chunks[0].subarray(this.#head), ...chunks.slice(1, i), chunks[i].subarray(0, newline)];
      const bytes = parts.length === 1 ? parts[0] : Buffer.concat(parts);
      this.#size -= bytes.length + 1;
      chunks.splice(0, i);
      this.#head = newline + 1;
      if (this.#head === chunks[0].length) {
        chunks.shift();
        this.#head = 0;
      }
      this.#scanned = 0;
      return bytes.toString("utf8").replace(/\r$/, "");
    }
    return undefined;
  }

  clear(): void {
    this.#chunks = [];
    this.#head = 0;
    this.#scanned = 0;
    this.#size = 0;
  }
}

/** `data.reason` of the error answer that stands in for an unreadable one (see below). */
export const UNREADABLE_ANSWER = "langchain-mcp-bridge/unreadable-answer";

/**
 * JSON that is no JSON-RPC message but answers one of our requests (`"result": null`): the
 * SDK would drop it and leave that request waiting for its timeout, so it becomes an error
 * answer to that request instead, marked for the client to tell it from a server's own error
 * (client/failures.ts `isUnreadableResponse`: the same failure as over HTTP).
 */
function unreadableAnswer(line: string): JSONRPCMessage | undefined {
  const message = JSON.parse(line) as { id?: unknown; method?: unknown } | null;
  if (typeof message !== "object" || message === null || "method" in message) return undefined;
  const { id } = message;
  if (typeof id !== "string" && typeof id !== "number") return undefined;
  return {
    jsonrpc: "2.0",
    id,
    error: {
      code: INTERNAL_ERROR,
      message: "the server's response is not a JSON-RPC message",
      data: { reason: UNREADABLE_ANSWER },
    },
  };
}

function megabytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB`;
}
