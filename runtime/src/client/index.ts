export { MCPClient, type ServerInfo } from "./mcpClient.js";
export { ClientGroup } from "./clientGroup.js";
export { MCP_CALL_CONTEXT_KEY, withMCPCallContext, type MCPCallContext } from "./callContext.js";
export type {
  AuthFunction,
  AuthOption,
  HeadersFunction,
  RequestScope,
  CallToolOptions,
  ElicitationHandler,
  ElicitationParams,
  InputRequiredAnswer,
  InputRequiredResolver,
  InputRequiredRound,
  LogHandler,
  MCPClientOptions,
  MessageHandler,
  ProgressHandler,
  Source,
} from "./types.js";
export { resolveOAuth } from "./auth.js";
export { perUserOAuth, type PerUserOAuth, type PerUserOAuthOptions } from "./perUserAuth.js";
export { isConnectionFailure } from "./failures.js";
