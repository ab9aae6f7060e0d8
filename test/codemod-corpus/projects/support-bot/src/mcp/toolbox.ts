import type { StructuredToolInterface } from "@langchain/core/tools";
import { McpHub } from "./index.js";
import { serversFromEnv } from "./servers.js";

type Logger = (line: string) => void;

/** Lazily connects on first use; one hub for the whole process. */
export class Toolbox {
  #hub?: InstanceType<typeof McpHub>;
  readonly #log: Logger;

  constructor(log: Logger = () => {}) {
    this.#log = log;
  }

  get hub(): InstanceType<typeof McpHub> {
    this.#hub ??= new McpHub({
      mcpServers: serversFromEnv(),
      prefixToolNameWithServerName: false,
      useStandardContentBlocks: true,
      onMessage: (log, source) => this.#log(`[${source.server}] ${String(log.data)}`),
    });
    return this.#hub;
  }

  async tools(): Promise<StructuredToolInterface[]> {
    return this.hub.getTools("math");
  }

  async named(name: string): Promise<StructuredToolInterface> {
    const found = (await this.tools()).find((tool) => tool.name === name);
    if (!found) throw new Error(`no tool ${name}`);
    return found;
  }

  async shutdown(): Promise<void> {
    await this.#hub?.close();
    this.#hub = undefined;
  }
}
