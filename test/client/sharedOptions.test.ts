// The one list of options an adapter hands to its clients: every listed option reaches every
// client it builds, as given; options that are the adapter's own stay with it.
import { afterAll, describe, expect, it } from "vitest";
import { MCPAdapter } from "../../runtime/src/index.js";
import {
  SHARED_CLIENT_OPTIONS,
  sharedClientOptions,
  type SharedClientOptions,
} from "../../runtime/src/client/sharedOptions.js";

/** A value for each shared option, each one distinct, so a mix-up shows. */
const SAMPLES: Required<SharedClientOptions> = {
  session: "per-call",
  timeout: 4321,
  progressHandler: () => {},
  logHandler: () => {},
  messageHandler: () => {},
  elicitationHandler: () => ({ action: "decline" }),
  onInputRequired: async () => ({ responses: {} }),
  auth: () => "token",
  headers: () => ({}),
  apps: true,
  tasks: "never",
  traceContext: false,
};

const adapter = new MCPAdapter(
  {
    mcpServers: {
      a: { url: "http://127.0.0.1:9/mcp" },
      b: { command: process.execPath, args: ["server.js"] },
    },
  },
  { ...SAMPLES, toolNames: "bare", onConnectionError: "skip" },
);
afterAll(() => adapter.close());

describe("shared client options", () => {
  it("the list and the samples name the same options", () => {
    expect([...SHARED_CLIENT_OPTIONS].sort()).toEqual(Object.keys(SAMPLES).sort());
  });

  it.each(SHARED_CLIENT_OPTIONS)("%s reaches every client the adapter builds", (key) => {
    for (const name of adapter.serverNames)
      expect(adapter.client(name).options[key]).toBe(SAMPLES[key]);
  });

  it("the adapter's own options are not handed on; unset ones are left out", () => {
    const picked = sharedClientOptions({ timeout: 5, toolNames: "bare" } as SharedClientOptions);
    expect(picked).toEqual({ timeout: 5 });
  });
});
