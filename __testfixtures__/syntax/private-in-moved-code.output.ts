import { MCPAdapter } from "langchain-mcp-bridge";

// Callbacks that read private fields: their text is moved into the options argument, and
// parses only inside a class (the codemod once threw "Private name #log is not defined").
export class Desk {
  #log: string[] = [];
  #token = "t";

  readonly client = new MCPAdapter({
    mcpServers: { math: { command: "node", args: ["math.js"] } },
  }, {
    toolNames: "bare",
    logHandler: (log, source) => {
      this.#log.push(`${source.server}: ${String(log.data)}`);
    },
    progressHandler: (progress, total, message, source) =>
      ((progress) => {
        this.#log.push(`progress ${progress.progress} for ${this.#token}`);
      })(
        { progress, ...(total === undefined ? {} : { total }), ...(message === undefined ? {} : { message }) },
      ),
  });

  lines(): readonly string[] {
    return this.#log;
  }
}
