/** Configs in JSON modules (`project-configs/json-config.ts`). */
import { expect, test } from "vitest";
import { isJsonConfig } from "../../../../transforms/lib/project-configs/json-config.js";
import { readerOf } from "./run.js";

test.each([
  ["servers only", '{ "mcpServers": { "a": { "transport": "stdio", "command": "x" } } }', true],
  ["no servers", '{ "mcpServers": {} }', true],
  ["an http server by `type`", '{ "mcpServers": { "a": { "type": "http", "url": "u" } } }', true],
  [
    "not with an option beside",
    '{ "mcpServers": {}, "prefixToolNameWithServerName": true }',
    false,
  ],
  ["not a websocket server", '{ "mcpServers": { "a": { "transport": "websocket" } } }', false],
  ["not a `ws` server by `type`", '{ "mcpServers": { "a": { "type": "ws" } } }', false],
  ["not an entry that is no object", '{ "mcpServers": { "a": "node x" } }', false],
  ["not servers in an array", '{ "mcpServers": [] }', false],
  ["not JSONC", '{ // servers\n "mcpServers": {} }', false],
  ["not a missing file", null, false],
])("%s", (_, text, expected) => {
  const files: Record<string, string> = text === null ? {} : { "/p/mcp.json": text };
  expect(isJsonConfig("/p/mcp.json", readerOf(files))).toBe(expected);
});
