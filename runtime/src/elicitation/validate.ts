// Checks an answer against the server's restricted form schema before it is sent, so a bad
// answer is a clear local error instead of a server-side surprise.
import { withFormDefaults } from "../client/formDefaults.js";
import { InvalidElicitationAnswerError } from "./errors.js";
import type {
  ElicitationAnswer,
  ElicitationPropertySchema,
  ElicitationRequestedSchema,
  ElicitationValue,
} from "./types.js";

const ACTIONS = new Set(["accept", "decline", "cancel"]);

/** An answer in wire form, or the problems that keep it from being one. */
export type CheckedAnswer =
  { answer: ElicitationAnswer; problems?: undefined } | { problems: string[]; answer?: undefined };

/**
 * Checks one answer without throwing: in wire form (`ElicitResult`), with the schema's defaults
 * for the fields an `accept` left out, or every problem found.
 */
export function checkElicitationAnswer(
  answer: unknown,
  requestedSchema: ElicitationRequestedSchema | undefined,
): CheckedAnswer {
  if (!isRecord(answer) || typeof answer.action !== "string" || !ACTIONS.has(answer.action)) {
    return {
      problems: [
        'an answer must be { action: "accept", content } | { action: "decline" } | { action: "cancel" }',
      ],
    };
  }
  if (answer.action !== "accept")
    return { answer: { action: answer.action as "decline" | "cancel" } };
  // Fields the person left out take the schema's defaults (SEP-1034) before the checks.
  const { content } = withFormDefaults(
    { action: "accept", content: answer.content ?? {} },
    requestedSchema,
  );
  const problems = contentProblems(content, requestedSchema);
  if (problems.length > 0) return { problems };
  return { answer: { action: "accept", content: content as Record<string, ElicitationValue> } };
}

/**
 * Validates one answer for `key` and returns it in wire form (`ElicitResult`), with the
 * schema's defaults for the fields an `accept` left out. Throws
 * {@link InvalidElicitationAnswerError} listing every problem found.
 */
export function validateElicitationAnswer(
  key: string,
  answer: unknown,
  requestedSchema: ElicitationRequestedSchema | undefined,
): ElicitationAnswer {
  const checked = checkElicitationAnswer(answer, requestedSchema);
  if (checked.problems) throw new InvalidElicitationAnswerError(key, checked.problems);
  return checked.answer;
}

/** Validates `accept` content against `requestedSchema`; returns it unchanged when valid. */
export function validateElicitationContent(
  key: string,
  content: unknown,
  requestedSchema: ElicitationRequestedSchema | undefined,
): Record<string, ElicitationValue> {
  const problems = contentProblems(content, requestedSchema);
  if (problems.length > 0) throw new InvalidElicitationAnswerError(key, problems);
  return content as Record<string, ElicitationValue>;
}

function contentProblems(
  content: unknown,
  requestedSchema: ElicitationRequestedSchema | undefined,
): string[] {
  if (!isRecord(content)) return ["accept content must be an object"];
  const properties = requestedSchema?.properties ?? {};
  const problems: string[] = [];
  for (const name of requestedSchema?.required ?? []) {
    if (content[name] === undefined) problems.push(`"${name}" is required`);
  }
  for (const [name, value] of Object.entries(content)) {
    const schema = Object.hasOwn(properties, name) ? properties[name] : undefined;
    if (schema === undefined) {
      problems.push(`"${name}" is not a field of the requested form`);
      continue;
    }
    if (value === undefined) continue;
    const problem = checkValue(value, schema);
    if (problem) problems.push(`"${name}" ${problem}`);
  }
  return problems;
}

/** Returns why `value` breaks `schema`, or undefined when it fits. */
function checkValue(value: unknown, schema: ElicitationPropertySchema): string | undefined {
  switch (schema.type) {
    case "string":
      return checkString(value, schema);
    case "number":
    case "integer": {
      if (typeof value !== "number" || !Number.isFinite(value))
        return schema.type === "integer" ? "must be an integer" : "must be a number";
      if (schema.type === "integer" && !Number.isInteger(value)) return "must be an integer";
      if (schema.minimum !== undefined && value < schema.minimum)
        return `must be >= ${schema.minimum}`;
      if (schema.maximum !== undefined && value > schema.maximum)
        return `must be <= ${schema.maximum}`;
      return undefined;
    }
    case "boolean":
      return typeof value === "boolean" ? undefined : "must be a boolean";
    case "array": {
      if (!Array.isArray(value) || value.some((v) => typeof v !== "string")) {
        return "must be an array of strings";
      }
      const allowed = choices(schema.items);
      const bad = value.filter((v) => allowed && !allowed.includes(v));
      if (bad.length > 0) return `has values outside the choices: ${listed(bad)}`;
      if (schema.minItems !== undefined && value.length < schema.minItems)
        return `needs at least ${schema.minItems} choice(s)`;
      if (schema.maxItems !== undefined && value.length > schema.maxItems)
        return `allows at most ${schema.maxItems} choice(s)`;
      return undefined;
    }
    default:
      return `has an unsupported schema type "${(schema as { type?: unknown }).type}"`;
  }
}

function checkString(
  value: unknown,
  schema: Extract<ElicitationPropertySchema, { type: "string" }>,
): string | undefined {
  if (typeof value !== "string") return "must be a string";
  const allowed = choices(schema);
  if (allowed && !allowed.includes(value)) return `must be one of: ${listed(allowed)}`;
  if (schema.minLength !== undefined && value.length < schema.minLength)
    return `must be at least ${schema.minLength} characters`;
  if (schema.maxLength !== undefined && value.length > schema.maxLength)
    return `must be at most ${schema.maxLength} characters`;
  if (schema.format && !FORMATS[schema.format]?.(value)) return `must be a valid ${schema.format}`;
  return undefined;
}

/** The allowed values of an enum, titled `oneOf`/`anyOf`, or undefined when free-form. */
function choices(schema: {
  enum?: string[];
  oneOf?: Array<{ const: string }>;
  anyOf?: Array<{ const: string }>;
}): string[] | undefined {
  if (Array.isArray(schema.enum)) return schema.enum;
  const titled = schema.oneOf ?? schema.anyOf;
  return Array.isArray(titled) ? titled.map((option) => option.const) : undefined;
}

/** A few values for a message: a server's form may allow thousands. */
function listed(values: readonly string[], most = 10): string {
  const shown = values.slice(0, most).join(", ");
  return values.length > most ? `${shown}, … (${values.length - most} more)` : shown;
}

const FORMATS: Record<string, (value: string) => boolean> = {
  email: (v) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v),
  uri: (v) => {
    try {
      return new URL(v).protocol.length > 1;
    } catch {
      return false;
    }
  },
  date: (v) => {
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
    if (!match) return false;
    const date = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(v);
  },
  "date-time": (v) =>
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(v) &&
    !Number.isNaN(Date.parse(v)),
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
