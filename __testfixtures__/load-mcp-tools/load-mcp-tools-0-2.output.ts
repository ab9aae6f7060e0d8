import { MCPAdapter } from "langchain-mcp-bridge";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";

const client = new Client({ name: "math-client", version: "1.0.0" });

// 0.2: (client, responseFormat?)
export const tools = await new MCPAdapter(client, { toolNames: "bare" }).listTools();
export const withArtifacts = await new MCPAdapter(client, { toolNames: "bare" }).listTools();
