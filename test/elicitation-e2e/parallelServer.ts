// A legacy (SDK 1.x) server whose three tools `ask_a`, `ask_b`, `ask_c` each ask one question
// and return the answer with the number of times that tool ran. `related`: the question goes on
// the call's own stream (the request names the call: `relatedRequestId`); otherwise on the
// session's shared stream (the Streamable HTTP GET stream; stdio has only one). As a stdio
// child: `node --import tsx test/elicitation-e2e/parallelServer.ts`.
import { fileURLToPath } from "node:url";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { ElicitResultSchema } from "@modelcontextprotocol/sdk/types.js";
import { serveLegacyHttp } from "../elicitation/servers/legacy.js";

export const ASKING_TOOLS = ["ask_a", "ask_b", "ask_c"] as const;

/** Runs of each tool (shared by every session of one server). */
export type Runs = Record<string, number>;

export function createParallelAskServer(runs: Runs, related: boolean): McpServer {
  const server = new McpServer({ name: "parallel-ask", version: "1.0.0" });
  for (const tool of ASKING_TOOLS) {
    server.registerTool(tool, { description: `Asks for ${tool}` }, async (extra) => {
      const run = (runs[tool] = (runs[tool] ?? 0) + 1);
      const params = {
        message: `Answer for ${tool}?`,
        requestedSchema: {
          type: "object" as const,
          properties: { answer: { type: "string" as const } },
          required: ["answer"],
        },
      };
      const result = related
        ? await extra.sendRequest({ method: "elicitation/create", params }, ElicitResultSchema)
        : await server.server.elicitInput(params);
      const answer = result.action === "accept" ? String(result.content?.answer) : result.action;
      return { content: [{ type: "text", text: `${tool} run ${run}: ${answer}` }] };
    });
  }
  return server;
}

/** Serves it over sessionful Streamable HTTP on 127.0.0.1 (a server per session). */
export function startParallelAskHttp(runs: Runs, related: boolean) {
  return serveLegacyHttp(() => createParallelAskServer(runs, related));
}

/** This file as a stdio server (questions on its one stream); it reports runs in its results. */
export function parallelAskStdioEntry() {
  return {
    command: process.execPath,
    args: ["--import", "tsx", fileURLToPath(import.meta.url)],
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { StdioServerTransport } = await import("@modelcontextprotocol/sdk/server/stdio.js");
  await createParallelAskServer({}, false).connect(new StdioServerTransport());
}
