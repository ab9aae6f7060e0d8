import { MultiServerMCPClient, type ClientConfig, type Connection } from "./barrel.js";

/** Clients keyed by tenant: each tenant has its own servers. */
export class McpPool {
  private readonly clients = new Map<string, MultiServerMCPClient>();

  constructor(private readonly servers: (tenant: string) => Record<string, Connection>) {}

  get(tenant: string): MultiServerMCPClient {
    let client = this.clients.get(tenant);
    if (!client) {
      const config: ClientConfig = { mcpServers: this.servers(tenant), throwOnLoadError: false };
      client = new MultiServerMCPClient(config);
      this.clients.set(tenant, client);
    }
    return client;
  }

  async toolsFor(tenant: string) {
    return this.get(tenant).getTools();
  }

  async closeAll(): Promise<void> {
    await Promise.all([...this.clients.values()].map((c) => c.close()));
    this.clients.clear();
  }
}
