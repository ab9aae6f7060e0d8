#!/usr/bin/env node
const { getTools, shutdown } = require("../lib/mcp");
const { withClient } = require("../lib/with-client");

getTools()
  .then((tools) => {
    console.log("names:", tools.map((t) => t.name).sort().join(","));
    return withClient((c) => c.getTools());
  })
  .then((tools) => console.log("again:", tools.length > 3))
  .catch((err) => {
    console.error("failed:", err.message);
    process.exitCode = 1;
  })
  .finally(() => shutdown());
