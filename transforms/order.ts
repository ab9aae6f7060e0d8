/**
 * The order in which the engine runs the migrations: one list, read by the engine's loader
 * (`src/engine/migrations.ts`) from the compiled `order.cjs`. Source migrations share one tree
 * and run in this order; text migrations (JSON files) run in this order among themselves.
 * Why each transform sits after the ones it depends on: `test/codemod/order.test.ts`.
 */
export const TRANSFORM_ORDER = [
  "langchain-classic",
  "legacy-0x",
  "load-mcp-tools",
  "client-config",
  "options",
  "typed-config",
  "callbacks",
  "hooks-to-middleware",
  "error-handling",
  "tool-name-strings",
  "methods",
  "server-client",
  "tool-types",
  "test-mocks",
  "json-config",
  "package-json",
  "config-module-names",
  "leftovers",
  "sweep",
  "imports",
] as const;
