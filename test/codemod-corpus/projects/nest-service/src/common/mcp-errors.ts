/** Human-readable text for errors thrown by the MCP adapter. */
export function describeMcpError(error: unknown): string {
  if (error instanceof Error) {
    const e = error as Error & { serverName?: string };
    if (e.name === "MCPConnectionError" || e.name === "MCPClientError") {
      return `MCP server "${e.serverName ?? "?"}" is unreachable: ${e.message}`;
    }
    return e.message;
  }
  return String(error);
}

export function isMcpOutage(error: unknown): boolean {
  return (
    typeof error === "object" &&
    error !== null &&
    (error as { name?: string }).name === "MCPConnectionError" &&
    typeof (error as { serverName?: unknown }).serverName === "string"
  );
}
