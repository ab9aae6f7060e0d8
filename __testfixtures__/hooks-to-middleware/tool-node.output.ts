import { MCPStructuredTool, MCPAdapter } from "langchain-mcp-bridge";
import { ToolNode } from "@langchain/langgraph/prebuilt";

import { createMiddleware, ToolMessage } from "langchain";
import { Command, getConfig } from "@langchain/langgraph";

const client = new MCPAdapter({
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
    // Only the tools of `client`, as the hooks were given to that client.
    if (!client.serverNames.includes(tool.client.name) || client.client(tool.client.name) !== tool.client)
      return handler(request);
    const config = getConfig();
    const call = { serverName: tool.client.name, name: tool.mcpToolName, args: request.toolCall.args };
    const args = call.args;
    const result = await handler(request);
    // A server error threw before afterToolCall ran; it now arrives as an error ToolMessage.
    if (!ToolMessage.isInstance(result) || result.status === "error") return result;
    const content = [result.content, result.artifact === undefined ? [] : [result.artifact]];
    const after = (await (({ result }) => ({ result }))({ ...call, args, result: content })) as
      | { result?: unknown }
      | undefined;
    if (!after) return result;
    const replaced = after.result;
    const fields = { tool_call_id: result.tool_call_id, name: result.name };
    if (typeof replaced === "string") return new ToolMessage({ ...fields, content: replaced, artifact: [] });
    if (Array.isArray(replaced)) return new ToolMessage({ ...fields, content: replaced[0], artifact: replaced[1] });
    if (ToolMessage.isInstance(replaced))
      return new ToolMessage({ ...fields, content: replaced.contentBlocks, artifact: [] });
    if (replaced instanceof Command) return replaced;
    throw new Error(`Unexpected result value type from afterToolCall: ${String(replaced)}`);
  },
});

const tools = await client.listTools();
// TODO(mcp-migrate): `ToolNode` cannot take middleware, so the old beforeToolCall/afterToolCall hooks (now `mcpToolHooks`) no longer run for these tools: move to `createAgent({ model, tools, middleware: [mcpToolHooks] })` from "langchain", or call the hooks around the tool calls yourself
export const toolNode = new ToolNode(tools);
