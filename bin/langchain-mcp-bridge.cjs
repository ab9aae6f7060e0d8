#!/usr/bin/env node
"use strict";
// `npx langchain-mcp-bridge codemod …` is the same command as `npx codemod …`.
const [sub, ...rest] = process.argv.slice(2);
if (sub !== "codemod") {
  process.stderr.write("usage: langchain-mcp-bridge codemod [paths…] [options]\n");
  process.exit(2);
}
require("../dist/cli/main.cjs").main(rest);
