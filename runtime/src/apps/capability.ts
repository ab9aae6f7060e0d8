// Declaring MCP Apps support to servers, only when the user opts in (`apps` option): a server
// that sees the capability may list app-only tools and views it would not list otherwise.
import { MCPConfigError } from "../errors.js";
import { UI_EXTENSION_ID, UI_MIME_TYPE } from "./spec.js";

/**
 * `true`: declare the Apps extension with the view MIME type `text/html;profile=mcp-app`;
 * `{ mimeTypes }`: declare these view types instead. `false`/absent: declare nothing.
 */
export type AppsOption = boolean | { mimeTypes: string[] };

const ACCEPTED = `true, false, or { mimeTypes: ["${UI_MIME_TYPE}", …] } (a non-empty list of MIME types)`;

function invalid(problem: string): never {
  throw new MCPConfigError(`Invalid option "apps": ${problem}. Accepted: ${ACCEPTED}`);
}

/** Throws an `MCPConfigError` naming what is wrong with an `apps` option. */
export function validateAppsOption(value: unknown): void {
  if (value === undefined || typeof value === "boolean") return;
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    invalid(Array.isArray(value) ? "an array" : value === null ? "null" : `a ${typeof value}`);
  }
  const unknown = Object.keys(value).filter((key) => key !== "mimeTypes");
  if (unknown.length > 0) invalid(`unknown key ${unknown.map((k) => `"${k}"`).join(", ")}`);
  const { mimeTypes } = value as { mimeTypes?: unknown };
  if (
    !Array.isArray(mimeTypes) ||
    mimeTypes.length === 0 ||
    !mimeTypes.every((t) => typeof t === "string" && t.trim() !== "")
  ) {
    invalid('"mimeTypes" must be a non-empty array of non-empty strings');
  }
}

/** The view MIME types the user accepts (for reading views), from a validated option. */
export function acceptedViewTypes(option: AppsOption | undefined): string[] {
  return typeof option === "object" ? option.mimeTypes : [UI_MIME_TYPE];
}

/** The client capabilities the option adds: `{ extensions: { "io.modelcontextprotocol/ui": … } }`. */
export function appsCapability(option: AppsOption | undefined): {
  extensions?: Record<string, { mimeTypes: string[] }>;
} {
  if (!option) return {};
  return { extensions: { [UI_EXTENSION_ID]: { mimeTypes: acceptedViewTypes(option) } } };
}
