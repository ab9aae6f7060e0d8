// Never names the old package: what it reads comes from `mathClient()` of another module.
import { mathClient } from "./client.js";

export async function toolNames(): Promise<string[]> {
  const math = await mathClient();
  const { tools } = await math!.listTools();
  return tools.map((t) => t.name);
}

export async function promptCount(): Promise<number> {
  return (await (await mathClient())!.listPrompts()).prompts.length;
}

export async function add(a: number, b: number) {
  const math = await mathClient();
  return math!.callTool({ name: "add", arguments: { a, b } });
}
