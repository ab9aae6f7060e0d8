// The floor: read every candidate file once and look for the old package's name; nothing else.
const { readdirSync, readFileSync } = require("node:fs");
const { join } = require("node:path");

const EXT = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
let files = 0;
let matched = 0;
function walk(dir) {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (e.isDirectory()) {
      if (!e.name.startsWith(".") && e.name !== "node_modules") walk(join(dir, e.name));
    } else if (EXT.test(e.name)) {
      files++;
      if (readFileSync(join(dir, e.name), "utf8").includes("@langchain/mcp-adapters")) matched++;
    }
  }
}
walk(process.argv[2]);
process.stdout.write(JSON.stringify({ files, matched }) + "\n");
