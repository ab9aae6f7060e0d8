// A connection error says what the server answered: the HTTP status is there even when the
// SDK's own message stops short ("Error POSTing to endpoint: " for an empty body).
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { MCPClient, MCPConnectionError } from "../runtime/src/index.js";

let server: Server | undefined;
afterEach(
  () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
);

/** An HTTP server on 127.0.0.1 that answers every request with `status` and an empty body. */
async function answering(status: number): Promise<string> {
  server = createServer((_, res) => res.writeHead(status).end());
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/mcp`;
}

describe("MCPConnectionError", () => {
  it.each([404, 405, 410])("an empty HTTP %i answer names its status", async (status) => {
    await using client = new MCPClient(await answering(status), { timeout: 5_000 });
    const error = await client.listTools().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MCPConnectionError);
    expect((error as Error).message).toContain(`(HTTP ${status})`);
    expect((error as Error).message).not.toMatch(/: $/);
  });

  it("a status the message already names is not repeated", async () => {
    await using client = new MCPClient(await answering(500), { timeout: 5_000 });
    const message = ((await client.listTools().catch((e: unknown) => e)) as Error).message;
    expect(message.match(/HTTP 500/g)).toHaveLength(1);
  });
});
