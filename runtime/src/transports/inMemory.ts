// In-memory: an SDK server object in this process. The v2 server is served through the SDK's
// era-routing entry so it speaks the modern era; a 1.x server speaks the legacy era.
import {
  InMemoryTransport as SdkInMemoryTransport,
  type Transport,
} from "@modelcontextprotocol/client";
import { MCPConfigError } from "../errors.js";
import { sdkServerLine, type SdkLine } from "./sdkObjects.js";
import {
  HTTP_TRAITS,
  type TransportDescription,
  type TransportSecrets,
  type TransportTraits,
} from "./types.js";

// A non-literal specifier keeps bundlers from inlining the (optional) v2 server package.
const V2_SERVER_STDIO: string = "@modelcontextprotocol/server/stdio";
interface V2ServerStdio {
  serveStdio(factory: () => unknown, options: { transport: Transport }): { close(): Promise<void> };
}

interface ConnectableServer {
  connect(transport: Transport): Promise<void>;
  close(): Promise<void>;
}

/**
 * One server object can serve one connection at a time (an SDK rule). Opening a second one
 * waits until the first is closed, so per-call sessions on one server are serialized.
 */
export class InMemoryTransport implements TransportDescription {
  readonly kind = "in-memory" as const;
  readonly traits: TransportTraits = { ...HTTP_TRAITS };
  readonly server: unknown;
  readonly line: SdkLine;
  /** Resolves when the current connection (if any) has been released. */
  #released: Promise<void> = Promise.resolve();

  constructor(server: unknown) {
    const line = sdkServerLine(server);
    if (!line) {
      throw new MCPConfigError(
        "InMemoryTransport needs an in-process MCP server: an McpServer or Server from " +
          "@modelcontextprotocol/server (v2) or @modelcontextprotocol/sdk (1.x)",
      );
    }
    this.server = server;
    this.line = line;
  }

  describe(): string {
    return `in-memory:${this.line}`;
  }

  defaultServerName(): string {
    return this.kind;
  }

  secretSources(): TransportSecrets {
    return {}; // nothing configured: the server object is in this process
  }

  async open(): Promise<Transport> {
    const previous = this.#released;
    let release!: () => void;
    this.#released = new Promise((resolve) => (release = resolve));
    await previous;

    const [clientSide, serverSide] = SdkInMemoryTransport.createLinkedPair();
    // SDK 1.x: resolves once the server has let go of its side (its close handling has run).
    // The v2 entry owns its transport's callbacks and is done when its handle closed.
    const serverDetached =
      this.line === "v1"
        ? new Promise<void>((resolve) => (serverSide.onclose = () => resolve()))
        : Promise.resolve();
    let stopServer: () => Promise<void>;
    try {
      stopServer = await this.#serve(serverSide);
    } catch (error) {
      release();
      throw error;
    }
    // Closing the client side also stops the server side and frees the server for the next
    // connection. The SDK may call close() again from inside close(): that call returns at once.
    const close = clientSide.close.bind(clientSide);
    let closing: Promise<void> | undefined;
    let started = false;
    clientSide.close = () => {
      if (started) return closing ?? Promise.resolve();
      started = true;
      closing = (async () => {
        try {
          await close();
          await stopServer().catch(() => {});
          await serverDetached;
        } finally {
          release();
        }
      })();
      return closing;
    };
    return clientSide;
  }

  async #serve(serverSide: Transport): Promise<() => Promise<void>> {
    const server = this.server as ConnectableServer;
    if (this.line === "v1") {
      await server.connect(serverSide);
      return () => server.close();
    }
    // `serveStdio` takes any transport and routes the era (modern via server/discover, legacy
    // via initialize) to the one server object. Imported lazily: the v2 server package is only
    // present when the user hands us a v2 server.
    const { serveStdio } = (await import(V2_SERVER_STDIO)) as V2ServerStdio;
    const handle = serveStdio(() => server, { transport: serverSide });
    return () => handle.close();
  }
}
