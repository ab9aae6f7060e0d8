// messageHandler receives list-changed notifications: pushed on a legacy session, delivered on a
// `subscriptions/listen` stream by a modern server.
import { afterEach, describe, expect, it } from "vitest";
import { MCPClient, type Source } from "../../runtime/src/client/index.js";
import {
  createLegacyServer,
  createModernServer,
  startLegacyHttp,
  startModernHttp,
} from "../servers/index.js";
import { until } from "./helpers.js";

const cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step().catch(() => {});
});

function recordingClient(target: unknown) {
  const seen: [string, Source][] = [];
  const client = new MCPClient(target, {
    name: "srv",
    messageHandler: (notification, source) => void seen.push([notification.method, source]),
  });
  cleanup.push(() => client.close());
  return { client, seen };
}

describe.each(["modern", "legacy"] as const)("%s server", (era) => {
  it("over Streamable HTTP: tools/list_changed reaches messageHandler with the source", async () => {
    const http = era === "modern" ? await startModernHttp() : await startLegacyHttp();
    cleanup.push(() => http.close());
    const { client, seen } = recordingClient(http.url);
    await client.connect();
    // Legacy: the notification rides the session's GET stream, opened just after connect.
    await new Promise((resolve) => setTimeout(resolve, 200));
    http.notifyToolsChanged();
    await until(() => seen.length > 0, "the list_changed notification");
    expect(seen[0]).toEqual(["notifications/tools/list_changed", { server: "srv" }]);
  });
});

describe("legacy in-process server", () => {
  it("tools/list_changed reaches messageHandler", async () => {
    const server = createLegacyServer();
    const { client, seen } = recordingClient(server);
    await client.connect();
    server.sendToolListChanged();
    await until(() => seen.length > 0, "the list_changed notification");
    expect(seen[0][0]).toBe("notifications/tools/list_changed");
  });
});

describe("modern in-process server", () => {
  it("tools/list_changed reaches messageHandler over the listen stream", async () => {
    const server = createModernServer();
    const { client, seen } = recordingClient(server);
    await client.connect();
    server.sendToolListChanged();
    await until(() => seen.length > 0, "the list_changed notification");
    expect(seen[0][0]).toBe("notifications/tools/list_changed");
  });
});
