import type { StructuredToolInterface } from "@langchain/core/tools";
import { MCPAdapter } from "langchain-mcp-bridge";

const client = new MCPAdapter({
  mcpServers: { math: { command: "node", args: ["./math-server.js"] } },
}, { toolNames: "bare" });

export const tools: StructuredToolInterface[] = await client.listTools();
