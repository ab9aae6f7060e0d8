// A Streamable HTTP server that answers a POST with HTTP 200 JSON for an id that was never
// sent (a small node:http server on 127.0.0.1): the call fails at once, not at its timeout.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MCPClient, MCPConnectionError } from "../../runtime/src/index.js";
import { startRawHttp, type RawHttpHandle } from "../reliability/servers/raw-http.js";

let server: RawHttpHandle;
beforeAll(async () => {
  server = await startRawHttp();
});
afterAll(() => server.close());

describe("an HTTP answer for an id that was never sent", () => {
  it("fails the call at once with a clear error; the session keeps working", async () => {
    await using client = new MCPClient(server.url, { name: "raw", timeout: 20_000 });
    const started = Date.now();
    const error = (await client.callTool("foreign_id", {}).catch((e: unknown) => e)) as Error;
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(error).toBeInstanceOf(MCPConnectionError);
    expect(error.message).toMatch(
      /answered request \S+ with a response for id \S+, which was never sent/,
    );
    const echo = await client.callTool("echo", { text: "still here" });
    expect(echo.content).toEqual([{ type: "text", text: "still here" }]);
  });
});
