// ClientGroup: several named MCP servers, each its own MCPClient.
import { MCPConfigError } from "../errors.js";
import { MCPClient } from "./mcpClient.js";
import type { MCPClientOptions } from "./types.js";

export class ClientGroup implements AsyncDisposable {
  readonly #clients = new Map<string, MCPClient>();

  /**
   * @param servers server name → MCPClient or single-server target. The key becomes the
   *   client's `name` (used in tool-name prefixes, errors and handler sources).
   * @param options applied to every client built here from a target (not to given MCPClients).
   */
  constructor(servers: Record<string, unknown>, options: Omit<MCPClientOptions, "name"> = {}) {
    if (typeof servers !== "object" || servers === null || Array.isArray(servers)) {
      throw new MCPConfigError(
        "ClientGroup takes an object mapping server names to MCPClients or targets",
      );
    }
    for (const [name, target] of Object.entries(servers)) {
      if (!name) throw new MCPConfigError("ClientGroup server names must be non-empty");
      let client: MCPClient;
      if (target instanceof MCPClient) {
        client = target;
        client.name = name;
      } else {
        client = new MCPClient(target, { ...options, name });
      }
      this.#clients.set(name, client);
    }
    if (this.#clients.size === 0) throw new MCPConfigError("ClientGroup needs at least one server");
  }

  /** The clients by server name (a copy: changing it does not change the group). */
  clients(): Map<string, MCPClient> {
    return new Map(this.#clients);
  }

  client(name: string): MCPClient | undefined {
    return this.#clients.get(name);
  }

  get names(): string[] {
    return [...this.#clients.keys()];
  }

  /** Connects every client; the first failure rejects (after the others settled). */
  async connect(): Promise<void> {
    const results = await Promise.allSettled(
      [...this.#clients.values()].map((client) => client.connect()),
    );
    const failed = results.find((result) => result.status === "rejected");
    if (failed) throw (failed as PromiseRejectedResult).reason;
  }

  async close(): Promise<void> {
    await Promise.all([...this.#clients.values()].map((client) => client.close()));
  }

  [Symbol.asyncDispose](): Promise<void> {
    return this.close();
  }
}
