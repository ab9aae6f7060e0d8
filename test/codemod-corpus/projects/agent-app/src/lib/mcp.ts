import { MultiServerMCPClient } from "@langchain/mcp-adapters";
import { MATH_SERVER } from "../env.js";

// Next.js dev mode re-evaluates modules on every change; keep one client per process so we do
// not leak a child process per hot reload.
const globalForMcp = globalThis as unknown as {
  mcpClient: MultiServerMCPClient | undefined;
};

export const mcpClient =
  globalForMcp.mcpClient ??
  new MultiServerMCPClient({
    mcpServers: {
      math: {
        command: "node",
        args: ["--import", "tsx", MATH_SERVER],
      },
    },
    useStandardContentBlocks: true,
  });

if (process.env.NODE_ENV !== "production") globalForMcp.mcpClient = mcpClient;

export async function toolNames(): Promise<string[]> {
  const tools = await mcpClient.getTools();
  return tools.map((t) => t.name).sort();
}
