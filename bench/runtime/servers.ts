// Where each bench server lives, and how each kind of client reaches it.
import { InMemoryTransport as ModernInMemory } from "@modelcontextprotocol/server";
import { serveStdio } from "@modelcontextprotocol/server/stdio";
import { InMemoryTransport as LegacyInMemory } from "@modelcontextprotocol/sdk/inMemory.js";
import { legacyServer, modernServer } from "../servers/tools.js";
import { BUILD, REPO } from "../paths.js";

export type Era = "modern" | "legacy";
export type TransportKind = "memory" | "stdio" | "http";
export interface Ports {
  modern: number;
  legacy: number;
}

/** Command lines contain this: how the bench recognises its own server processes. */
export const SERVER_MARK = ".corpus/build/servers/";
export const serverFile = (name: string) => `${BUILD}servers/${name}`;

/** Every client spawns the same command: node on the compiled server (see bench/build.ts). */
export function stdioCommand(era: Era): { command: string; args: string[]; cwd: string } {
  return {
    command: process.execPath,
    args: [serverFile(era === "modern" ? "stdio-modern.js" : "stdio-legacy.js")],
    cwd: REPO,
  };
}

export const httpUrl = (era: Era, ports: Ports) => `http://127.0.0.1:${ports[era]}/mcp`;

/** Server-side in-memory transports not yet closed: what a client leaves open after close(). */
export let memoryServersOpen = 0;

function track<T extends { close(): Promise<void> }>(transport: T): T {
  memoryServersOpen++;
  const close = transport.close.bind(transport);
  let closed = false;
  transport.close = async () => {
    if (!closed) memoryServersOpen--;
    closed = true;
    return close();
  };
  return transport;
}

/**
 * Serves one in-memory connection and returns the client's end. The modern server goes through
 * `serveStdio(factory, { transport })`, the SDK entry that decides the era per connection
 * (a bare `McpServer.connect()` would only ever speak 2025); `flavour` picks which SDK line's
 * InMemoryTransport the client end is.
 */
export async function serveInMemory(era: Era, flavour: "v2" | "1x") {
  const [clientEnd, serverEnd] =
    flavour === "v2" ? ModernInMemory.createLinkedPair() : LegacyInMemory.createLinkedPair();
  track(serverEnd);
  if (era === "modern") serveStdio(() => modernServer(), { transport: serverEnd });
  else await legacyServer().connect(serverEnd);
  return clientEnd;
}

/** An in-process server object for targets that take the server itself (ours). */
export function inProcessServer(era: Era) {
  const server = era === "modern" ? modernServer() : legacyServer();
  // Count what the runtime connects, whatever transport it picks.
  const connect = server.connect.bind(server) as (t: any) => Promise<void>;
  (server as any).connect = (transport: any) => connect(track(transport));
  return server;
}
