import { toJsonSchema } from "@langchain/core/utils/json_schema";
import { describe, expect, it } from "vitest";
import { convertInputSchema, MAX_RECURSION_UNROLL } from "../../runtime/src/tools/schema.js";
import { Validator } from "@langchain/core/utils/json_schema";

const valid = (schema: object, value: unknown) =>
  new Validator(schema as never, "2019-09").validate(value).valid;

const TREE = {
  type: "object",
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
  properties: { root: { $ref: "#/$defs/Node", description: "The tree" } },
  required: ["root"],
};

describe("convertInputSchema", () => {
  it("inlines local $refs for the model and keeps the real schema for validation", () => {
    const order = {
      type: "object",
      definitions: {
        Address: { type: "object", properties: { city: { type: "string" } }, required: ["city"] },
      },
      properties: { shipTo: { $ref: "#/definitions/Address" } },
    };
    const converted = convertInputSchema(order);
    expect(converted.warnings).toEqual([]);
    expect(converted.modelSchema).toEqual({
      type: "object",
      properties: {
        shipTo: { type: "object", properties: { city: { type: "string" } }, required: ["city"] },
      },
    });
    // What a chat model binds: the inlined view, through core's own conversion.
    expect(toJsonSchema(converted.schema as never)).toEqual(converted.modelSchema);
    // What LangChain validates against: the server's schema, refs intact.
    expect(converted.schema.definitions).toEqual(order.definitions);
    expect(valid(converted.schema, { shipTo: { city: "Oslo" } })).toBe(true);
    expect(valid(converted.schema, { shipTo: {} })).toBe(false);
  });

  it("keeps $schema, $defs and the other 2020-12 keywords in the schema the tool carries", () => {
    const schema = {
      $schema: "https://json-schema.org/draft/2020-12/schema",
      $id: "urn:example:booking",
      type: "object",
      $defs: { Day: { type: "string", format: "date", $comment: "ISO day" } },
      properties: {
        day: { $ref: "#/$defs/Day" },
        tags: { type: "array", prefixItems: [{ type: "string" }], unevaluatedItems: false },
      },
      dependentRequired: { day: ["tags"] },
      unevaluatedProperties: false,
    };
    const converted = convertInputSchema(structuredClone(schema));
    expect(converted.warnings).toEqual([]);
    expect(JSON.parse(JSON.stringify(converted.schema))).toEqual(schema);
  });

  it("unrolls a recursive schema a bounded number of times, but validates at any depth", () => {
    const converted = convertInputSchema(TREE);
    expect(converted.degraded).toBe(false);
    const root = (converted.modelSchema.properties as any).root;
    expect(root.description).toBe("The tree");
    let node = root;
    for (let i = 0; i < MAX_RECURSION_UNROLL; i++) node = node.properties.children.items;
    expect(node).toEqual({}); // cut: the model may send anything there
    expect(JSON.stringify(converted.modelSchema)).not.toContain("$ref");

    // Five levels deep, past the model view's cut: the real schema still rejects a bad leaf.
    let deep: any = { value: "not a number" };
    for (let i = 0; i < 5; i++) deep = { value: i, children: [deep] };
    expect(valid(converted.schema, { root: deep })).toBe(false);
    deep.children[0].children[0].children[0].children[0].children[0].value = 1;
    expect(valid(converted.schema, { root: deep })).toBe(true);
  });

  it("keeps anyOf/oneOf, enums and nested objects, and turns nullable into a null type", () => {
    const converted = convertInputSchema({
      type: "object",
      properties: {
        unit: { type: "string", enum: ["c", "f"] },
        when: { anyOf: [{ type: "string" }, { type: "number" }] },
        shape: {
          oneOf: [{ type: "object", properties: { r: { type: "number" } } }, { type: "null" }],
        },
        note: { type: "string", nullable: true },
      },
    });
    const props = converted.modelSchema.properties as any;
    expect(props.unit.enum).toEqual(["c", "f"]);
    expect(props.when.anyOf).toHaveLength(2);
    expect(props.shape.oneOf[0].properties.r.type).toBe("number");
    expect(props.note).toEqual({ type: ["string", "null"] });
    expect(valid(converted.schema, { note: null })).toBe(true);
    expect(valid(converted.schema, { unit: "k" })).toBe(false);
  });

  it("never fetches a network $ref: that spot accepts anything, with a warning", () => {
    const converted = convertInputSchema({
      type: "object",
      properties: { ext: { $ref: "https://example.invalid/schema.json" }, n: { type: "number" } },
    });
    expect(converted.degraded).toBe(false);
    expect(converted.warnings.join()).toContain("never fetched");
    expect((converted.modelSchema.properties as any).ext).toEqual({});
    expect(valid(converted.schema, { ext: [1, 2], n: 1 })).toBe(true);
    expect(valid(converted.schema, { n: "x" })).toBe(false);
  });

  it("a $ref to nothing is reported and accepts anything", () => {
    const converted = convertInputSchema({
      type: "object",
      properties: { a: { $ref: "#/$defs/Missing" } },
    });
    expect(converted.warnings.join()).toContain("#/$defs/Missing");
    expect(valid(converted.schema, { a: 1 })).toBe(true);
  });

  it.each([
    ["not an object", "string"],
    ["a non-object type", { type: "array", items: {} }],
    ["properties that are not a map", { type: "object", properties: "oops" }],
  ])("degrades a schema it cannot use (%s) to a permissive object with a warning", (_, schema) => {
    const converted = convertInputSchema(schema);
    expect(converted.degraded).toBe(true);
    expect(converted.warnings[0]).toMatch(/accepting any arguments instead/);
    expect(converted.modelSchema).toEqual({
      type: "object",
      properties: {},
      additionalProperties: true,
    });
    expect(valid(converted.schema, { anything: [1] })).toBe(true);
  });

  it("inlines refs under draft-07 `dependencies` and leaves its name lists alone", () => {
    const converted = convertInputSchema({
      type: "object",
      definitions: { Card: { type: "object", properties: { number: { type: "string" } } } },
      properties: { card: { type: "boolean" }, billing: { type: "string" } },
      dependencies: { card: { $ref: "#/definitions/Card" }, billing: ["card"] },
    });
    expect(converted.modelSchema.dependencies).toEqual({
      card: { type: "object", properties: { number: { type: "string" } } },
      billing: ["card"],
    });
  });

  it("adds the object type a schema left implicit", () => {
    const converted = convertInputSchema({ properties: { a: { type: "string" } } });
    expect(converted.modelSchema.type).toBe("object");
    expect(converted.schema.type).toBe("object");
  });
});
