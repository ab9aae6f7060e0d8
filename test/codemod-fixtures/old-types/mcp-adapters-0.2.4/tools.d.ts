import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StructuredToolInterface } from "@langchain/core/tools";
/**
 * Custom error class for tool exceptions
 */
export declare class ToolException extends Error {
  constructor(message: string);
}
/**
 * Valid response formats for MCP tools
 */
export type ResponseFormat = "text" | "content_and_artifact";
/**
 * Convert an MCP tool to a LangChain tool.
 *
 * @param client - The MCP client
 * @param tool - The MCP tool to convert
 * @param toolSchema - Tool schema (kept for backward compatibility, not used in current implementation)
 * @param responseFormat - Response format ('text' or 'content_and_artifact')
 * @returns A LangChain tool
 */
export declare function convertMcpToolToLangchainTool(
  client: Client,
  tool: {
    name: string;
    description?: string;
    inputSchema?: any;
  },
  toolSchema?: any,
  responseFormat?: ResponseFormat,
): StructuredToolInterface;
/**
 * Load all tools from an MCP client.
 *
 * @param client - The MCP client
 * @param responseFormat - Response format ('text' or 'content_and_artifact')
 * @returns A list of LangChain tools
 */
export declare function loadMcpTools(
  client: Client,
  responseFormat?: ResponseFormat,
): Promise<StructuredToolInterface[]>;
