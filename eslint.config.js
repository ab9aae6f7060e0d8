import js from "@eslint/js";
import tseslint from "typescript-eslint";

// Import zones (ESLint keeps one `no-restricted-imports` per file: a narrower zone repeats the
// wider one's patterns).
const RUNTIME_IMPORTS = [
  {
    group: ["**/cli/**", "**/codemod/**", "**/engine/**", "**/transforms/**"],
    message: "The runtime must not import the codemod's modules.",
  },
  {
    group: ["jscodeshift", "jscodeshift/*", "ts-morph", "recast", "recast/*", "diff"],
    message: "The runtime must not load the codemod's toolchain.",
  },
  {
    group: ["typescript", "@babel/*", "flow-parser"],
    message: "The runtime must not load the codemod's toolchain.",
  },
];
const EXTENSION_IMPORTS = {
  group: ["**/client/*", "!**/client/port.js"],
  message: "An extension reaches the client only through its port (client/port.ts).",
};
const CODEMOD_IMPORTS = [
  { group: ["**/runtime/**"], message: "The codemod must not import the runtime's sources." },
];
const TRANSFORM_IMPORTS = {
  group: ["**/src/cli/**", "**/src/engine/**"],
  message: "A transform imports only src/codemod (its context), not the CLI or the engine.",
};

export default tseslint.config(
  {
    ignores: [
      "dist/**",
      "runtime/dist/**",
      "node_modules/**",
      "__testfixtures__/**",
      "examples/**",
      "bench/.corpus/**",
      "test/codemod-corpus/projects/**",
      "coverage/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      "@typescript-eslint/no-explicit-any": "off",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
    },
  },
  {
    // The two packages: the runtime never loads the codemod, so a runtime install needs none of
    // its toolchain (docs/architecture.md).
    files: ["runtime/src/**/*.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: RUNTIME_IMPORTS }] },
  },
  {
    // Extensions (tasks, Apps) reach the client only through its port (docs/architecture.md).
    files: ["runtime/src/tasks/**/*.ts", "runtime/src/apps/**/*.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [...RUNTIME_IMPORTS, EXTENSION_IMPORTS] }],
    },
  },
  {
    // The codemod reaches the runtime as a user does (its package name, its declarations), never
    // through the runtime's source files.
    files: ["src/**/*.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: CODEMOD_IMPORTS }] },
  },
  {
    // A transform sees only its context (src/codemod): not the CLI that runs it, nor the engine.
    files: ["transforms/**/*.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [...CODEMOD_IMPORTS, TRANSFORM_IMPORTS] }],
    },
  },
  {
    // A server's strings reach warnings: they go through `runtime/src/warnings.ts`, which neutralises
    // control characters and escape sequences.
    files: ["runtime/src/**/*.ts"],
    ignores: ["runtime/src/warnings.ts"],
    rules: {
      "no-restricted-properties": [
        "error",
        {
          object: "process",
          property: "emitWarning",
          message: "Use emitWarning from runtime/src/warnings.ts (server strings made printable).",
        },
      ],
    },
  },
  {
    files: ["bin/**/*.cjs", "**/*.cjs"],
    languageOptions: {
      sourceType: "commonjs",
      globals: {
        require: "readonly",
        module: "writable",
        __dirname: "readonly",
        process: "readonly",
      },
    },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
);
