// The pure classifier of the SSE fallback: which failures of a URL's first POST mean "this
// server may speak only HTTP+SSE" (the MCP spec's backwards-compatibility statuses).
import {
  SdkError,
  SdkErrorCode,
  SdkHttpError,
  UnauthorizedError,
} from "@modelcontextprotocol/client";
import { describe, expect, it } from "vitest";
import { fallsBackToSse } from "../../runtime/src/transports/sseFallback.js";

const http = (status: number) =>
  new SdkHttpError(SdkErrorCode.ClientHttpNotImplemented, `Error POSTing to endpoint: x`, {
    status,
    statusText: "",
  });

/** SDK 1.x's transport error: the status is its `code`. */
const v1 = (status: number) =>
  Object.assign(new Error(`Streamable HTTP error: ${status}`), {
    name: "StreamableHTTPError",
    code: status,
  });

describe("fallsBackToSse", () => {
  it.each<[string, unknown, boolean]>([
    ["HTTP 404 (Cannot POST /sse)", http(404), true],
    ["HTTP 405 (Method Not Allowed)", http(405), true],
    ["HTTP 400 (Bad Request)", http(400), true],
    ["SDK 1.x StreamableHTTPError 405", v1(405), true],
    ["HTTP 401 (auth refused: the user must see it)", http(401), false],
    ["HTTP 403", http(403), false],
    ["HTTP 406", http(406), false],
    ["HTTP 500", http(500), false],
    ["HTTP 503", http(503), false],
    ["UnauthorizedError (OAuth needed)", new UnauthorizedError(), false],
    ["a timeout", new SdkError(SdkErrorCode.RequestTimeout, "timed out"), false],
    [
      "a refused connection (fetch failed)",
      new TypeError("fetch failed", { cause: { code: "ECONNREFUSED" } }),
      false,
    ],
    ["a plain error", new Error("boom"), false],
    ["not an error", "404", false],
    ["undefined", undefined, false],
  ])("%s → %s", (_, error, expected) => {
    expect(fallsBackToSse(error)).toBe(expected);
  });
});
