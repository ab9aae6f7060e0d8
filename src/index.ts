// Public runtime API of langchain-mcp-bridge. Elicitation types live at
// "langchain-mcp-bridge/elicitation".
export * from "./adapter/index.js";
export * from "./tools/index.js";
export {
  ClientGroup,
  MCPClient,
  type AuthOption,
  type CallToolOptions,
  type ElicitationHandler,
  type ElicitationRequest,
  type InputRequiredAnswer,
  type InputRequiredResolver,
  type InputRequiredRound,
  type LogHandler,
  type MCPClientOptions,
  type MessageHandler,
  type ProgressHandler,
  type ServerInfo,
  type Source,
} from "./client/index.js";
export {
  InMemoryTransport,
  SSETransport,
  StdioTransport,
  StreamableHttpTransport,
  type SSETransportOptions,
  type StdioTransportOptions,
  type StreamableHttpTransportOptions,
  type TransportDescription,
  type TransportFactory,
} from "./transports/index.js";
export {
  ElicitationUnavailableError,
  MCPConfigError,
  MCPConnectionError,
  MCPTimeoutError,
  NotImplementedError,
  ToolException,
} from "./errors.js";
