// Whether LangChain's validator (@cfworker/json-schema, draft 2019-09) can apply a tool's input
// schema at call time without throwing: a schema that would make it throw (stack overflow on a
// `$ref` cycle or on extreme nesting, SyntaxError on a bad `pattern`, TypeError on `enum: {}`)
// is found here, once, when tools are listed, so that the tool degrades instead of every call
// failing with a validator-internal error.
import { Ajv2019 } from "ajv/dist/2019.js";
import { Validator } from "@langchain/core/utils/json_schema";

type JsonSchema = Record<string, unknown>;

/** Deepest JSON nesting (objects and arrays) accepted in an input schema at all. */
export const MAX_SCHEMA_NESTING = 128;
/** Largest input schema accepted at all, in bytes of JSON. */
export const MAX_SCHEMA_BYTES = 1024 * 1024;

// Keywords whose value is a map of name -> schema, a list of schemas, or one schema.
export const SCHEMA_MAP_KEYWORDS: ReadonlySet<string> = new Set([
  "properties",
  "patternProperties",
  "dependentSchemas",
  // draft-07: values are schemas or lists of names (lists pass through untouched)
  "dependencies",
  "$defs",
  "definitions",
]);
export const SCHEMA_LIST_KEYWORDS: ReadonlySet<string> = new Set([
  "anyOf",
  "oneOf",
  "allOf",
  "prefixItems",
]);
export const SCHEMA_KEYWORDS: ReadonlySet<string> = new Set([
  "items",
  "additionalItems",
  "additionalProperties",
  "unevaluatedItems",
  "unevaluatedProperties",
  "contains",
  "propertyNames",
  "not",
  "if",
  "then",
  "else",
]);
// Sibling keywords of a `$ref` that only annotate, and so can be merged into the target.
export const ANNOTATIONS: ReadonlySet<string> = new Set([
  "title",
  "description",
  "default",
  "examples",
  "deprecated",
  "readOnly",
  "writeOnly",
  "$comment",
]);

const isObject = (v: unknown): v is JsonSchema =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/** Fails (with the reason) when `schema` is too deep or too large to be worked on at all. */
export function assertWithinSize(schema: unknown): void {
  // Iterative: the point is not to overflow the stack on a hostile schema.
  const stack: Array<[unknown, number]> = [[schema, 1]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (typeof node !== "object" || node === null) continue;
    if (depth > MAX_SCHEMA_NESTING) {
      throw new Error(`the input schema is nested deeper than ${MAX_SCHEMA_NESTING} levels`);
    }
    for (const value of Object.values(node)) stack.push([value, depth + 1]);
  }
  const bytes = Buffer.byteLength(JSON.stringify(schema));
  if (bytes > MAX_SCHEMA_BYTES) {
    throw new Error(`the input schema is ${bytes} bytes, over the ${MAX_SCHEMA_BYTES}-byte limit`);
  }
}

/**
 * Fails (with the reason) if the validator would throw, rather than report, on this schema at
 * call time. `schema` must have passed `assertWithinSize`, and its `$ref`s all resolve.
 */
export function assertUsable(
  schema: JsonSchema,
  resolveRef: (ref: string) => unknown,
  warnings: string[],
): void {
  assertMetaValid(schema, warnings);
  assertPatternsCompile(schema);
  assertNoInPlaceCycle(schema, resolveRef);
  try {
    // The same validator and draft `@langchain/core` uses in StructuredTool.call.
    new Validator(schema as never, "2019-09").validate({});
  } catch (error) {
    throw new Error(`the validator rejects the input schema (${(error as Error).message})`, {
      cause: error,
    });
  }
}

let metaValidator: Ajv2019 | undefined;

/**
 * The schema against the draft 2019-09 meta-schema (the draft the validator runs). A keyword of
 * the wrong shape that the validator reads (`enum: {}`, `required: "a"`) makes the schema
 * unusable; a malformed annotation (`examples: 3`) only warns, since nothing reads it.
 */
function assertMetaValid(schema: JsonSchema, warnings: string[]): void {
  metaValidator ??= new Ajv2019({ strict: false, allErrors: true, validateFormats: false });
  // The declared draft (`$schema`: 2020-12 on modern servers) is not what the validator runs, and
  // ajv would refuse a meta-schema it does not hold: the shapes are judged by 2019-09 alone.
  const { $schema: _declared, ...judged } = schema;
  if (metaValidator.validateSchema(judged) === true) return;
  const problems = (metaValidator.errors ?? []).map((e) => ({
    at: e.instancePath || "/",
    message: e.message ?? e.keyword,
    annotation: isAnnotationPath(e.instancePath),
  }));
  const fatal = problems.filter((p) => !p.annotation);
  for (const p of problems.filter((p) => p.annotation)) {
    warnings.push(`the annotation at ${p.at} is malformed (${p.message}); it is ignored`);
  }
  if (fatal.length > 0) {
    const list = fatal.slice(0, 3).map((p) => `${p.at} ${p.message}`);
    throw new Error(`the input schema is not valid JSON Schema (${list.join("; ")})`);
  }
}

