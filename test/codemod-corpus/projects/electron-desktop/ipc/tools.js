"use strict";

/**
 * IPC handlers for the renderer's tool palette.
 * @param {import("electron").IpcMain} ipcMain
 * @param {import("@langchain/mcp-adapters").MultiServerMCPClient} client
 */
function registerToolHandlers(ipcMain, client) {
  ipcMain.handle("tools:list", async () => {
    const tools = await client.getTools();
    return tools.map((t) => ({ name: t.name, description: t.description }));
  });

  ipcMain.handle("tools:call", async (_event, name, args) => {
    const tools = await client.getTools();
    const tool = tools.find((t) => t.name === name);
    if (!tool) throw new Error(`Unknown tool: ${name}`);
    return tool.invoke(args);
  });

  ipcMain.handle("tools:status", async () => {
    if (!client.getClient("math")) console.log("down");
    const math = await client.getClient("math");
    return { math: Boolean(math) };
  });
}

module.exports = { registerToolHandlers };
