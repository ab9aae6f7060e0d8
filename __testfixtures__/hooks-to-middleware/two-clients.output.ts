import { MCPStructuredTool, withMCPCallContext, MCPAdapter } from "langchain-mcp-bridge";
import { createAgent, createMiddleware } from "langchain";

import { getConfig } from "@langchain/langgraph";

const math = new MCPAdapter({
  mcpServers: { math: { command: "node", args: ["math.js"] } },
}, {
  toolNames: "bare",
});
// The old client's beforeToolCall/afterToolCall hooks, for its MCP tools only.
const mcpToolHooks = createMiddleware({
  name: "MCPToolHooks",
  wrapToolCall: async (request, handler) => {
    const tool = request.tool;
    if (!(tool instanceof MCPStructuredTool) || !tool.metadata?.mcp) return handler(request);
    // Only the tools of `math`, as the hooks were given to that client.
    if (!math.serverNames.includes(tool.client.name) || math.client(tool.client.name) !== tool.client)
      return handler(request);
    const config = getConfig();
    const call = { serverName: tool.client.name, name: tool.mcpToolName, args: request.toolCall.args };
    const before = (await (({ name }) => console.log("math tool", name))(call)) as
      | { args?: Record<string, unknown>; headers?: Record<string, string> }
      | undefined;
    // The old client merged the returned args into the call's arguments.
    const args = { ...call.args, ...before?.args };
    return withMCPCallContext({ headers: before?.headers }, () =>
      handler({ ...request, toolCall: { ...request.toolCall, args } }),
    );
  },
});
const web = new MCPAdapter({
  mcpServers: { web: { url: "http://localhost:3000/mcp" } },
}, {
  toolNames: "bare",
});

// The old client's beforeToolCall/afterToolCall hooks, for its MCP tools only.
const webToolHooks = createMiddleware({
  name: "webToolHooks",
  wrapToolCall: async (request, handler) => {
    const tool = request.tool;
    if (!(tool instanceof MCPStructuredTool) || !tool.metadata?.mcp) return handler(request);
    // Only the tools of `web`, as the hooks were given to that client.
    if (!web.serverNames.includes(tool.client.name) || web.client(tool.client.name) !== tool.client)
      return handler(request);
    const config = getConfig();
    const call = { serverName: tool.client.name, name: tool.mcpToolName, args: request.toolCall.args };
    const before = (await (({ name }) => console.log("web tool", name))(call)) as
      | { args?: Record<string, unknown>; headers?: Record<string, string> }
      | undefined;
    // The old client merged the returned args into the call's arguments.
    const args = { ...call.args, ...before?.args };
    return withMCPCallContext({ headers: before?.headers }, () =>
      handler({ ...request, toolCall: { ...request.toolCall, args } }),
    );
  },
});

const mathTools = await math.listTools();
const webTools = await web.listTools();
export const agent = createAgent({ model: "openai:gpt-4o", tools: [...mathTools, ...webTools], middleware: [mcpToolHooks, webToolHooks] });
