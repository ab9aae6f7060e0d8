export {
  LEGACY_UI_RESOURCE_URI_KEY,
  UI_EXTENSION_ID,
  UI_MIME_TYPE,
  type UIToolVisibility,
} from "./spec.js";
export { isAppOnly, isModelVisible, uiResourceUri, uiVisibility } from "./visibility.js";
export { type AppsOption } from "./capability.js";
export {
  MCPUIResourceError,
  readUIResource,
  type MCPUIResource,
  type UIResourceReader,
} from "./resource.js";
