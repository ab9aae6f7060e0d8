// A MODERN server that sends what the SDK's own schemas reject: the v2 test server, whose
// outgoing messages are rewritten on the wire (the v2 server validates its tools/call results,
// so a handler cannot return an unknown block itself). Both eras are served from it.
import {
  InMemoryTransport,
  type JSONRPCMessage,
  type Transport,
} from "@modelcontextprotocol/client";
import { serveStdio } from "@modelcontextprotocol/server/stdio";
import { createModernServer } from "./modern.js";

/** Text a tool returns so the wire rewrite replaces its result's content. */
const WEIRD_MARKER = "__weird_content__";

/** Blocks the `weird_content` tool's result carries on the wire: one known, two unknown types. */
export const WEIRD_CONTENT = [
  { type: "text", text: "known" },
  { type: "hologram", frames: 3, data: "AAAA" },
  { type: "video", url: "https://example.invalid/v.mp4" },
];

/** Tools appended to every tools/list result: input schemas the SDK's ListToolsResult rejects. */
export const ODD_TOOLS = [
  { name: "bad_schema_string", inputSchema: "not a schema" },
  { name: "bad_schema_array_type", inputSchema: { type: "array", items: {} } },
  { name: "bad_schema_props", inputSchema: { type: "object", properties: 42 } },
  { name: "no_schema" },
  // Passes the quick schema check; only the whole Tool schema rejects it.
  { name: "bad_annotations", inputSchema: { type: "object" }, annotations: "not an object" },
];

function rewrite(message: JSONRPCMessage): JSONRPCMessage {
  const result = (message as { result?: Record<string, unknown> }).result;
  if (result === undefined) return message;
  if (Array.isArray(result.tools)) {
    return { ...message, result: { ...result, tools: [...result.tools, ...ODD_TOOLS] } };
  }
  const content = result.content as { type?: string; text?: string }[] | undefined;
  if (Array.isArray(content) && content.some((block) => block.text === WEIRD_MARKER)) {
    return { ...message, result: { ...result, content: WEIRD_CONTENT } };
  }
  return message;
}

/**
 * A target for MCPClient (a transport factory): each connection gets a fresh modern test server
 * (every shared tool, plus `weird_content`) whose tools/list and `weird_content` results are
 * rewritten as above.
 */
export function oddModernTarget(): () => Transport {
  return () => {
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    const send = serverSide.send.bind(serverSide);
    serverSide.send = (message, options) => send(rewrite(message), options);
    const server = createModernServer();
    server.registerTool("weird_content", { description: "Unknown content block types" }, () => ({
      content: [{ type: "text" as const, text: WEIRD_MARKER }],
    }));
    const handle = serveStdio(() => server, { transport: serverSide });
    const close = clientSide.close.bind(clientSide);
    clientSide.close = async () => {
      await close();
      await handle.close().catch(() => {});
    };
    return clientSide;
  };
}
