"use strict";
const path = require("node:path");
const { app, BrowserWindow, ipcMain } = require("electron");
const { createClient } = require("./mcp/client");
const { registerToolHandlers } = require("./ipc/tools");
const { adapterInfo } = require("./mcp/resolve");

/** @type {ReturnType<typeof createClient> | undefined} */
let mcp;

async function createWindow() {
  const win = new BrowserWindow({
    width: 1100,
    height: 760,
    webPreferences: { preload: path.join(__dirname, "preload.js"), contextIsolation: true },
  });
  await win.loadFile(path.join(__dirname, "renderer", "index.html"));
}

app.whenReady().then(async () => {
  mcp = createClient({ userDataDir: app.getPath("userData") });
  registerToolHandlers(ipcMain, mcp);
  ipcMain.handle("about", () => adapterInfo());
  await createWindow();
});

app.on("before-quit", async () => {
  if (mcp) await mcp.close();
});

app.on("window-all-closed", () => {
  if (process.platform !== "darwin") app.quit();
});
