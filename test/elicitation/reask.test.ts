// The decision on a resume value (valid → the answer; invalid → the same question again, with
// bounded errors) and the bounds themselves, as tables.
import { describe, expect, it } from "vitest";
import { boundErrors, ERROR_LIMITS } from "../../runtime/src/elicitation/bounds.js";
import { InvalidElicitationAnswerError } from "../../runtime/src/elicitation/errors.js";
import { decideAnswers } from "../../runtime/src/elicitation/reask.js";
import type { ElicitationRequest } from "../../runtime/src/elicitation/types.js";

const seat: ElicitationRequest = {
  key: "k",
  server: "s",
  tool: "reserve",
  message: "Which seat?",
  requestedSchema: {
    type: "object",
    properties: {
      seat: { type: "string", enum: ["window", "aisle"] },
      guests: { type: "integer", minimum: 1, maximum: 8 },
      note: { type: "string", default: "none" },
    },
    required: ["seat", "guests"],
  },
};
const name: ElicitationRequest = {
  ...seat,
  key: "n",
  requestedSchema: { type: "object", properties: { name: { type: "string" } } },
};
const accept = (content: Record<string, unknown>) => ({ action: "accept", content });

describe("decideAnswers", () => {
  it.each<[string, ElicitationRequest[], Record<string, unknown>, object]>([
    [
      "valid: the answer, defaults filled in",
      [seat],
      { k: accept({ seat: "aisle", guests: 2 }) },
      { answers: { k: accept({ seat: "aisle", guests: 2, note: "none" }) }, askAgain: [] },
    ],
    [
      "decline",
      [seat],
      { k: { action: "decline" } },
      { answers: { k: { action: "decline" } }, askAgain: [] },
    ],
    [
      "cancel",
      [seat],
      { k: { action: "cancel" } },
      { answers: { k: { action: "cancel" } }, askAgain: [] },
    ],
    [
      "no answer: asked again as it was",
      [seat],
      { other: accept({}) },
      { answers: {}, askAgain: [seat] },
    ],
    [
      "wrong type",
      [seat],
      { k: accept({ seat: "aisle", guests: "2" }) },
      { answers: {}, askAgain: [{ ...seat, errors: ['"guests" must be an integer'] }] },
    ],
    [
      "missing required field",
      [seat],
      { k: accept({ guests: 2 }) },
      { answers: {}, askAgain: [{ ...seat, errors: ['"seat" is required'] }] },
    ],
    [
      "enum value not allowed",
      [seat],
      { k: accept({ seat: "roof", guests: 2 }) },
      { answers: {}, askAgain: [{ ...seat, errors: ['"seat" must be one of: window, aisle'] }] },
    ],
    [
      "out of range",
      [seat],
      { k: accept({ seat: "aisle", guests: 0 }) },
      { answers: {}, askAgain: [{ ...seat, errors: ['"guests" must be >= 1'] }] },
    ],
    [
      "not an answer at all",
      [seat],
      { k: { action: "approve" } },
      {
        answers: {},
        askAgain: [
          {
            ...seat,
            errors: [
              'an answer must be { action: "accept", content } | { action: "decline" } | { action: "cancel" }',
            ],
          },
        ],
      },
    ],
    [
      "asked again, then answered: the errors go",
      [{ ...seat, errors: ["old"] }],
      { k: accept({ seat: "window", guests: 8 }) },
      { answers: { k: accept({ seat: "window", guests: 8, note: "none" }) }, askAgain: [] },
    ],
    [
      "asked again, wrong again: new errors replace the old",
      [{ ...seat, errors: ["old"] }],
      { k: accept({ seat: "window", guests: 9 }) },
      { answers: {}, askAgain: [{ ...seat, errors: ['"guests" must be <= 8'] }] },
    ],
    [
      "asked again, not answered: the old errors stay",
      [{ ...seat, errors: ["old"] }],
      {},
      { answers: {}, askAgain: [{ ...seat, errors: ["old"] }] },
    ],
    [
      "two questions: one valid, one not",
      [seat, name],
      { k: accept({ seat: "aisle", guests: 3 }), n: accept({ name: 7 }) },
      {
        answers: { k: accept({ seat: "aisle", guests: 3, note: "none" }) },
        askAgain: [{ ...name, errors: ['"name" must be a string'] }],
      },
    ],
    [
      "a key named like an Object property answers nothing",
      [{ ...seat, key: "constructor" }],
      {},
      { answers: {}, askAgain: [{ ...seat, key: "constructor" }] },
    ],
  ])("%s", (_case, open, responses, expected) => {
    expect(decideAnswers(open, responses)).toEqual(expected);
  });

  it("questions of one interrupt share its 4 kB of error text", () => {
    const wide: ElicitationRequest = {
      ...seat,
      requestedSchema: {
        type: "object",
        properties: {},
        required: Array.from({ length: 500 }, (_, i) => `field_${i}`),
      },
    };
    const open = [wide, { ...wide, key: "k2" }, { ...wide, key: "k3" }];
    const { askAgain } = decideAnswers(open, { k: accept({}), k2: accept({}), k3: accept({}) });
    const bytes = askAgain.flatMap((r) => r.errors!).join("").length;
    expect(bytes).toBeLessThanOrEqual(ERROR_LIMITS.bytes);
    for (const request of askAgain)
      expect(request.errors!.at(-1)).toMatch(/more problems not shown$/);
  });
});

