import { MultiServerMCPClient } from "@langchain/mcp-adapters";
import { ToolNode } from "@langchain/langgraph/prebuilt";

const client = new MultiServerMCPClient({
  mcpServers: { math: { command: "node", args: ["math.js"] } },
  afterToolCall: ({ result }) => ({ result }),
});

const tools = await client.getTools();
export const toolNode = new ToolNode(tools);
