"use strict";
const { contextBridge, ipcRenderer } = require("electron");

contextBridge.exposeInMainWorld("tools", {
  list: () => ipcRenderer.invoke("tools:list"),
  call: (name, args) => ipcRenderer.invoke("tools:call", name, args),
  status: () => ipcRenderer.invoke("tools:status"),
});
