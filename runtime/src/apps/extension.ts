// MCP Apps as a client extension (the hook of client/port.ts): the UI extension is declared
// when a connection opens, only when the user opted in.
import type { ClientExtension } from "../client/port.js";
import { appsCapability, type AppsOption } from "./capability.js";

export function appsExtension(option: AppsOption | undefined): ClientExtension {
  return { capabilities: () => appsCapability(option) };
}
