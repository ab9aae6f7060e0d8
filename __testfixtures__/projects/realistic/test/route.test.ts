import { afterEach, describe, expect, it, vi } from "vitest";
import { MultiServerMCPClient } from "@langchain/mcp-adapters";
import { GET } from "../src/app/api/tools/route.js";

afterEach(() => {
  vi.restoreAllMocks();
});

// Against the real calculator server; the spy only counts.
describe("GET /api/tools", () => {
  it("lists the tools once per request", async () => {
    const listing = vi.spyOn(MultiServerMCPClient.prototype, "getTools");
    const script = process.env.BEHAVIOUR_SERVER!;
    const response = await GET(new Request(`http://localhost/api/tools?server=${script}`));
    expect(await response.json()).toEqual({ count: 6, first: "add" });
    expect(listing).toHaveBeenCalledTimes(1);
  }, 60_000);
});
