// The headers of one request beyond the connection's: the `headers`/`auth` functions' answers
// for its scope, then the call's own headers.
import { MCPConfigError } from "../errors.js";
import { mergeHeaders } from "../transports/http.js";
import { bearer } from "./auth.js";
import { checkCallContext } from "./callContext.js";
import type { MCPClientOptions, RequestScope } from "./types.js";

type Headers = Record<string, string> | undefined;

/** A promise only when a function must be asked. */
export function scopeHeaders(
  server: string,
  options: Pick<MCPClientOptions, "auth" | "headers">,
  config: RequestScope["config"],
  callHeaders: Headers,
): Headers | Promise<Headers> {
  const { auth, headers } = options;
  if (typeof auth !== "function" && typeof headers !== "function") return callHeaders;
  const scope: RequestScope = { server, config };
  return (async () => {
    const [token, dynamic] = await Promise.all([
      typeof auth === "function" ? auth(scope) : undefined,
      typeof headers === "function" ? headers(scope) : undefined,
    ]);
    if (dynamic !== undefined)
      checkCallContext({ headers: dynamic }, `the "headers" function of MCP server "${server}"`);
    if (
      token !== undefined &&
      (typeof token !== "string" || token === "" || /[\r\n\0]/.test(token))
    )
      throw new MCPConfigError(
        `the "auth" function of MCP server "${server}" must return a non-empty bearer token string or undefined`,
      );
    return mergeHeaders(
      dynamic,
      token === undefined ? undefined : { Authorization: bearer(token) },
      callHeaders,
    );
  })();
}
