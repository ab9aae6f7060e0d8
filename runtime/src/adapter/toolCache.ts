// Converted LangChain tools, kept per server and reused while the MCP descriptor they were
// built from (and the name they were given) is unchanged: a cached or unchanged list costs no
// schema conversion.
import type { Tool } from "@modelcontextprotocol/client";
import type { MCPStructuredTool } from "../tools/tool.js";

interface Converted {
  descriptor: string;
  name: string;
  tool: Promise<MCPStructuredTool>;
}

export class ConvertedToolCache {
  readonly #servers = new Map<string, Map<string, Converted>>();

  /**
   * The tools of one server's list, in list order: each reused when its descriptor and name
   * are those it was built from, built by `convert` otherwise. Tools no longer listed are
   * forgotten.
   */
  tools(
    server: string,
    listed: readonly { mcpTool: Tool; name: string }[],
    convert: (mcpTool: Tool, name: string) => Promise<MCPStructuredTool>,
  ): Promise<MCPStructuredTool>[] {
    const before = this.#servers.get(server);
    const now = new Map<string, Converted>();
    const tools = listed.map(({ mcpTool, name }) => {
      const descriptor = JSON.stringify(mcpTool);
      const kept = before?.get(mcpTool.name);
      let entry = kept;
      if (entry === undefined || entry.descriptor !== descriptor || entry.name !== name) {
        const fresh: Converted = { descriptor, name, tool: convert(mcpTool, name) };
        // A failed conversion (e.g. the server was down) is tried again next time.
        fresh.tool.catch(() => {
          if (this.#servers.get(server)?.get(mcpTool.name) === fresh)
            this.#servers.get(server)!.delete(mcpTool.name);
        });
        entry = fresh;
      }
      now.set(mcpTool.name, entry);
      return entry.tool;
    });
    this.#servers.set(server, now);
    return tools;
  }
}
