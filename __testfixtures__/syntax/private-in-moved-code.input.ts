import { MultiServerMCPClient } from "@langchain/mcp-adapters";

// Callbacks that read private fields: their text is moved into the options argument, and
// parses only inside a class (the codemod once threw "Private name #log is not defined").
export class Desk {
  #log: string[] = [];
  #token = "t";

  readonly client = new MultiServerMCPClient({
    mcpServers: { math: { command: "node", args: ["math.js"] } },
    throwOnLoadError: false,
    onMessage: (log, source) => {
      this.#log.push(`${source.server}: ${String(log.data)}`);
    },
    onProgress: (progress) => {
      this.#log.push(`progress ${progress.progress} for ${this.#token}`);
    },
  });

  lines(): readonly string[] {
    return this.#log;
  }
}
