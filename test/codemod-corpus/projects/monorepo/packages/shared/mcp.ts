import { MultiServerMCPClient, type ClientConfig, type Connection } from "@langchain/mcp-adapters";

export const MATH_SERVER = process.env.MATH_SERVER ?? "packages/shared/servers/math.ts";

export const math: Connection = {
  transport: "stdio",
  command: "node",
  args: ["--import", "tsx", MATH_SERVER],
};

export const sharedConfig: ClientConfig = {
  mcpServers: { math },
  prefixToolNameWithServerName: false,
  useStandardContentBlocks: false,
};

let instance: MultiServerMCPClient | null = null;

export function sharedClient(): MultiServerMCPClient {
  instance ??= new MultiServerMCPClient(sharedConfig);
  return instance;
}

export async function shutdown(): Promise<void> {
  await instance?.close();
  instance = null;
}
