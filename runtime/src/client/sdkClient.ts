// The SDK client surface the runtime uses, apart from the connection that opens it: the tasks
// wires speak through it too, without importing the connection (which imports them).
import type { Era } from "./era.js";

/** The SDK client surface used here; v2 and 1.x share it except for `callTool`'s signature. */
export interface SdkClientLike {
  callTool(...args: any[]): Promise<any>;
  listTools(params?: any, options?: any): Promise<any>;
  request(request: any, schema: any, options?: any): Promise<any>;
  listPrompts(params?: any, options?: any): Promise<any>;
  getPrompt(params: any, options?: any): Promise<any>;
  listResources(params?: any, options?: any): Promise<any>;
  readResource(params: any, options?: any): Promise<any>;
  listResourceTemplates(params?: any, options?: any): Promise<any>;
  setLoggingLevel(level: any, options?: any): Promise<any>;
  ping(options?: any): Promise<any>;
  getServerVersion(): { name: string; version: string } | undefined;
  getServerCapabilities(): Record<string, unknown> | undefined;
  getProtocolEra?(): Era | undefined;
  getDiscoverResult?(): unknown;
  discover?(options?: any): Promise<any>;
  close(): Promise<void>;
  transport?: unknown;
}
