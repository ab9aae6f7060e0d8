import { MultiServerMCPClient } from "@langchain/mcp-adapters";

// Declared and used only here: the config it hands to super() and its instances are followed.
class DocsClient extends MultiServerMCPClient {
  constructor(url: string) {
    super({
      mcpServers: { docs: { url, transport: "http" } },
      prefixToolNameWithServerName: false,
    });
  }

  async docsTools() {
    return this.getTools();
  }
}

export async function docsTools(url: string) {
  const docs = new DocsClient(url);
  await docs.initializeConnections();
  return docs.getTools();
}

// Exported, and configured by its callers: both are marked, with what is left to do.
export class ConfiguredClient extends MultiServerMCPClient {
  constructor(config: ConstructorParameters<typeof MultiServerMCPClient>[0]) {
    super(config);
  }
}
