import { MultiServerMCPClient } from "@langchain/mcp-adapters";

const legacy = new MultiServerMCPClient({ mcpServers: {} }); // mcp-migrate-ignore
export const tools = await legacy.getTools();
