// The elicitation test servers of both eras as stdio children (the servers themselves are in
// test/elicitation/servers/): `node --import tsx test/elicitation-e2e/servers.ts modern|legacy`.
// The README's elicitation example runs this file by that path.
import { fileURLToPath } from "node:url";
import { createLegacyElicitationServer } from "../elicitation/servers/legacy.js";
import { createModernElicitationServer, newModernRecord } from "../elicitation/servers/modern.js";

/** This file as a stdio server of `era`, for an MCPConfig entry. */
export function stdioEntry(era: "modern" | "legacy", env?: Record<string, string>) {
  return {
    command: process.execPath,
    args: ["--import", "tsx", fileURLToPath(import.meta.url), era],
    ...(env && { env }),
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  if (process.argv[2] === "legacy") {
    const { StdioServerTransport } = await import("@modelcontextprotocol/sdk/server/stdio.js");
    // LEGACY_RECORD_FILE: the server's record, written out after each change (tests read it).
    const file = process.env.LEGACY_RECORD_FILE;
    const record = { calls: 0, pushed: [] };
    const { writeFileSync } = await import("node:fs");
    const onRecord = () => file && writeFileSync(file, JSON.stringify(record));
    await createLegacyElicitationServer(record, onRecord).connect(new StdioServerTransport());
  } else {
    const { serveStdio } = await import("@modelcontextprotocol/server/stdio");
    const record = newModernRecord();
    serveStdio(() => createModernElicitationServer(record));
  }
}
