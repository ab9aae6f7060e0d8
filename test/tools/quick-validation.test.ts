// The quick argument check (src/tools/validation.ts) must never call valid what the JSON Schema
// validator core uses (@cfworker/json-schema, draft 2019-09) rejects or refuses: compared here
// on generated schemas and arguments, edge values included.
import { validate } from "@cfworker/json-schema";
import { describe, expect, it } from "vitest";
import { compileQuickCheck } from "../../src/tools/validation.js";

/** A small deterministic generator (mulberry32). */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const TYPES = ["string", "number", "integer", "boolean", "null", "object", "array", undefined];
const NAMES = ["a", "b", "c", "__proto__", "constructor", "x y", "~1/"];
const VALUES: unknown[] = [
  0,
  -0,
  1,
  1.5,
  -7,
  1e21,
  NaN,
  Infinity,
  -Infinity,
  "",
  "3",
  true,
  false,
  null,
  [],
  [1, "a"],
  {},
  { a: 1 },
  undefined,
  () => 1,
  10n,
  Symbol("s"),
  new Date(0),
];

function generateSchema(next: () => number): Record<string, unknown> {
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)];
  const properties: Record<string, unknown> = {};
  for (const name of NAMES) {
    if (next() < 0.5) continue;
    if (next() < 0.1) {
      properties[name] = true;
      continue;
    }
    const type = pick(TYPES);
    const property: Record<string, unknown> = type === undefined ? {} : { type };
    if (next() < 0.3) property.description = "d";
    if (next() < 0.1) property.default = pick(VALUES.slice(0, 18));
    properties[name] = property;
  }
  const schema: Record<string, unknown> = { type: "object", properties };
  const required = NAMES.filter(() => next() < 0.3);
  if (required.length > 0 || next() < 0.2) schema.required = required;
  const additional = next();
  if (additional < 0.3) schema.additionalProperties = false;
  else if (additional < 0.4) schema.additionalProperties = true;
  if (next() < 0.2) schema.title = "t";
  return schema;
}

function generateInstance(next: () => number, schema: Record<string, unknown>): unknown {
  const roll = next();
  if (roll < 0.05) return VALUES[Math.floor(next() * VALUES.length)];
  const proto = roll < 0.1 ? { c: 1 } : Object.prototype;
  const instance: Record<string, unknown> = Object.create(proto);
  const names = Object.keys((schema.properties as object) ?? {});
  for (const name of [...NAMES, "extra"]) {
    const listed = names.includes(name);
    if (next() < (listed ? 0.8 : 0.1)) {
      // Mostly values of the listed type, so that many instances are valid.
      const type = ((schema.properties as Record<string, { type?: string }>)[name] as any)?.type;
      const fitting = VALUES.filter((value) => {
        if (type === undefined) return true;
        if (type === "integer") return typeof value === "number" && Number.isInteger(value);
        if (type === "null") return value === null;
        if (type === "array") return Array.isArray(value);
        if (type === "object")
          return typeof value === "object" && value !== null && !Array.isArray(value);
        return typeof value === type;
      });
      const pool = next() < 0.8 && fitting.length > 0 ? fitting : VALUES;
      Object.defineProperty(instance, name, {
        value: pool[Math.floor(next() * pool.length)],
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
  }
  return instance;
}

function cfworkerVerdict(instance: unknown, schema: unknown): "valid" | "invalid" | "throws" {
  try {
    return validate(instance, schema as never, "2019-09").valid ? "valid" : "invalid";
  } catch {
    return "throws";
  }
}

describe("the quick argument check", () => {
  it("never says valid where the validator does not (generated schemas and arguments)", () => {
    const next = random(8);
    let certain = 0;
    let validatorValid = 0;
    for (let s = 0; s < 400; s++) {
      const schema = generateSchema(next);
      const check = compileQuickCheck(schema);
      expect(check).toBeDefined();
      for (let i = 0; i < 50; i++) {
        const instance = generateInstance(next, schema);
        const verdict = cfworkerVerdict(instance, schema);
        if (verdict === "valid") validatorValid++;
        if (check!(instance)) {
          certain++;
          expect({ schema, instance, verdict }).toMatchObject({ verdict: "valid" });
        }
      }
    }
    // It does its job: most arguments the validator accepts are recognised at once.
    expect(certain).toBeGreaterThan(validatorValid * 0.8);
  });

  it("recognises the usual arguments of a flat tool schema", () => {
    const check = compileQuickCheck({
      type: "object",
      properties: { a: { type: "number" }, b: { type: "integer", description: "b" } },
      required: ["a", "b"],
      additionalProperties: false,
    })!;
    expect(check({ a: 1.5, b: 2 })).toBe(true);
    expect(check({ a: 1, b: 2.5 })).toBe(false);
    expect(check({ a: 1 })).toBe(false);
    expect(check({ a: 1, b: 2, c: 3 })).toBe(false);
    expect(check({ a: 1, b: undefined })).toBe(false); // the validator throws on undefined
    expect(check({ a: NaN, b: 0 })).toBe(true); // NaN is a number to the validator
    expect(check({ a: 0, b: NaN })).toBe(false); // ...but not an integer
    expect(check(Object.assign(Object.create({ z: 1 }), { a: 1, b: 2 }))).toBe(false);
  });

  it("leaves every other schema to the validator", () => {
    for (const schema of [
      { type: "object", properties: { a: { type: "number", minimum: 0 } } },
      { type: "object", properties: { a: { type: ["number", "null"] } } },
      { type: "object", properties: { a: { $ref: "#/$defs/a" } }, $defs: { a: {} } },
      { type: "object", properties: { a: { type: "string", format: "date-time" } } },
      { type: "object", properties: { a: { enum: [1, 2] } } },
      { type: "object", properties: { a: false } },
      { type: "object", additionalProperties: { type: "string" } },
      { type: "object", anyOf: [{ required: ["a"] }] },
      { type: "object", required: "a" },
      { type: "object", $id: "urn:x" },
      { type: "array" },
      { properties: {} },
      true,
      null,
    ]) {
      expect(compileQuickCheck(schema)).toBeUndefined();
    }
  });
});
