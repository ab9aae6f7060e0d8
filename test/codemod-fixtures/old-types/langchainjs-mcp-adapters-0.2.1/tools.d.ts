import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StructuredToolInterface } from "@langchain/core/tools";
import { z } from "zod";
/**
 * Convert an MCP tool to a LangChain tool.
 *
 * @param client - The MCP client
 * @param toolName - The name of the tool
 * @param toolDescription - The description of the tool
 * @param toolSchema - The schema of the tool
 * @returns A LangChain tool implementing StructuredToolInterface
 */
export declare function convertMcpToolToLangchainTool(
  client: Client,
  toolName: string,
  toolDescription: string,
  toolSchema: any,
): StructuredToolInterface<z.ZodObject<any>>;
/**
 * Load all tools from an MCP client.
 *
 * @param client - The MCP client
 * @returns A list of LangChain tools
 */
export declare function loadMcpTools(
  client: Client,
): Promise<StructuredToolInterface<z.ZodObject<any>>[]>;
