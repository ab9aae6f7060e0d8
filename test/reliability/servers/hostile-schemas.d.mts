type JsonSchema = Record<string, unknown>;
export function refFanOut(depth: number, fanout?: number): JsonSchema;
export function nested(levels: number): JsonSchema;
export const HOSTILE_SCHEMAS: Record<string, JsonSchema>;
export const TREE_SCHEMA: JsonSchema;
