import { MCPStructuredTool, MCPAdapter } from "langchain-mcp-bridge"
import { createAgent, createMiddleware } from "langchain"

import { getConfig } from "@langchain/langgraph"

const client = new MCPAdapter({
  mcpServers: { math: { command: "node", args: ["math.js"] } },
}, {
  toolNames: "bare",
})

// The old client's beforeToolCall/afterToolCall hooks, for its MCP tools only.
const mcpToolHooks = createMiddleware({
  name: "MCPToolHooks",
  wrapToolCall: async (request, handler) => {
    const tool = request.tool
    if (!(tool instanceof MCPStructuredTool) || !tool.metadata?.mcp) return handler(request)
    // Only the tools of `client`, as the hooks were given to that client.
    if (!client.serverNames.includes(tool.client.name) || client.client(tool.client.name) !== tool.client)
      return handler(request)
    const config = getConfig()
    const call = { serverName: tool.client.name, name: tool.mcpToolName, args: request.toolCall.args }
    const before = (await (({ name }) => {
      console.log("calling", name)
    })(call)) as
      | { args?: Record<string, unknown>; headers?: Record<string, string> }
      | undefined
    // The old client merged the returned args into the call's arguments.
    const args = { ...call.args, ...before?.args }
    return handler({ ...request, toolCall: { ...request.toolCall, args } })
  },
})

export const agent = createAgent({
  model: "openai:gpt-4o",
  tools: await client.listTools(),
  middleware: [mcpToolHooks],
})
