#!/usr/bin/env node
"use strict";
require("../dist/cli/main.cjs").main(process.argv.slice(2));
