export {
  asLangChainTool,
  MCPStructuredTool,
  type AsLangChainToolOptions,
  type MCPCallOptions,
  type MCPToolCaller,
  type MCPToolProgress,
} from "./tool.js";
export { convertCallToolResult, type MCPToolArtifact, type MCPToolContent } from "./results.js";
export { isDestructive, isReadOnly, mcpMetadata, type MCPToolMetadata } from "./metadata.js";
export { convertInputSchema, type ConvertedInputSchema } from "./schema.js";
