// stdio: a local server as a child process. The process lives as long as the session.
import type { Transport } from "@modelcontextprotocol/client";
import { StdioClientTransport } from "@modelcontextprotocol/client/stdio";
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
  /** Where the child's stderr goes: "inherit" (default), "pipe", "ignore". */
  stderr?: "inherit" | "pipe" | "ignore";
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
    const { command, args, env, cwd, stderr } = this.#options;
    // The SDK merges `env` over its safe default environment.
    return new StdioClientTransport({ command, args, env, cwd, stderr });
  }
}
