// MCP prompts as LangChain objects: listed under tool-like names (bare for one server,
// `{server}_{name}` for several), fetched as messages with standard content blocks.
import { AIMessage, HumanMessage, type BaseMessage } from "@langchain/core/messages";
import type { GetPromptResult, Prompt } from "@modelcontextprotocol/client";
import { MCPConfigError } from "../errors.js";
import { toStandardBlock } from "../tools/results.js";
import { toolName, type ToolNames } from "./naming.js";

/** One prompt of one server, under the name `getPrompt` takes. */
export interface MCPPromptInfo {
  /** The adapter's name for it (like a tool's: bare for one server, `{server}_{name}` for several). */
  name: string;
  server: string;
  /** Its name on the server. */
  serverName: string;
  title?: string;
  description?: string;
  arguments: NonNullable<Prompt["arguments"]>;
}

/** Names every listed prompt; two prompts under one name are a configuration error. */
export function namePrompts(naming: ToolNames, listed: Map<string, Prompt[]>): MCPPromptInfo[] {
  const byName = new Map<string, MCPPromptInfo>();
  for (const [server, prompts] of listed) {
    for (const prompt of prompts) {
      const name = toolName(naming, server, prompt.name);
      const owner = byName.get(name);
      if (owner) {
        throw new MCPConfigError(
          `Two MCP prompts would both be named "${name}": "${owner.serverName}" of server ` +
            `"${owner.server}" and "${prompt.name}" of server "${server}". Use toolNames: ` +
            `"prefixed" or a (server, name) => name function to tell them apart.`,
        );
      }
      byName.set(name, {
        name,
        server,
        serverName: prompt.name,
        ...(prompt.title !== undefined && { title: prompt.title }),
        ...(prompt.description !== undefined && { description: prompt.description }),
        arguments: prompt.arguments ?? [],
      });
    }
  }
  return [...byName.values()];
}

/** A prompt's messages: user → HumanMessage, assistant → AIMessage, content as standard blocks. */
export function promptMessages(result: GetPromptResult): BaseMessage[] {
  return result.messages.map(({ role, content }) => {
    const fields = { content: [toStandardBlock(content)] };
    return role === "assistant" ? new AIMessage(fields) : new HumanMessage(fields);
  });
}
