// A server script run by its interpreter (a path target such as "./server.js"). A script that
// is not there says so when opened, instead of the child's bare "Connection closed".
import type { Transport } from "@modelcontextprotocol/client";
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { StdioTransport, type StdioTransportOptions } from "./stdio.js";

export class ScriptTransport extends StdioTransport {
  /** The script as the target named it. */
  readonly script: string;

  constructor(script: string, options: StdioTransportOptions) {
    super(options);
    this.script = script;
  }

  override async open(): Promise<Transport> {
    const path = resolve(this.options.cwd ?? ".", this.script);
    if (!existsSync(path))
      throw new Error(`the server script ${this.script} does not exist (${path})`);
    return super.open();
  }
}
