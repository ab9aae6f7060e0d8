// Input schemas no validator can use as they are, each the member of a class of problem: `$ref`
// fan-out (exponential when inlined), extreme nesting, `$ref` cycles that never descend into the
// value, invalid regexes, keywords of the wrong shape, a schema too large for a model. Plain
// JavaScript so that both the raw stdio server (plain node) and the SDK servers (tsx) list them.

/** `$defs` D0..D{depth-1}, each with `fanout` properties that `$ref` the next. */
export function refFanOut(depth, fanout = 3) {
  const $defs = {};
  for (let i = 0; i < depth; i++) {
    const properties = {};
    for (let j = 0; j < fanout; j++) {
      properties[`p${j}`] = i + 1 < depth ? { $ref: `#/$defs/D${i + 1}` } : { type: "string" };
    }
    $defs[`D${i}`] = { type: "object", properties };
  }
  return { type: "object", properties: { root: { $ref: "#/$defs/D0" } }, $defs };
}

/** `properties.a.properties.a…` `levels` deep. */
export function nested(levels) {
  let schema = { type: "string" };
  for (let i = 0; i < levels; i++) schema = { type: "object", properties: { a: schema } };
  return schema;
}

/** name -> inputSchema, for tools/list. */
export const HOSTILE_SCHEMAS = {
  fan_out_30: refFanOut(30),
  fan_out_wide: refFanOut(8, 10),
  nested_1000: nested(1000),
  ref_cycle: {
    type: "object",
    properties: { a: { $ref: "#/$defs/A" } },
    $defs: { A: { $ref: "#/$defs/B" }, B: { $ref: "#/$defs/A" } },
  },
  allof_cycle: {
    type: "object",
    properties: { a: { $ref: "#/$defs/A" } },
    $defs: {
      A: { allOf: [{ $ref: "#/$defs/B" }] },
      B: { anyOf: [{ type: "string" }, { $ref: "#/$defs/A" }] },
    },
  },
  bad_pattern: { type: "object", properties: { a: { type: "string", pattern: "([a-z" } } },
  bad_pattern_key: { type: "object", patternProperties: { "(?<": { type: "string" } } },
  enum_object: { type: "object", properties: { a: { enum: {} } } },
  min_length_string: { type: "object", properties: { a: { type: "string", minLength: "3" } } },
  huge_enum: {
    type: "object",
    properties: { a: { enum: Array.from({ length: 40_000 }, (_, i) => `value-${i}`) } },
  },
};

/** A usable recursive schema listed beside them: it must keep working. */
export const TREE_SCHEMA = {
  type: "object",
  properties: { root: { $ref: "#/$defs/Node" } },
  required: ["root"],
  $defs: {
    Node: {
      type: "object",
      properties: {
        value: { type: "number" },
        children: { type: "array", items: { $ref: "#/$defs/Node" } },
      },
      required: ["value"],
    },
  },
};
