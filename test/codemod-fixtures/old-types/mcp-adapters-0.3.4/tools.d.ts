import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import type {
  CallToolResult,
  TextContent,
  ImageContent,
  EmbeddedResource,
} from "@modelcontextprotocol/sdk/types.js";
import { type StructuredToolInterface } from "@langchain/core/tools";
export type CallToolResultContentType = CallToolResult["content"][number]["type"];
export type CallToolResultContent = TextContent | ImageContent | EmbeddedResource;
/**
 * Custom error class for tool exceptions
 */
export declare class ToolException extends Error {
  constructor(message: string);
}
/**
 * Load all tools from an MCP client.
 *
 * @param serverName - The name of the server to load tools from
 * @param client - The MCP client
 * @returns A list of LangChain tools
 */
export declare function loadMcpTools(
  serverName: string,
  client: Client,
  throwOnLoadError?: boolean,
): Promise<StructuredToolInterface[]>;
