export {
  MultiServerMCPClient,
  type Connection,
  type StdioConnection,
  type SSEConnection,
} from "./client.js";
export { loadMcpTools } from "./tools.js";
