// Bun's test runner (`import { mock } from "bun:test"`).
declare const mock: { module(name: string, factory: () => unknown): void };
declare const jest: { mock(name: string, factory: () => unknown): void };
import { MCPAdapter } from "langchain-mcp-bridge";

class FakeClient {}

// A test runner `imports` does not know: the name and the mocked export are swept.
mock.module("langchain-mcp-bridge", () => ({ MCPAdapter: FakeClient }));

const OLD = "langchain-mcp-bridge";
const factory = () => ({ MultiServerMCPClient: FakeClient });
// TODO(mcp-migrate): mocks the old package with exports the codemod cannot see: they must be the runtime's (MultiServerMCPClient → MCPAdapter, getTools → listTools, initializeConnections → connect, getClient → client)
jest.mock(OLD, factory);

export const where = require.resolve("langchain-mcp-bridge");
// TODO(mcp-migrate): `@langchain/mcp-adapters/dist/index.js` names the old package in a way the codemod cannot rewrite (a subpath, a pattern, a key, a module declaration): make it name `langchain-mcp-bridge`, which has no subpaths
export const dist = require.resolve("@langchain/mcp-adapters/dist/index.js");
// TODO(mcp-migrate): `@langchain/mcp-adapters` names the old package in a way the codemod cannot rewrite (a subpath, a pattern, a key, a module declaration): make it name `langchain-mcp-bridge`, which has no subpaths
export const isOld = (id: string) => /@langchain\/mcp-adapters/.test(id);
export const client = new MCPAdapter({ mcpServers: {} }, { toolNames: "bare" });
