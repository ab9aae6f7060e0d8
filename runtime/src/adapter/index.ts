export {
  MCPAdapter,
  type ConnectionErrorPolicy,
  type ListToolsOptions,
  type ServersOption,
  type MCPAdapterOptions,
} from "./adapter.js";
export {
  type MCPConfig,
  type MCPHttpServerEntry,
  type MCPServerEntry,
  type MCPStdioServerEntry,
  validateMCPConfig,
} from "./config.js";
export { loadMCPConfig } from "./loadConfig.js";
export { type ToolFilterOption, type ToolMatcher, type ToolSelection } from "./toolFilter.js";
export { CATALOG_FORMAT, type MCPCatalog, type MCPCatalogServer } from "./catalog.js";
export { MAX_TOOL_NAME_LENGTH, sanitizeToolName, type ToolNames } from "./naming.js";
export { type MCPPromptInfo } from "./prompts.js";
export {
  type MCPResourceEntry,
  type MCPResourceInfo,
  type MCPResourceTemplateInfo,
} from "./resources.js";
export { RESOURCE_TOOL_NAME } from "./resourceTool.js";
