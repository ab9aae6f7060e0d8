// Real MCP servers for tests, of both protocol eras. See README.md in this folder.
import { fileURLToPath } from "node:url";

export { createModernServer, startModernHttp } from "./modern.js";
export { createLegacyServer, startLegacyHttp, type LegacyHttpOptions } from "./legacy.js";
export type { HttpServerHandle, RecordedRequest } from "./http.js";
export {
  ORDER_INPUT_SCHEMA,
  PNG_BASE64,
  TOOL_NAMES,
  newRecord,
  type ServerRecord,
} from "./shared.js";

export type Era = "modern" | "legacy";

/** Absolute path of the server script of an era (a `.ts` file run through tsx). */
export function serverScript(era: Era): string {
  return fileURLToPath(new URL(`./${era}.ts`, import.meta.url));
}

/** `{ command, args }` that start an era's server as a stdio child process. */
export function stdioCommand(era: Era): { command: string; args: string[] } {
  return { command: process.execPath, args: ["--import", "tsx", serverScript(era)] };
}

/** Whether a process id is still alive. */
export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
