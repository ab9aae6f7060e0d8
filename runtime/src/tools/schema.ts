// MCP tool input JSON Schema -> the schema a LangChain structured tool carries.
//
// Two views of one schema are built once, when tools are listed:
// - the validation view is the server's own schema (local `$ref`/`$defs` kept, recursion and
//   all), which LangChain validates arguments against at call time (langchainjs#10905: never
//   validate against a simplified copy);
// - the model view has local `$ref`s inlined, because several providers reject `$ref`/`$defs`
//   in function parameters (langchainjs#9419). It is attached as a Standard JSON Schema
//   (`~standard.jsonSchema`), the hook `@langchain/core`'s `toJsonSchema` reads when a chat
//   model binds tools, so the model sees it while the validator keeps the real schema.
// Network `$ref`s are never fetched (MCP 2026-07-28): they accept anything, with a warning.
import {
  ANNOTATIONS,
  assertUsable,
  assertWithinSize,
  SCHEMA_KEYWORDS,
  SCHEMA_LIST_KEYWORDS,
  SCHEMA_MAP_KEYWORDS,
} from "./schemaChecks.js";

export { ANNOTATIONS };

export type JsonSchema = Record<string, unknown>;

/** How deep `$ref`s are followed (and schemas nested) in the model view before cutting to `{}`. */
export const MAX_SCHEMA_DEPTH = 32;
/** How many times one recursive definition is unrolled in the model view. */
export const MAX_RECURSION_UNROLL = 2;
/**
 * The model view's budget: schema objects and bytes of JSON. Inlining `$ref`s can multiply a
 * schema (each level of a fan-out of 3 triples it); past the budget the model is shown the
 * schema with its `$defs`/`$ref`s kept instead, and past it even so, "any arguments".
 */
export const MAX_MODEL_SCHEMA_NODES = 5_000;
export const MAX_MODEL_SCHEMA_BYTES = 256 * 1024;

export interface ConvertedInputSchema {
  /** The schema given to the LangChain tool: the validation view, exposing the model view. */
  schema: JsonSchema;
  /** What the model is shown (local refs inlined, no `$defs`). */
  modelSchema: JsonSchema;
  /** Problems met while converting; empty when the schema converted as is. */
  warnings: string[];
  /** True when the schema could not be used and a permissive object replaced it. */
  degraded: boolean;
}

const PERMISSIVE_OBJECT: JsonSchema = {
  type: "object",
  properties: {},
  additionalProperties: true,
};

const isObject = (v: unknown): v is JsonSchema =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * Converts an MCP tool's `inputSchema` for LangChain. Never throws: a schema it cannot use
 * degrades to a permissive object, and `warnings` says why.
 */
export function convertInputSchema(inputSchema: unknown): ConvertedInputSchema {
  const warnings: string[] = [];
  try {
    if (!isObject(inputSchema)) throw new Error("the input schema is not a JSON object");
    assertWithinSize(inputSchema);
    const root = normalizeNullable(inputSchema) as JsonSchema;
    const validation = stripUnusableRefs(root, root, warnings) as JsonSchema;
    // `$schema` (and `$defs`, every 2020-12 keyword) stays: this is the server's schema as
    // listed. The validator is compiled without it (tool.ts).
    if (validation.type === undefined && validation.$ref === undefined) validation.type = "object";
    assertUsable(validation, (ref) => resolveLocalRef(validation, ref), warnings);
    const model = modelView(root, validation, warnings);
    return {
      schema: withModelView(validation, model),
      modelSchema: model,
      warnings,
      degraded: false,
    };
  } catch (error) {
    warnings.push(`${(error as Error).message}; accepting any arguments instead`);
    const model = { ...PERMISSIVE_OBJECT };
    return {
      schema: withModelView({ ...PERMISSIVE_OBJECT }, model),
      modelSchema: model,
      warnings,
      degraded: true,
    };
  }
}

/**
 * What the model is shown: local refs inlined within the budget; over it, the validation view
 * itself (`$defs`/`$ref`s kept, so its size is the server's own), if that fits.
 */
function modelView(root: JsonSchema, validation: JsonSchema, warnings: string[]): JsonSchema {
  const budget = { nodes: 0 };
  let model: JsonSchema | undefined;
  try {
    model = inlineRefs(root, root, { chain: [], depth: 0, warnings, budget }) as JsonSchema;
  } catch (error) {
    if (!(error instanceof OverBudget)) throw error;
  }
  if (model === undefined || jsonBytes(model) > MAX_MODEL_SCHEMA_BYTES) {
    const kept = structuredClone(validation);
    if (countNodes(kept) > MAX_MODEL_SCHEMA_NODES || jsonBytes(kept) > MAX_MODEL_SCHEMA_BYTES) {
      throw new Error(
        `the input schema is over the model schema budget (${MAX_MODEL_SCHEMA_NODES} schema ` +
          `objects, ${MAX_MODEL_SCHEMA_BYTES} bytes)`,
      );
    }
    warnings.push(
      `inlining its $refs would exceed the model schema budget (${MAX_MODEL_SCHEMA_NODES} schema ` +
        `objects, ${MAX_MODEL_SCHEMA_BYTES} bytes); the model is shown it with $defs/$ref kept`,
    );
    model = kept;
  }
  if (model.type === undefined) model = { type: "object", ...model };
  if (model.type !== "object")
    throw new Error(`the input schema has type ${JSON.stringify(model.type)}, not "object"`);
  if (model.properties !== undefined && !isObject(model.properties)) {
    throw new Error("the input schema's `properties` is not an object");
  }
  model.properties ??= {};
  return model;
}

