#!/usr/bin/env node
"use strict";
// `npx langchain-mcp-bridge codemod …` starts the codemod, a package of its own
// (langchain-mcp-bridge-codemod) so that the runtime installs without its toolchain: the one
// installed in the project or beside this package when there is one, else the codemod of this
// version through npx. LANGCHAIN_MCP_BRIDGE_CODEMOD names another package spec (a tarball, a
// mirror) for npx.
const { spawnSync } = require("node:child_process");
const { existsSync, readFileSync } = require("node:fs");
const path = require("node:path");

const CODEMOD = "langchain-mcp-bridge-codemod";
const [sub, ...rest] = process.argv.slice(2);
if (sub !== "codemod") {
  process.stderr.write("usage: langchain-mcp-bridge codemod [paths…] [options]\n");
  process.exit(2);
}

function installedCodemod() {
  try {
    return path.dirname(
      require.resolve(`${CODEMOD}/package.json`, { paths: [process.cwd(), __dirname] }),
    );
  } catch {
    // In this package's own repository the codemod is the package one folder up.
    const up = path.join(__dirname, "..", "..");
    const manifest = path.join(up, "package.json");
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, "utf8")).name === CODEMOD)
      return up;
    return undefined;
  }
}

const local = process.env.LANGCHAIN_MCP_BRIDGE_CODEMOD ? undefined : installedCodemod();
if (local) {
  require(path.join(local, "dist", "cli", "main.cjs")).main(rest);
} else {
  const { version } = require("../package.json");
  const spec = process.env.LANGCHAIN_MCP_BRIDGE_CODEMOD || `${CODEMOD}@${version}`;
  const npx = process.platform === "win32" ? "npx.cmd" : "npx";
  const r = spawnSync(npx, ["--yes", "--package", spec, "--", "codemod", ...rest], {
    stdio: "inherit",
    shell: process.platform === "win32",
  });
  if (r.error) {
    process.stderr.write(`could not start ${spec} through npx: ${r.error.message}\n`);
    process.exit(1);
  }
  process.exit(r.status ?? 1);
}
