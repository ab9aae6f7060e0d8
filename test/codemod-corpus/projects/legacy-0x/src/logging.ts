import { enableLogging, logger } from "@langchain/mcp-adapters";

export function setupMcpLogging(debug: boolean) {
  if (debug) {
    enableLogging("debug");
    logger.info("MCP adapter logging on");
  }
}
