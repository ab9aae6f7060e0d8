// stdio: a local server as a child process. The process lives as long as the session.
import type { Transport } from "@modelcontextprotocol/client";
import type { IOType } from "node:child_process";
import { basename, extname } from "node:path";
import type { Stream } from "node:stream";
import { LineBufferedStdioTransport } from "./stdioReadBuffer.js";
import type { TransportDescription, TransportSecrets, TransportTraits } from "./types.js";

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

export class StdioTransport implements TransportDescription {
  readonly kind = "stdio" as const;
  readonly traits: TransportTraits = {
    headersApply: true,
    serverRequestsByStream: false,
    deathOnBackgroundStream: false,
    probesInPlace: true,
  };
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

  defaultServerName(): string {
    const { command, args } = this.#options;
    const script = args?.at(-1) ?? command;
    return basename(script, extname(script)) || "mcp";
  }

  secretSources(): TransportSecrets {
    return { env: this.#options.env };
  }

  async open(): Promise<Transport> {
    const { command, args, env, cwd, stderr, maxBufferSize, onStderr } = this.#options;
    // The SDK merges `env` over its safe default environment.
    const transport = new LineBufferedStdioTransport({
      command,
      args,
      env,
      cwd,
      stderr,
      maxBufferSize,
    });
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
