import { loadMcpTools } from "@langchain/mcp-adapters";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";

const client = new Client({ name: "math-client", version: "1.0.0" });

// 0.2: (client, responseFormat?)
export const tools = await loadMcpTools(client);
export const withArtifacts = await loadMcpTools(client, "content_and_artifact");
