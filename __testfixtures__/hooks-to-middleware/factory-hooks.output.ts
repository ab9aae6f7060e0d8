import { MCPStructuredTool, withMCPCallContext, MCPAdapter } from "langchain-mcp-bridge";
import { createAgent, createMiddleware } from "langchain";

import { getConfig } from "@langchain/langgraph";

function logCalls(prefix: string) {
  return (request: { name: string }) => {
    console.log(prefix, request.name);
  };
}

export async function buildAgent() {
  const client = new MCPAdapter({
    mcpServers: { math: { command: "node", args: ["math.js"] } },
  }, { toolNames: "bare" });
  // The old client's beforeToolCall/afterToolCall hooks, for its MCP tools only.
  const mcpToolHooksBeforeToolCall = logCalls("before") as (...args: any[]) => unknown;
  const mcpToolHooks = createMiddleware({
    name: "MCPToolHooks",
    wrapToolCall: async (request, handler) => {
      const tool = request.tool;
      if (!(tool instanceof MCPStructuredTool) || !tool.metadata?.mcp) return handler(request);
      // Only the tools of `client`, as the hooks were given to that client.
      if (!client.serverNames.includes(tool.client.name) || client.client(tool.client.name) !== tool.client)
        return handler(request);
      const config = getConfig();
      const call = { serverName: tool.client.name, name: tool.mcpToolName, args: request.toolCall.args };
      const before = (await mcpToolHooksBeforeToolCall(call, request.state, config)) as
        | { args?: Record<string, unknown>; headers?: Record<string, string> }
        | undefined;
      // The old client merged the returned args into the call's arguments.
      const args = { ...call.args, ...before?.args };
      return withMCPCallContext({ headers: before?.headers }, () =>
        handler({ ...request, toolCall: { ...request.toolCall, args } }),
      );
    },
  });
  const tools = await client.listTools();
  return createAgent({ model: "openai:gpt-4o", tools, middleware: [mcpToolHooks] });
}
