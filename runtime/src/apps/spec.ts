// The MCP Apps extension's names (`@modelcontextprotocol/ext-apps`, SEP-1865), written out so
// the runtime does not depend on that package; test/apps keeps them equal to its constants.

/** The extension's id: the key of its capability under `capabilities.extensions`. */
export const UI_EXTENSION_ID = "io.modelcontextprotocol/ui";

/** The MIME type of an MCP App view (an HTML resource at a `ui://` URI). */
export const UI_MIME_TYPE = "text/html;profile=mcp-app";

/** The deprecated flat `_meta` key for a tool's view; `_meta.ui.resourceUri` replaces it. */
export const LEGACY_UI_RESOURCE_URI_KEY = "ui/resourceUri";

/** Who may see and call a tool: the model (agent), the app (its view), or both (the default). */
export type UIToolVisibility = "model" | "app";
