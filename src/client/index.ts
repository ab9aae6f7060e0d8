export { MCPClient, type ServerInfo } from "./mcpClient.js";
export { ClientGroup } from "./clientGroup.js";
export type {
  AuthOption,
  CallToolOptions,
  ElicitationHandler,
  ElicitationRequest,
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
export { isConnectionFailure } from "./failures.js";
