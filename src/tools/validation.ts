// A quick check that proves arguments valid without running the JSON Schema validator, for the
// flat schemas most MCP tools list (an object of typed scalar properties, `required`,
// `additionalProperties: false`). It only ever answers "certainly valid" or "ask the
// validator": when it says valid, `@cfworker/json-schema` (draft 2019-09, as `@langchain/core`
// runs it) says valid too; every other case, and every error message, is the validator's.
// The validator itself costs ~2 µs per call even on such schemas (it builds a JSON pointer for
// every property it visits); this check costs a few property reads.
import { ANNOTATIONS } from "./schemaChecks.js";

/** Keywords that @cfworker/json-schema does not read: annotations only. */
const isAnnotation = (key: string) => key === "$schema" || ANNOTATIONS.has(key);

/** The instance types @cfworker/json-schema knows (any other `typeof` makes it throw). */
const SCALAR_TYPES = new Set(["string", "number", "integer", "boolean", "null", "object", "array"]);

type PropertyCheck = (value: unknown) => boolean;

/** cfworker's instance type of a value, or undefined for one it refuses (undefined, functions...). */
function instanceType(value: unknown): string | undefined {
  switch (typeof value) {
    case "boolean":
    case "number":
    case "string":
      return typeof value;
    case "object":
      return value === null ? "null" : Array.isArray(value) ? "array" : "object";
    default:
      return undefined;
  }
}

function isPlainRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A property schema: `true`, or only annotations and at most one `type` name. */
function propertyCheck(schema: unknown): PropertyCheck | undefined {
  if (schema === true) return () => true; // cfworker accepts anything, before looking at it
  if (!isPlainRecord(schema)) return undefined;
  let type: string | undefined;
  for (const key of Object.keys(schema)) {
    if (key === "type") {
      const value = schema.type;
      if (typeof value !== "string" || !SCALAR_TYPES.has(value)) return undefined;
      type = value;
    } else if (!isAnnotation(key)) {
      return undefined;
    }
  }
  if (type === undefined) return (value) => instanceType(value) !== undefined;
  // cfworker: integer is a number with `!(n % 1) && n === n` (so Infinity passes, NaN does not).
  if (type === "integer") {
    return (value) => typeof value === "number" && !(value % 1) && value === value;
  }
  return (value) => instanceType(value) === type;
}

/**
 * Compiles the quick check for `schema`, or returns undefined when the schema uses anything
 * beyond `type: "object"`, `properties` (each `true` or a plain `type` with annotations),
 * `required`, `additionalProperties` (true or false) and annotations. The check is a snapshot
 * of the schema, like the compiled validator beside it: both are rebuilt when the tool's
 * `schema` is replaced.
 */
export function compileQuickCheck(schema: unknown): ((instance: unknown) => boolean) | undefined {
  if (!isPlainRecord(schema) || schema.type !== "object") return undefined;
  let properties: [string, PropertyCheck][] = [];
  let required: string[] = [];
  let closed = false;
  for (const key of Object.keys(schema)) {
    const value = schema[key];
    if (key === "type") continue;
    if (key === "properties") {
      if (!isPlainRecord(value)) return undefined;
      properties = [];
      for (const [name, sub] of Object.entries(value)) {
        const check = propertyCheck(sub);
        if (check === undefined) return undefined;
        properties.push([name, check]);
      }
    } else if (key === "required") {
      if (!Array.isArray(value) || !value.every((name) => typeof name === "string")) {
        return undefined;
      }
      required = [...value];
    } else if (key === "additionalProperties") {
      if (value !== true && value !== false) return undefined;
      closed = value === false;
    } else if (!isAnnotation(key)) {
      return undefined;
    }
  }
  const known = new Set(properties.map(([name]) => name));
  const hasOwn = Object.prototype.hasOwnProperty;
  return (instance) => {
    if (!isPlainRecord(instance)) return false;
    for (let i = 0; i < required.length; i++) {
      if (!hasOwn.call(instance, required[i])) return false;
    }
    for (let i = 0; i < properties.length; i++) {
      const [name, check] = properties[i];
      if (hasOwn.call(instance, name) && !check((instance as Record<string, unknown>)[name])) {
        return false;
      }
    }
    if (closed) {
      // cfworker walks `for...in` (inherited enumerable keys too): each must be an own, listed key.
      for (const key in instance) {
        if (!known.has(key) || !hasOwn.call(instance, key)) return false;
      }
    }
    return true;
  };
}