const many = (n: number, text = (i: number) => `"f${i}" is required`) =>
  Array.from({ length: n }, (_, i) => text(i));
const bytesOf = (texts: string[]) => Buffer.byteLength(texts.join(""));

describe("boundErrors", () => {
  it.each<[string, string[], (kept: string[]) => void]>([
    ["few: unchanged", many(3), (kept) => expect(kept).toEqual(many(3))],
    ["exactly 20: all, no note", many(20), (kept) => expect(kept).toEqual(many(20))],
    [
      "21: 19 and a note for 2",
      many(21),
      (kept) => expect(kept).toEqual([...many(19), "…and 2 more problems not shown"]),
    ],
    [
      "3,001: 19 and a note for the rest",
      many(3001),
      (kept) => expect(kept.at(-1)).toBe("…and 2982 more problems not shown"),
    ],
    [
      "one long problem: cut to 200 characters",
      ["x".repeat(100_000)],
      (kept) => expect(kept).toEqual([`${"x".repeat(199)}…`]),
    ],
    [
      "multi-byte text: 4 kB in all, a note for the rest",
      many(20, () => "é".repeat(200)),
      (kept) => {
        expect(bytesOf(kept)).toBeLessThanOrEqual(4096);
        expect(kept.at(-1)).toBe("…and 10 more problems not shown");
      },
    ],
    [
      "never cuts a surrogate pair",
      ["x".repeat(198) + "😀😀"],
      (kept) => expect(kept).toEqual([`${"x".repeat(198)}…`]),
    ],
    [
      "secret-shaped text is removed",
      [
        '"auth" must be one of: Authorization: Bearer sk-live-0123456789abcdef',
        '"site" has values outside the choices: https://ada:pw-9876@example.org/x?api_key=zz-5555',
      ],
      (kept) => {
        const text = kept.join("\n");
        for (const secret of ["sk-live-0123456789abcdef", "pw-9876", "zz-5555"])
          expect(text).not.toContain(secret);
        expect(text).toContain('"auth" must be one of');
      },
    ],
  ])("%s", (_case, problems, check) => {
    const kept = boundErrors(problems);
    expect(kept.length).toBeLessThanOrEqual(ERROR_LIMITS.count);
    for (const text of kept) expect(text.length).toBeLessThanOrEqual(ERROR_LIMITS.chars);
    expect(bytesOf(kept)).toBeLessThanOrEqual(ERROR_LIMITS.bytes);
    check(kept);
  });

  it("bounds InvalidElicitationAnswerError's message too; `problems` keeps them all", () => {
    const error = new InvalidElicitationAnswerError("k", many(5000));
    expect(error.problems).toHaveLength(5000);
    expect(error.message.length).toBeLessThan(4096 + 100);
    expect(error.message).toContain("…and 4981 more problems not shown");
  });
});
