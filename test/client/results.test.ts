// Results the v1 parse path would reject are returned as they are.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { MCPClient } from "../../src/client/index.js";
import { createModernServer } from "../servers/index.js";

describe("a modern server's non-object structuredContent", () => {
  it("reaches the caller unchanged (an array)", async () => {
    const server = createModernServer();
    server.registerTool(
      "numbers",
      { description: "An array as structured content", outputSchema: z.array(z.number()) },
      async () => ({
        content: [{ type: "text" as const, text: "[1,2,3]" }],
        structuredContent: [1, 2, 3],
      }),
    );
    const client = new MCPClient(server);
    try {
      await client.listTools();
      const result = await client.callTool("numbers");
      expect(result.structuredContent).toEqual([1, 2, 3]);
    } finally {
      await client.close();
    }
  });
});
