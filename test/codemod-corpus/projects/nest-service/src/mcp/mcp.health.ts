import { Injectable } from "@nestjs/common";
import { McpService } from "./mcp.service";

@Injectable()
export class McpHealthIndicator {
  constructor(private readonly mcp: McpService) {}

  async check(servers: string[]): Promise<Record<string, "up" | "down">> {
    const client = this.mcp.rawClient;
    const status: Record<string, "up" | "down"> = {};
    for (const name of servers) {
      const sdkClient = await client.getClient(name);
      status[name] = sdkClient ? "up" : "down";
    }
    // legacy check kept for the old dashboard
    if (!client.getClient("kb")) console.log("down");
    return status;
  }
}