/** Whether a JSON pointer into a schema lands inside an annotation keyword. */
function isAnnotationPath(pointer: string): boolean {
  const parts = pointer.split("/").slice(1);
  let i = 0;
  while (i < parts.length) {
    const keyword = parts[i].replace(/~1/g, "/").replace(/~0/g, "~");
    if (SCHEMA_MAP_KEYWORDS.has(keyword) || SCHEMA_LIST_KEYWORDS.has(keyword)) i += 2;
    else if (SCHEMA_KEYWORDS.has(keyword)) i += /^\d+$/.test(parts[i + 1] ?? "") ? 2 : 1;
    else return ANNOTATIONS.has(keyword);
  }
  return false;
}

/** Every subschema of `schema` (itself included), visited without recursion. */
function eachSubschema(schema: unknown, visit: (node: JsonSchema) => void): void {
  const stack: unknown[] = [schema];
  while (stack.length > 0) {
    const node = stack.pop();
    if (!isObject(node)) continue;
    visit(node);
    for (const [key, value] of Object.entries(node)) {
      if (SCHEMA_MAP_KEYWORDS.has(key) && isObject(value)) stack.push(...Object.values(value));
      else if (SCHEMA_LIST_KEYWORDS.has(key) && Array.isArray(value)) stack.push(...value);
      else if (SCHEMA_KEYWORDS.has(key)) stack.push(...(Array.isArray(value) ? value : [value]));
    }
  }
}

/** `pattern`s and `patternProperties` keys as the validator compiles them (`u` flag). */
function assertPatternsCompile(schema: JsonSchema): void {
  eachSubschema(schema, (node) => {
    const patterns = [
      ...(typeof node.pattern === "string" ? [node.pattern] : []),
      ...(isObject(node.patternProperties) ? Object.keys(node.patternProperties) : []),
    ];
    for (const pattern of patterns) {
      try {
        new RegExp(pattern, "u");
      } catch (error) {
        throw new Error(
          `the input schema has an invalid pattern ${JSON.stringify(pattern)} (${(error as Error).message})`,
          { cause: error },
        );
      }
    }
  });
}

// Keywords that apply a subschema to the same value (not to a part of it).
const IN_PLACE_LIST = ["allOf", "anyOf", "oneOf"];
const IN_PLACE_ONE = ["not", "if", "then", "else"];

/**
 * A `$ref` cycle that never descends into a part of the value (A -> B -> A, or `allOf` of
 * itself) makes the validator recurse on the same value until the stack overflows.
 */
function assertNoInPlaceCycle(schema: JsonSchema, resolveRef: (ref: string) => unknown): void {
  const inPlace = (node: JsonSchema): unknown[] => {
    const next: unknown[] = [];
    if (typeof node.$ref === "string") next.push(resolveRef(node.$ref));
    if (node.$recursiveRef !== undefined) next.push(schema);
    for (const key of IN_PLACE_LIST) if (Array.isArray(node[key])) next.push(...node[key]);
    for (const key of IN_PLACE_ONE) if (node[key] !== undefined) next.push(node[key]);
    if (isObject(node.dependentSchemas)) next.push(...Object.values(node.dependentSchemas));
    return next.filter(isObject);
  };
  const done = new Set<JsonSchema>();
  const onPath = new Set<JsonSchema>();
  // Iterative depth-first search; a node met again while on the current path closes a cycle.
  eachSubschema(schema, (start) => {
    if (done.has(start)) return;
    const stack: Array<{ node: JsonSchema; next: unknown[] }> = [];
    const enter = (node: JsonSchema) => {
      onPath.add(node);
      stack.push({ node, next: inPlace(node) });
    };
    enter(start);
    while (stack.length > 0) {
      const top = stack[stack.length - 1];
      const child = top.next.pop() as JsonSchema | undefined;
      if (child === undefined) {
        onPath.delete(top.node);
        done.add(top.node);
        stack.pop();
      } else if (onPath.has(child)) {
        throw new Error(
          "the input schema has a $ref cycle that never descends into the value " +
            "(the validator would recurse forever)",
        );
      } else if (!done.has(child)) {
        enter(child);
      }
    }
  });
}
