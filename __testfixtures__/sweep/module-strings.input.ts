// Bun's test runner (`import { mock } from "bun:test"`).
declare const mock: { module(name: string, factory: () => unknown): void };
declare const jest: { mock(name: string, factory: () => unknown): void };
import { MultiServerMCPClient } from "@langchain/mcp-adapters";

class FakeClient {}

// A test runner `imports` does not know: the name and the mocked export are swept.
mock.module("@langchain/mcp-adapters", () => ({ MultiServerMCPClient: FakeClient }));

const OLD = "@langchain/mcp-adapters";
const factory = () => ({ MultiServerMCPClient: FakeClient });
jest.mock(OLD, factory);

export const where = require.resolve("@langchain/mcp-adapters");
export const dist = require.resolve("@langchain/mcp-adapters/dist/index.js");
export const isOld = (id: string) => /@langchain\/mcp-adapters/.test(id);
export const client = new MultiServerMCPClient({ mcpServers: {} });
