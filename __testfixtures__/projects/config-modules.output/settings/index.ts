export { serversConfig as defaultConfig } from "./servers.js";
