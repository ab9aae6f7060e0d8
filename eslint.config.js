import js from "@eslint/js";
import tseslint from "typescript-eslint";

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
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
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
          ],
        },
      ],
    },
  },
  {
    // The codemod reaches the runtime as a user does (its package name, its declarations), never
    // through the runtime's source files.
    files: ["src/**/*.ts", "transforms/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/runtime/**"],
              message: "The codemod must not import the runtime's sources.",
            },
          ],
        },
      ],
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
