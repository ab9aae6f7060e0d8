// stdio: a local server as a child process. The process lives as long as the session.
import {
  STDIO_DEFAULT_MAX_BUFFER_SIZE,
  deserializeMessage,
  type JSONRPCMessage,
  type Transport,
} from "@modelcontextprotocol/client";
import { StdioClientTransport } from "@modelcontextprotocol/client/stdio";
import type { IOType } from "node:child_process";
import type { Stream } from "node:stream";
import type { TransportDescription } from "./types.js";

export interface StdioTransportOptions {
  command: string;
  args?: string[];
  /**
   * Extra environment variables. The child gets the SDK's safe defaults (PATH, HOME, USER,
   * SHELL, TERM, LOGNAME on POSIX; the usual system variables on Windows) plus exactly these,
   * never the whole `process.env`: secrets in the parent's environment stay there.
   */
  env?: Record<string, string>;
  cwd?: string;
  /**
   * Where the child's stderr goes, as in Node's `child_process.spawn` (and the old
   * `@langchain/mcp-adapters` connection option): "inherit" (default: this process's stderr),
   * "ignore", "pipe" / "overlapped" (read by this process: each chunk goes to `onStderr`, or is
   * discarded, so a chatty server never blocks on a full pipe), a stream or a file descriptor.
   */
  stderr?: StdioStderr;
  /** With `stderr: "pipe"` (or "overlapped"): the child's stderr output, chunk by chunk. */
  onStderr?: (text: string) => void;
  /**
   * The largest message (one JSON-RPC line) the server may send, in bytes; default 10 MiB (the
   * SDK's). A larger one closes the connection and fails its request with an error naming
   * this limit.
   */
  maxBufferSize?: number;
}

/** Node's stdio option for one stream: "inherit", "pipe", "ignore", "overlapped", a stream, an fd. */
export type StdioStderr = IOType | Stream | number;

/** Key under which a transport keeps why it closed, when it closed itself (see `closeReason`). */
const CLOSE_REASON = Symbol.for("langchain-mcp-bridge.closeReason");

/** Why a transport closed itself (a message over the stdio limit), if it did. */
export function closeReason(transport: unknown): string | undefined {
  return (transport as { [CLOSE_REASON]?: string } | undefined)?.[CLOSE_REASON];
}

/**
 * The SDK's own stdio transport, subclassed only so that `auto` version negotiation probes the
 * era on the session's process (the SDK probes in place for any subclass) instead of spawning a
 * short-lived sibling process first. A legacy SDK 1.x server answers the `server/discover` probe
 * before `initialize` with a JSON-RPC error (-32601), which settles the era at once; a server
 * that exits on it instead is reopened as legacy (see `isInPlaceProbeClose`).
 */
class InPlaceProbeStdioTransport extends StdioClientTransport {}

/** The connect error of an in-place probe whose server exited on `server/discover`. */
export function isInPlaceProbeClose(error: unknown): boolean {
  return (
    error instanceof Error &&
    /closed during the server\/discover probe \(this transport probed in place/.test(error.message)
  );
}

export class StdioTransport implements TransportDescription {
  readonly kind = "stdio" as const;
  readonly reopenable = true;
  // Private with a getter: printing or serializing the description never shows `env` values.
  readonly #options: StdioTransportOptions;

  constructor(options: StdioTransportOptions) {
    this.#options = options;
  }

  get options(): StdioTransportOptions {
    return this.#options;
  }

  toJSON(): { kind: string; command: string } {
    return { kind: this.kind, command: this.describe() };
  }

  describe(): string {
    // The command name only: arguments and environment may carry secrets.
    return `stdio:${this.options.command}`;
  }

  async open(): Promise<Transport> {
    const { command, args, env, cwd, stderr, maxBufferSize, onStderr } = this.#options;
    // The SDK merges `env` over its safe default environment.
    const transport = new InPlaceProbeStdioTransport({
      command,
      args,
      env,
      cwd,
      stderr,
      maxBufferSize,
    });
    const limit = maxBufferSize ?? STDIO_DEFAULT_MAX_BUFFER_SIZE;
    const internals = transport as unknown as { _readBuffer?: unknown; [CLOSE_REASON]?: string };
    if (internals._readBuffer !== undefined) {
      internals._readBuffer = new LineReadBuffer(limit, () => {
        internals[CLOSE_REASON] =
          `the server sent a message larger than the stdio limit of ${megabytes(limit)} ` +
          `(StdioTransport maxBufferSize)`;
      });
    }
    if (stderr === "pipe" || stderr === "overlapped") {
      // The SDK hands out a stream it fills from the child's stderr; unread, it would stop
      // the child once the pipe is full. Read it (the stream exists before start()).
      const stream = transport.stderr as NodeJS.ReadableStream | null;
      stream?.setEncoding("utf8");
      stream?.on("data", (chunk: string) => onStderr?.(chunk));
    }
    return transport;
  }
}

/**
 * The SDK's read buffer concatenates every chunk onto everything unread and rescans it for a
 * newline, so a 50 MB message costs gigabytes of copying (quadratic). This one keeps the chunks
 * and scans each byte once; same limit, same line rules (skip unparsable lines). Over the limit
 * it records why on the transport before the SDK closes it, for the error to name the limit.
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
        if (!(error instanceof SyntaxError)) throw error;
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

function megabytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB`;
}
