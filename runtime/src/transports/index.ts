export { StreamableHttpTransport, type StreamableHttpTransportOptions } from "./streamableHttp.js";
export { SSETransport, type SSETransportOptions } from "./sse.js";
export { StdioTransport, type StdioTransportOptions } from "./stdio.js";
export { InMemoryTransport } from "./inMemory.js";
export { CustomTransport, type TransportFactory } from "./custom.js";
export { ACCEPTED_TARGETS, inferTransport, scriptTransport, unsupportedTarget } from "./infer.js";
export { isSdkTransport, sdkClientLine, sdkServerLine, type SdkLine } from "./sdkObjects.js";
export {
  isTransportDescription,
  type TransportDescription,
  type TransportKind,
  type TransportOpenContext,
  type TransportTraits,
} from "./types.js";
