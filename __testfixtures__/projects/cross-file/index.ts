// Re-exports, as a package entry point would.
export { client, loadTools, calls } from "./client.js";
