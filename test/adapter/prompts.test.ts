// Prompts as LangChain messages, from real servers: an in-process v2 server with prompts of
// every content kind, the test servers of both eras, and the published server-everything.
import path from "node:path";
import { AIMessage, HumanMessage } from "@langchain/core/messages";
import { McpServer } from "@modelcontextprotocol/server";
import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import {
  ClientGroup,
  InMemoryTransport,
  MCPAdapter,
  MCPConfigError,
} from "../../runtime/src/index.js";
import { promptMessages } from "../../runtime/src/adapter/prompts.js";
import { PNG_BASE64, createLegacyServer, createModernServer } from "../servers/index.js";

const EVERYTHING = path.resolve(
  __dirname,
  "../../node_modules/@modelcontextprotocol/server-everything/dist/index.js",
);

/** A v2 server whose `tour` prompt has a user text, an assistant image and an embedded resource. */
function tourServer() {
  const server = new McpServer({ name: "tour", version: "1.0.0" });
  server.registerPrompt(
    "tour",
    { title: "Tour", description: "A tour", argsSchema: z.object({ city: z.string() }) },
    ({ city }) => ({
      messages: [
        { role: "user" as const, content: { type: "text" as const, text: `Show me ${city}` } },
        {
          role: "assistant" as const,
          content: { type: "image" as const, data: PNG_BASE64, mimeType: "image/png" },
        },
        {
          role: "user" as const,
          content: {
            type: "resource" as const,
            resource: { uri: "guide://city", mimeType: "text/plain", text: `${city} guide` },
          },
        },
      ],
    }),
  );
  return server;
}

const adapters: MCPAdapter[] = [];
const adapterFor = (target: unknown, options = {}) => {
  const adapter = new MCPAdapter(target, options);
  adapters.push(adapter);
  return adapter;
};
afterEach(async () => {
  await Promise.all(adapters.splice(0).map((a) => a.close()));
});

describe("promptMessages", () => {
  it("maps roles to HumanMessage and AIMessage, content to standard blocks", () => {
    const messages = promptMessages({
      messages: [
        { role: "user", content: { type: "text", text: "hi" } },
        { role: "assistant", content: { type: "audio", data: "AAAA", mimeType: "audio/wav" } },
      ],
    });
    expect(messages[0]).toBeInstanceOf(HumanMessage);
    expect(messages[0].content).toEqual([{ type: "text", text: "hi" }]);
    expect(messages[1]).toBeInstanceOf(AIMessage);
    expect(messages[1].content).toEqual([{ type: "audio", data: "AAAA", mimeType: "audio/wav" }]);
  });
});

describe("adapter.listPrompts / getPrompt", () => {
  it("one server: bare names; a prompt of every content kind comes back as messages", async () => {
    const adapter = adapterFor(new InMemoryTransport(tourServer()));
    expect(await adapter.listPrompts()).toEqual([
      {
        name: "tour",
        server: "in-memory",
        serverName: "tour",
        title: "Tour",
        description: "A tour",
        arguments: [{ name: "city", required: true }],
      },
    ]);
    const [ask, picture, guide] = await adapter.getPrompt("tour", { city: "Lyon" });
    expect(ask).toBeInstanceOf(HumanMessage);
    expect(ask.content).toEqual([{ type: "text", text: "Show me Lyon" }]);
    expect(picture).toBeInstanceOf(AIMessage);
    expect(picture.content).toEqual([{ type: "image", data: PNG_BASE64, mimeType: "image/png" }]);
    expect(guide.content).toEqual([
      {
        type: "file",
        data: Buffer.from("Lyon guide").toString("base64"),
        mimeType: "text/plain",
        metadata: { uri: "guide://city" },
      },
    ]);
  });

  it("several servers of both eras: {server}_{name}, each fetched from its own server", async () => {
    const adapter = adapterFor(
      new ClientGroup({ modern: createModernServer(), legacy: createLegacyServer() }),
    );
    const names = (await adapter.listPrompts()).map((p) => [p.name, p.server, p.serverName]);
    expect(names).toEqual([
      ["modern_greeting", "modern", "greeting"],
      ["legacy_greeting", "legacy", "greeting"],
    ]);
    const [message] = await adapter.getPrompt("legacy_greeting", { name: "Ada" });
    expect(message.content).toEqual([{ type: "text", text: "Hello Ada" }]);
  });

  it("getPrompt before listPrompts lists once to find the name; an unknown name names the known", async () => {
    const adapter = adapterFor(new InMemoryTransport(tourServer()));
    expect(await adapter.getPrompt("tour", { city: "Oslo" })).toHaveLength(3);
    await expect(adapter.getPrompt("tours")).rejects.toThrow(
      new MCPConfigError('No MCP prompt named "tours" (prompts: "tour")'),
    );
  });

  it("two prompts under one name are refused with the way out", async () => {
    const adapter = adapterFor(
      new ClientGroup({ a: createModernServer(), b: createModernServer() }),
      {
        toolNames: "bare",
      },
    );
    await expect(adapter.listPrompts()).rejects.toThrow(/both be named "greeting".*prefixed/);
  });

  it("server-everything over stdio: its prompts list and fetch", async () => {
    const adapter = adapterFor({
      mcpServers: { everything: { command: process.execPath, args: [EVERYTHING, "stdio"] } },
    });
    const prompts = await adapter.listPrompts();
    expect(prompts.map((p) => p.name)).toContain("simple-prompt");
    const [message] = await adapter.getPrompt("simple-prompt");
    expect(message).toBeInstanceOf(HumanMessage);
    expect(message.content).toEqual([
      { type: "text", text: "This is a simple prompt without arguments." },
    ]);
  }, 30_000);
});
