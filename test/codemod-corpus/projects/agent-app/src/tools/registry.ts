import type { DynamicStructuredTool } from "@langchain/core/tools";
import type { MultiServerMCPClient } from "@langchain/mcp-adapters";

export let lastLoaded: DynamicStructuredTool[] = [];

export class ToolRegistry {
  private tools: DynamicStructuredTool[] = [];
  readonly blocked = new Set<string>(["delete_item"]);

  constructor(private readonly client: MultiServerMCPClient) {}

  async refresh(): Promise<DynamicStructuredTool[]> {
    const loaded: DynamicStructuredTool[] = await this.client.getTools();
    this.tools = this.allowed(loaded);
    lastLoaded = this.tools;
    return this.tools;
  }

  allowed(tools: DynamicStructuredTool[]): DynamicStructuredTool[] {
    return tools.filter((t) => !this.blocked.has(t.name));
  }

  get(name: string): DynamicStructuredTool | undefined {
    return this.tools.find((t) => t.name === name);
  }
}

export function describeTools(tools: DynamicStructuredTool[]): string {
  return tools.map((t) => `- ${t.name}: ${t.description}`).join("\n");
}
