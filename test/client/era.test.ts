// The era decision after a failed open (runtime/src/client/era.ts), one invariant per case.
import { SdkError, SdkErrorCode } from "@modelcontextprotocol/client";
import { describe, expect, it } from "vitest";
import {
  afterFailedOpen,
  eraRules,
  rememberedVerdict,
  type OpenFailure,
} from "../../runtime/src/client/era.js";

const sdkError = (code: SdkErrorCode) => new SdkError(code, "any text: the verdict ignores it");
const failure = (over: Partial<OpenFailure>): OpenFailure => ({
  probesInPlace: true,
  prior: undefined,
  error: sdkError(SdkErrorCode.EraNegotiationFailed),
  refused: false,
  ...over,
});
const MODERN_PRIOR = { kind: "modern", discover: {} } as never;

describe("afterFailedOpen", () => {
  it("a probed stdio server that closed on the probe is reopened as legacy", () => {
    expect(afterFailedOpen(failure({}))).toBe("reopen-as-legacy");
    expect(afterFailedOpen(failure({ error: sdkError(SdkErrorCode.ConnectionClosed) }))).toBe(
      "reopen-as-legacy",
    );
  });

  it("decides by error code, never by message text", () => {
    const text = new Error(
      "Version negotiation failed: the connection closed during the server/discover probe " +
        "(this transport probed in place)",
    );
    expect(afterFailedOpen(failure({ error: text }))).toBe("fail");
  });

  it("other transports, or other codes, fail when the era was probed", () => {
    expect(afterFailedOpen(failure({ probesInPlace: false }))).toBe("fail");
    expect(afterFailedOpen(failure({ error: sdkError(SdkErrorCode.SendFailed) }))).toBe("fail");
    expect(afterFailedOpen(failure({ error: new Error("spawn ENOENT") }))).toBe("fail");
  });

  it("a remembered verdict that fails is forgotten and the era probed again", () => {
    for (const prior of [{ kind: "legacy" } as const, MODERN_PRIOR]) {
      expect(afterFailedOpen(failure({ prior }))).toBe("probe-again");
      expect(afterFailedOpen(failure({ prior, probesInPlace: false }))).toBe("probe-again");
    }
  });

  it("refusals and handshakes that used their whole time are raised, whatever the prior", () => {
    for (const prior of [undefined, { kind: "legacy" } as const]) {
      expect(afterFailedOpen(failure({ prior, refused: true }))).toBe("fail");
      expect(
        afterFailedOpen(failure({ prior, error: sdkError(SdkErrorCode.RequestTimeout) })),
      ).toBe("fail");
    }
  });

  it("never loops: a reopen carries a prior, whose failure is at most one more probe", () => {
    expect(afterFailedOpen(failure({}))).toBe("reopen-as-legacy");
    expect(afterFailedOpen(failure({ prior: { kind: "legacy" } }))).toBe("probe-again");
  });
});

describe("rememberedVerdict", () => {
  it("remembers legacy, and modern with its discover result; nothing while unknown", () => {
    expect(rememberedVerdict("legacy", undefined)).toEqual({ kind: "legacy" });
    expect(rememberedVerdict("modern", { supportedVersions: [] })).toEqual({
      kind: "modern",
      discover: { supportedVersions: [] },
    });
    expect(rememberedVerdict("modern", undefined)).toBeUndefined();
    expect(rememberedVerdict(undefined, undefined)).toBeUndefined();
  });
});

describe("eraRules", () => {
  it("modern: typed, session-less, request-scoped, asks in results; legacy (and an era not told): the opposite", () => {
    expect(eraRules("modern")).toEqual({
      typedRequests: true,
      statefulSession: false,
      requestScoped: true,
      serverRequests: false,
      tasksByExtension: true,
    });
    for (const era of ["legacy", undefined] as const) {
      expect(eraRules(era)).toEqual({
        typedRequests: false,
        statefulSession: true,
        requestScoped: false,
        serverRequests: true,
        tasksByExtension: false,
      });
    }
  });
});
