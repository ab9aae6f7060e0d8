// Answers are checked against MCP's restricted form schema before anything reaches a server.
import { describe, expect, it } from "vitest";
import {
  InvalidElicitationAnswerError,
  validateElicitationAnswer,
  type ElicitationRequestedSchema,
} from "../../runtime/src/elicitation/index.js";

const schema: ElicitationRequestedSchema = {
  type: "object",
  properties: {
    name: { type: "string", minLength: 2, maxLength: 10 },
    email: { type: "string", format: "email" },
    site: { type: "string", format: "uri" },
    day: { type: "string", format: "date" },
    at: { type: "string", format: "date-time" },
    age: { type: "integer", minimum: 0, maximum: 150 },
    score: { type: "number", minimum: 0.5 },
    ok: { type: "boolean" },
    size: { type: "string", enum: ["s", "m", "l"] },
    color: {
      type: "string",
      oneOf: [
        { const: "r", title: "Red" },
        { const: "g", title: "Green" },
      ],
    },
    pet: { type: "string", anyOf: [{ const: "cat", title: "Cat" }] },
    tags: {
      type: "array",
      items: { type: "string", enum: ["a", "b", "c"] },
      minItems: 1,
      maxItems: 2,
    },
    toppings: {
      type: "array",
      items: {
        anyOf: [
          { const: "x", title: "X" },
          { const: "y", title: "Y" },
        ],
      },
    },
  },
  required: ["name"],
};

const accept = (content: Record<string, unknown>) =>
  validateElicitationAnswer("k", { action: "accept", content }, schema);
const problemsOf = (fn: () => unknown): string[] => {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidElicitationAnswerError);
    return (error as InvalidElicitationAnswerError).problems;
  }
  throw new Error("expected the answer to be rejected");
};

describe("validateElicitationAnswer", () => {
  it("accepts content that fits every kind of field", () => {
    const content = {
      name: "Ada",
      email: "ada@example.org",
      site: "https://example.org/x",
      day: "2026-02-28",
      at: "2026-02-28T10:00:00Z",
      age: 36,
      score: 0.5,
      ok: false,
      size: "m",
      color: "g",
      pet: "cat",
      tags: ["a", "c"],
      toppings: ["y"],
    };
    expect(accept(content)).toEqual({ action: "accept", content });
  });

  it("passes decline and cancel through without content", () => {
    expect(
      validateElicitationAnswer("k", { action: "decline", content: { x: 1 } }, schema),
    ).toEqual({
      action: "decline",
    });
    expect(validateElicitationAnswer("k", { action: "cancel" }, schema)).toEqual({
      action: "cancel",
    });
  });

  it.each([
    [{ name: "A" }, '"name" must be at least 2 characters'],
    [{ name: "Ada Lovelace!" }, '"name" must be at most 10 characters'],
    [{ name: 7 }, '"name" must be a string'],
    [{ name: "Ada", email: "ada" }, '"email" must be a valid email'],
    [{ name: "Ada", site: "not a url" }, '"site" must be a valid uri'],
    [{ name: "Ada", day: "2026-02-30" }, '"day" must be a valid date'],
    [{ name: "Ada", at: "2026-02-28 10:00" }, '"at" must be a valid date-time'],
    [{ name: "Ada", age: 3.5 }, '"age" must be an integer'],
    [{ name: "Ada", age: 151 }, '"age" must be <= 150'],
    [{ name: "Ada", score: 0.1 }, '"score" must be >= 0.5'],
    [{ name: "Ada", score: "1" }, '"score" must be a number'],
    [{ name: "Ada", ok: "yes" }, '"ok" must be a boolean'],
    [{ name: "Ada", size: "xl" }, '"size" must be one of: s, m, l'],
    [{ name: "Ada", color: "Red" }, '"color" must be one of: r, g'],
    [{ name: "Ada", pet: "dog" }, '"pet" must be one of: cat'],
    [{ name: "Ada", tags: ["a", "z"] }, '"tags" has values outside the choices: z'],
    [{ name: "Ada", tags: [] }, '"tags" needs at least 1 choice(s)'],
    [{ name: "Ada", tags: ["a", "b", "c"] }, '"tags" allows at most 2 choice(s)'],
    [{ name: "Ada", toppings: "x" }, '"toppings" must be an array of strings'],
    [{}, '"name" is required'],
    [{ name: "Ada", extra: 1 }, '"extra" is not a field of the requested form'],
  ])("rejects %j", (content, problem) => {
    expect(problemsOf(() => accept(content))).toContain(problem);
  });

  it("lists every problem in one clear message", () => {
    expect(() => accept({ age: -1, ok: 1 })).toThrow(
      'Invalid answer for elicitation "k": "name" is required; "age" must be >= 0; "ok" must be a boolean',
    );
  });

  it("lists at most 10 of a large enum's choices in a message", () => {
    const choices = Array.from({ length: 5000 }, (_, i) => `option-${i}`);
    const big: ElicitationRequestedSchema = {
      type: "object",
      properties: {
        one: { type: "string", enum: choices },
        some: { type: "array", items: { type: "string", enum: choices } },
      },
    };
    const problems = problemsOf(() =>
      validateElicitationAnswer(
        "k",
        { action: "accept", content: { one: "nope", some: choices.map((c) => `${c}!`) } },
        big,
      ),
    );
    expect(problems).toEqual([
      `"one" must be one of: ${choices.slice(0, 10).join(", ")}, … (4990 more)`,
      `"some" has values outside the choices: ${choices
        .slice(0, 10)
        .map((c) => `${c}!`)
        .join(", ")}, … (4990 more)`,
    ]);
  });

  it.each([[undefined], ["yes"], [{ action: "approve" }], [{ content: {} }]])(
    "rejects the malformed answer %j",
    (answer) => {
      expect(problemsOf(() => validateElicitationAnswer("k", answer, schema))[0]).toContain(
        'an answer must be { action: "accept", content }',
      );
    },
  );
});
