// Recognising SDK objects by shape. Users hand over objects from two SDK lines (v2 and 1.x),
// possibly from another copy of the package, so `instanceof` cannot be trusted.
import type { Transport } from "@modelcontextprotocol/client";

export type SdkLine = "v2" | "v1";

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null;
const hasFunction = (value: Record<string, unknown>, name: string) =>
  typeof value[name] === "function";

/** A low-level SDK `Server` (or the `.server` of an `McpServer`). */
function lowLevelServerLine(value: unknown): SdkLine | undefined {
  if (!isObject(value)) return undefined;
  if (!hasFunction(value, "connect") || !hasFunction(value, "getClientCapabilities"))
    return undefined;
  // The v2 line negotiates protocol eras; 1.x has no such method on its Server.
  return hasFunction(value, "getNegotiatedProtocolVersion") ? "v2" : "v1";
}

/** An in-process SDK server: `McpServer` or `Server`, v2 or 1.x. */
export function sdkServerLine(value: unknown): SdkLine | undefined {
  if (!isObject(value)) return undefined;
  if (hasFunction(value, "registerTool") && hasFunction(value, "connect")) {
    return lowLevelServerLine(value.server);
  }
  return lowLevelServerLine(value);
}

/** An SDK `Client`, v2 or 1.x. */
export function sdkClientLine(value: unknown): SdkLine | undefined {
  if (!isObject(value)) return undefined;
  if (!hasFunction(value, "callTool") || !hasFunction(value, "getServerCapabilities"))
    return undefined;
  return hasFunction(value, "getProtocolEra") ? "v2" : "v1";
}

/** An SDK `Transport` instance (v2 and 1.x share the shape). */
export function isSdkTransport(value: unknown): value is Transport {
  return (
    isObject(value) &&
    hasFunction(value, "start") &&
    hasFunction(value, "send") &&
    hasFunction(value, "close") &&
    sdkClientLine(value) === undefined
  );
}
