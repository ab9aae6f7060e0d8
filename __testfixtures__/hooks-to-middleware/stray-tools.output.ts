import { MCPStructuredTool, MCPAdapter } from "langchain-mcp-bridge";
import { createAgent, createMiddleware } from "langchain";

import { getConfig } from "@langchain/langgraph";

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
    const before = (await (({ name, args }) => {
      console.log("calling", name);
      return { args };
    })(call)) as
      | { args?: Record<string, unknown>; headers?: Record<string, string> }
      | undefined;
    // The old client merged the returned args into the call's arguments.
    const args = { ...call.args, ...before?.args };
    return handler({ ...request, toolCall: { ...request.toolCall, args } });
  },
});

const tools = await client.listTools();
const all = [...tools];

export const agent = createAgent({
  model: "openai:gpt-4o",
  tools: all,
  middleware: [mcpToolHooks],
});
// What the agent gives back is no tool: not marked.
const result = await agent.invoke({ messages: [] });
console.log(result.messages.length);

// The same client's tools, handed to code the codemod cannot follow.
declare function registerTools(tools: unknown): void;
// TODO(mcp-migrate): these are the tools of the client whose beforeToolCall/afterToolCall hooks now run only as the `mcpToolHooks` middleware: add it to the agent (createAgent's `middleware`) that runs these tools
registerTools(await client.listTools());
export function toolsForLater() {
  // TODO(mcp-migrate): these are the tools of the client whose beforeToolCall/afterToolCall hooks now run only as the `mcpToolHooks` middleware: add it to the agent (createAgent's `middleware`) that runs these tools
  // TODO(mcp-migrate): the old package's version is unknown: listTools() returns a Promise; if this code was written for 0.2/0.3 (synchronous getTools()), await it here
  return client.listTools();
}
