// A barrel: the default export renamed, and everything else.
export { default as math } from "./mcp.js";
export * from "./mcp.js";
