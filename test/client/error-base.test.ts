// One error base: everything the runtime throws to users is an MCPError importable from the
// package root, with `server` / `tool` where it happened; the elicitation entry names the same
// classes, not look-alikes.
import { describe, expect, it } from "vitest";
import * as root from "../../runtime/src/index.js";
import * as elicitation from "../../runtime/src/elicitation/index.js";
import * as sdkClient from "@modelcontextprotocol/client";

const source = { server: "weather", tool: "forecast" };

describe("MCPError", () => {
  it("is the base of every error class the root exports, and each keeps its own name", () => {
    const errors: Error[] = [
      new root.MCPConnectionError(source, new Error("gone")),
      new root.MCPTimeoutError(source, new Error("late")),
      new root.MCPConfigError("bad target"),
      new root.ToolException("failed", source),
      new root.NotImplementedError("sampling/createMessage", source),
      new root.ElicitationUnavailableError(source, "When?"),
      new root.InvalidElicitationAnswerError("date", ["not a date"]),
      new root.OAuthFlowError("no token"),
      new root.OAuthScopeError("https://example.test/mcp", "read", 2),
      new root.MCPUIResourceError("weather", "ui://map", "has no contents"),
    ];
    for (const error of errors) {
      expect(error, error.name).toBeInstanceOf(root.MCPError);
      expect(error.name).toBe(error.constructor.name);
    }
    for (const error of [...errors.slice(0, 2), ...errors.slice(3, 6)]) {
      expect([(error as root.MCPError).server, (error as root.MCPError).tool]).toEqual([
        "weather",
        "forecast",
      ]);
    }
  });

  it("every error class the root exports is an MCPError, or the SDK's own re-exported", () => {
    const classes = Object.entries(root as Record<string, unknown>).filter(
      (entry): entry is [string, typeof Error] =>
        typeof entry[1] === "function" && entry[1].prototype instanceof Error,
    );
    expect(classes.length).toBeGreaterThan(10);
    const sdk = new Set<unknown>(Object.values(sdkClient));
    const strays = classes
      .filter(([, value]) => !sdk.has(value) && !(value.prototype instanceof root.MCPError))
      .map(([name]) => name);
    expect(strays).toEqual(["MCPError"]);
  });

  it("the elicitation entry exports the root's classes", () => {
    expect(elicitation.ElicitationUnavailableError).toBe(root.ElicitationUnavailableError);
    expect(elicitation.NotImplementedError).toBe(root.NotImplementedError);
    expect(elicitation.InvalidElicitationAnswerError).toBe(root.InvalidElicitationAnswerError);
  });

  it("says why an elicitation could not be answered", () => {
    const noHandler = new root.ElicitationUnavailableError(source, "When?");
    expect(noHandler.reason).toBe("no-handler");
    expect(noHandler.message).toContain("no elicitationHandler is set");
    const noGraph = new root.ElicitationUnavailableError(source, "When?", "outside-graph");
    expect(noGraph.message).toContain("outside a LangGraph graph");
  });
});
