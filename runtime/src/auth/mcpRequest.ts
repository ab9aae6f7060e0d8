// Telling the requests for the MCP server apart from OAuth requests made on its behalf.

/**
 * Whether a request goes to the MCP server: its URL (origin and path), or, for SSE, a JSON-RPC
 * message POSTed to the endpoint the server named on its own origin. OAuth requests (metadata,
 * registration, token) are neither.
 */
export function isMcpServerRequest(
  serverUrl: URL,
  input: string | URL | Request,
  init?: RequestInit,
): boolean {
  const url = new URL(input instanceof Request ? input.url : input);
  if (url.origin !== serverUrl.origin) return false;
  if (url.pathname === serverUrl.pathname) return true;
  return typeof init?.body === "string" && isJsonRpc(init.body);
}

function isJsonRpc(body: string): boolean {
  try {
    const parsed = JSON.parse(body) as unknown;
    const first = Array.isArray(parsed) ? parsed[0] : parsed;
    return (first as { jsonrpc?: unknown } | null)?.jsonrpc === "2.0";
  } catch {
    return false;
  }
}
