export { MultiServerMCPClient } from "./client.js";
export { convertMcpToolToLangchainTool, loadMcpTools } from "./tools.js";
export { default as logger, enableLogging, disableLogging } from "./logger.js";
