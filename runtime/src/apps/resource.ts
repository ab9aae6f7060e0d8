// Reading a tool's view (its `ui://` resource) so a front end can render it.
import type { ReadResourceResult } from "@modelcontextprotocol/client";
import { MCPConfigError, MCPError } from "../errors.js";
import { acceptedViewTypes, type AppsOption } from "./capability.js";
import { uiResourceUri } from "./visibility.js";

/** A tool's view, ready to render in a sandboxed frame. */
export interface MCPUIResource {
  /** The `ui://` URI. */
  uri: string;
  /** As the server sent it, e.g. `text/html;profile=mcp-app`. */
  mimeType: string;
  /** The HTML document (a `blob` is decoded as UTF-8). */
  html: string;
  /** The content's `_meta` (`ui.csp`, `ui.permissions`, `ui.domain`, `ui.prefersBorder`). */
  _meta?: Record<string, unknown>;
}

/** A view that could not be read as one: no content at its URI, or not a view MIME type. */
export class MCPUIResourceError extends MCPError {
  override name = "MCPUIResourceError";
  declare readonly server: string;
  readonly uri: string;

  constructor(server: string, uri: string, problem: string) {
    super({ server }, `The view "${uri}" of MCP server "${server}" ${problem}`);
    this.uri = uri;
  }
}

/** What reading a view needs from a client: `MCPClient` satisfies it. */
export interface UIResourceReader {
  readonly name: string;
  readonly options?: { apps?: AppsOption };
  readResource(uri: string): Promise<ReadResourceResult>;
}

/** `text/html; Profile=mcp-app` and `text/html;profile=mcp-app` are one type. */
const normalType = (mimeType: string) => mimeType.replace(/\s+/g, "").toLowerCase();

/**
 * Reads the view of `tool` (an MCP tool as listed or converted, see `uiResourceUri`) or at a
 * `ui://` URI from `client`. Its MIME type must be one the client accepts (`apps.mimeTypes`,
 * default `text/html;profile=mcp-app`).
 */
export async function readUIResource(
  client: UIResourceReader,
  toolOrUri: unknown,
): Promise<MCPUIResource> {
  const uri = typeof toolOrUri === "string" ? toolOrUri : uiResourceUri(toolOrUri);
  if (uri === undefined || !uri.startsWith("ui://")) {
    const what =
      typeof toolOrUri === "string"
        ? `"${toolOrUri}" is not a ui:// URI`
        : `the tool${nameOf(toolOrUri)} has no view (no ui:// URI in _meta.ui.resourceUri)`;
    throw new MCPConfigError(`Cannot read a view: ${what}`);
  }
  const { contents } = await client.readResource(uri);
  const content = contents.find((c) => c.uri === uri) ?? contents[0];
  if (content === undefined) throw new MCPUIResourceError(client.name, uri, "has no contents");
  const accepted = acceptedViewTypes(client.options?.apps);
  const mimeType = content.mimeType ?? "";
  if (!accepted.some((type) => normalType(type) === normalType(mimeType))) {
    throw new MCPUIResourceError(
      client.name,
      uri,
      `is ${mimeType ? `"${mimeType}"` : "untyped"}, not a view type this client accepts ` +
        `(${accepted.map((t) => `"${t}"`).join(", ")})`,
    );
  }
  const html =
    "text" in content ? content.text : Buffer.from(content.blob, "base64").toString("utf8");
  return { uri, mimeType, html, ...(content._meta && { _meta: content._meta }) };
}

function nameOf(tool: unknown): string {
  const name = (tool as { name?: unknown } | null)?.name;
  return typeof name === "string" ? ` "${name}"` : "";
}
