// Everything MCP-related the app uses goes through here, so swapping the adapter is one file.
export * from "@langchain/mcp-adapters";
export { loadToolsSafely } from "./load-tools.js";
