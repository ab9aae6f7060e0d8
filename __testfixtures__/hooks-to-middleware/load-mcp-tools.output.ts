import { MCPAdapter, MCPStructuredTool, withMCPCallContext } from "langchain-mcp-bridge";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { createAgent, createMiddleware } from "langchain";

import { getConfig } from "@langchain/langgraph";

export async function agentFor(client: Client) {
  const tools = await new MCPAdapter(client, {
    toolNames: "bare",
  }).listTools();
  // The old client's beforeToolCall/afterToolCall hooks, for its MCP tools only.
  const mcpToolHooks = createMiddleware({
    name: "MCPToolHooks",
    wrapToolCall: async (request, handler) => {
      const tool = request.tool;
      if (!(tool instanceof MCPStructuredTool) || !tool.metadata?.mcp) return handler(request);
      const config = getConfig();
      const call = { serverName: tool.client.name, name: tool.mcpToolName, args: request.toolCall.args };
      const before = (await (({ name }) => console.log("calling", name))(call)) as
        | { args?: Record<string, unknown>; headers?: Record<string, string> }
        | undefined;
      // The old client merged the returned args into the call's arguments.
      const args = { ...call.args, ...before?.args };
      return withMCPCallContext({ headers: before?.headers }, () =>
        handler({ ...request, toolCall: { ...request.toolCall, args } }),
      );
    },
  });
  return createAgent({ model: "openai:gpt-4o", tools, middleware: [mcpToolHooks] });
}
