"use strict";
// The About window shows which MCP adapter build is bundled.
const fs = require("node:fs");
const path = require("node:path");

function adapterInfo() {
  const entry = require.resolve("@langchain/mcp-adapters");
  let dir = path.dirname(entry);
  while (!fs.existsSync(path.join(dir, "package.json"))) dir = path.dirname(dir);
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, "package.json"), "utf8"));
  return { name: pkg.name, version: pkg.version };
}

module.exports = { adapterInfo };
