// Reading a tool's MCP Apps metadata (`_meta.ui`): its view's `ui://` URI and who may call it.
// Works on a tool as listed or converted, like the other metadata readers.
import { mcpToolFields } from "../tools/metadata.js";
import { LEGACY_UI_RESOURCE_URI_KEY, type UIToolVisibility } from "./spec.js";

const BOTH: readonly UIToolVisibility[] = ["model", "app"];

function uiMetaOf(tool: unknown): { meta: Record<string, unknown>; ui: Record<string, unknown> } {
  const meta = mcpToolFields(tool)?._meta;
  const record = meta && typeof meta === "object" ? (meta as Record<string, unknown>) : {};
  const ui = record.ui;
  return { meta: record, ui: ui && typeof ui === "object" ? (ui as Record<string, unknown>) : {} };
}

/**
 * The `ui://` URI of the tool's view (`_meta.ui.resourceUri`, else the legacy
 * `_meta["ui/resourceUri"]`), or undefined when it has none.
 */
export function uiResourceUri(tool: unknown): string | undefined {
  const { meta, ui } = uiMetaOf(tool);
  const uri = ui.resourceUri ?? meta[LEGACY_UI_RESOURCE_URI_KEY];
  return typeof uri === "string" && uri.startsWith("ui://") ? uri : undefined;
}

/**
 * `_meta.ui.visibility`, `["model", "app"]` when absent (the extension's default). A lone
 * string counts as a list of one: a server that wrote `"app"` meant to keep the model out.
 */
export function uiVisibility(tool: unknown): UIToolVisibility[] {
  const visibility = uiMetaOf(tool).ui.visibility;
  if (typeof visibility === "string") return BOTH.filter((v) => v === visibility);
  if (!Array.isArray(visibility)) return [...BOTH];
  return BOTH.filter((v) => visibility.includes(v));
}

/** Whether the model may see the tool: its visibility lists `"model"` (or is absent). */
export function isModelVisible(tool: unknown): boolean {
  return uiVisibility(tool).includes("model");
}

/** Whether only the app may call the tool: its visibility lists `"app"` but not `"model"`. */
export function isAppOnly(tool: unknown): boolean {
  const visibility = uiVisibility(tool);
  return visibility.includes("app") && !visibility.includes("model");
}
