/** Where old clients are constructed, and which type annotations name the old class. */
import { describe, expect, test } from "vitest";
import {
  findConstructions,
  isClientType,
} from "../../../../transforms/lib/clients/constructions.js";
import { contextOf, IMPORT_OLD } from "./helpers.js";

describe("findConstructions", () => {
  test.each([
    ["new MultiServerMCPClient({ mcpServers: {} });", ["new:config"]],
    ["new MultiServerMCPClient();", ["new:none"]],
    ['MultiServerMCPClient.fromConfigFile("mcp.json");', ["fromConfigFile:config"]],
    ["class A extends MultiServerMCPClient { constructor() { super(cfg); } }", ["super:config"]],
    ["new lib.MultiServerMCPClient(cfg);", []],
    ["function f() { class MultiServerMCPClient {} return new MultiServerMCPClient(); }", []],
    ["class A extends Other { constructor() { super(cfg); } }", []],
  ])("%s", (source, expected) => {
    const { ctx } = contextOf(`${IMPORT_OLD}\n${source}`);
    const found = findConstructions(ctx).map((c) => `${c.kind}:${c.config ? "config" : "none"}`);
    expect(found).toEqual(expected);
  });
});

describe("isClientType", () => {
  test.each([
    ["MultiServerMCPClient", true],
    ["MultiServerMCPClient | undefined", true],
    ["Promise<MultiServerMCPClient>", true],
    ["(MultiServerMCPClient)", true],
    ["Promise<string>", false],
    ["Other", false],
    ["MultiServerMCPClient[]", false],
  ])("let c: %s", (type, expected) => {
    const { j, root, ctx } = contextOf(`${IMPORT_OLD}\nlet c: ${type};`);
    const id = root.find(j.Identifier, { name: "c" }).paths()[0];
    expect(isClientType(ctx, id, id.node.typeAnnotation)).toBe(expected);
  });
});
