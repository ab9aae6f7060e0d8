// A real in-process MCP server (SDK v2) whose tools return the content kinds the shared test
// servers do not: audio, embedded resources (text and blob), resource links, mixed content.
import { McpServer } from "@modelcontextprotocol/server";
import { z } from "zod";
import { PNG_BASE64 } from "../servers/index.js";

/** A few bytes standing in for WAV audio, base64. */
export const WAV_BASE64 = Buffer.from("RIFF....WAVEfmt ").toString("base64");
export const BLOB_BASE64 = Buffer.from([0, 1, 2, 3, 254, 255]).toString("base64");

export function createMediaServer(): McpServer {
  const server = new McpServer(
    { name: "media", version: "3.1.0" },
    { capabilities: { tools: {} } },
  );
  server.registerTool("audio", { description: "A short sound" }, async () => ({
    content: [{ type: "audio" as const, data: WAV_BASE64, mimeType: "audio/wav" }],
  }));
  server.registerTool("text_resource", { description: "An embedded text resource" }, async () => ({
    content: [
      {
        type: "resource" as const,
        resource: { uri: "file:///notes.md", mimeType: "text/markdown", text: "# Notes\nhello" },
      },
    ],
  }));
  server.registerTool(
    "blob_resource",
    { description: "An embedded binary resource" },
    async () => ({
      content: [
        {
          type: "resource" as const,
          resource: {
            uri: "file:///data.bin",
            mimeType: "application/octet-stream",
            blob: BLOB_BASE64,
          },
        },
      ],
    }),
  );
  server.registerTool("link", { description: "A resource link" }, async () => ({
    content: [
      {
        type: "resource_link" as const,
        uri: "https://example.com/report.pdf",
        name: "report",
        title: "Quarterly report",
        mimeType: "application/pdf",
      },
    ],
  }));
  server.registerTool("mixed", { description: "Text and an image" }, async () => ({
    content: [
      {
        type: "text" as const,
        text: "Here is the chart:",
        annotations: { audience: ["user" as const] },
      },
      { type: "image" as const, data: PNG_BASE64, mimeType: "image/png" },
    ],
  }));
  server.registerTool(
    "tree",
    {
      description: "Takes a recursive tree",
      inputSchema: z.object({ root: z.lazy(() => Node) }),
    },
    async ({ root }) => ({ content: [{ type: "text" as const, text: `depth ${depth(root)}` }] }),
  );
  return server;
}

type TreeNode = { value: number; children?: TreeNode[] };
const Node: z.ZodType<TreeNode> = z.lazy(() =>
  z.object({ value: z.number(), children: z.array(Node).optional() }),
);
const depth = (n: TreeNode): number => 1 + Math.max(0, ...(n.children ?? []).map(depth));
