import { ToolService } from "./service.js";

const service = new ToolService();

export async function names(): Promise<string[]> {
  await service.initializeConnections();
  const tools = await service.getTools();
  return tools.map((t) => t.name);
}