/** Thrown by `inlineRefs` when the view it builds passes `MAX_MODEL_SCHEMA_NODES`. */
class OverBudget extends Error {}

const jsonBytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value));

function countNodes(node: unknown): number {
  if (Array.isArray(node)) return node.reduce((n: number, v) => n + countNodes(v), 0);
  if (!isObject(node)) return 0;
  let n = 1;
  for (const value of Object.values(node)) n += countNodes(value);
  return n;
}

/** Attaches the model view as a non-enumerable Standard JSON Schema hook (see the file header). */
function withModelView(validation: JsonSchema, model: JsonSchema): JsonSchema {
  Object.defineProperty(validation, "~standard", {
    enumerable: false,
    value: {
      version: 1,
      vendor: "langchain-mcp-bridge",
      jsonSchema: { input: () => model, output: () => model },
    },
  });
  return validation;
}

/** OpenAPI-style `nullable: true` -> JSON Schema's `type: [..., "null"]`, everywhere. */
function normalizeNullable(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(normalizeNullable);
  if (!isObject(node)) return node;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) {
    out[key] = typeof value === "object" ? mapSubschemas(key, value, normalizeNullable) : value;
  }
  if (out.nullable === true) {
    delete out.nullable;
    if (typeof out.type === "string") out.type = [out.type, "null"];
    else if (Array.isArray(out.type) && !out.type.includes("null"))
      out.type = [...out.type, "null"];
    else if (out.type === undefined) return { anyOf: [out, { type: "null" }] };
  }
  return out;
}

/** Applies `fn` to the subschemas held by keyword `key`; other values are copied as they are. */
function mapSubschemas(key: string, value: unknown, fn: (node: unknown) => unknown): unknown {
  if (SCHEMA_MAP_KEYWORDS.has(key) && isObject(value)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fn(v)]));
  }
  if (SCHEMA_LIST_KEYWORDS.has(key) && Array.isArray(value)) return value.map(fn);
  if (SCHEMA_KEYWORDS.has(key)) return Array.isArray(value) ? value.map(fn) : fn(value);
  return value;
}

/** Resolves a local JSON pointer (`#/$defs/A`) against the root schema. */
function resolveLocalRef(root: JsonSchema, ref: string): unknown {
  if (ref === "#") return root;
  if (!ref.startsWith("#/")) return undefined;
  let node: unknown = root;
  for (const raw of ref.slice(2).split("/")) {
    const part = decodeURIComponent(raw).replace(/~1/g, "/").replace(/~0/g, "~");
    if (!isObject(node) && !Array.isArray(node)) return undefined;
    node = (node as Record<string, unknown>)[part];
    if (node === undefined) return undefined;
  }
  return node;
}

/** The validation view: the real schema, with refs we will not or cannot follow neutralised. */
function stripUnusableRefs(node: unknown, root: JsonSchema, warnings: string[]): unknown {
  if (Array.isArray(node)) return node.map((n) => stripUnusableRefs(n, root, warnings));
  if (!isObject(node)) return node;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) {
    out[key] =
      typeof value === "object"
        ? mapSubschemas(key, value, (n) => stripUnusableRefs(n, root, warnings))
        : value;
  }
  if (typeof out.$ref === "string") {
    const ref = out.$ref;
    if (!ref.startsWith("#")) {
      warnings.push(
        `$ref ${JSON.stringify(ref)} is not local and is never fetched; any value is accepted there`,
      );
      delete out.$ref;
    } else if (resolveLocalRef(root, ref) === undefined) {
      warnings.push(
        `$ref ${JSON.stringify(ref)} points nowhere in the schema; any value is accepted there`,
      );
      delete out.$ref;
    }
  }
  return out;
}

interface InlineState {
  chain: string[];
  depth: number;
  warnings: string[];
  /** Schema objects built so far, shared by the whole walk. */
  budget: { nodes: number };
}

/** The model view: local refs inlined, recursion unrolled a bounded number of times. */
function inlineRefs(node: unknown, root: JsonSchema, state: InlineState): unknown {
  if (node === true) return {};
  if (node === false) return { not: {} };
  if (Array.isArray(node)) return node.map((n) => inlineRefs(n, root, state));
  if (!isObject(node)) return node;
  if (state.depth > MAX_SCHEMA_DEPTH) return {};
  if (++state.budget.nodes > MAX_MODEL_SCHEMA_NODES) throw new OverBudget();
  const inner: InlineState = { ...state, depth: state.depth + 1 };

  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === "$defs" || key === "definitions" || key === "$ref" || key === "$schema") continue;
    out[key] =
      typeof value === "object"
        ? mapSubschemas(key, value, (n) => inlineRefs(n, root, inner))
        : value;
  }
  const ref = node.$ref;
  if (typeof ref !== "string") return out;

  const target = ref.startsWith("#") ? resolveLocalRef(root, ref) : undefined;
  const unrolled = state.chain.filter((r) => r === ref).length;
  // Unknown, non-local, or recursive past the bound: the model is shown "any value" there.
  const resolved =
    target === undefined || unrolled >= MAX_RECURSION_UNROLL
      ? {}
      : inlineRefs(target, root, { ...inner, chain: [...state.chain, ref] });
  if (!isObject(resolved)) return out;
  if (Object.keys(out).every((k) => ANNOTATIONS.has(k))) return { ...resolved, ...out };
  return { allOf: [resolved, out] };
}
