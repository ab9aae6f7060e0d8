/** A different package's class that happens to share the old client's name (fixture helper). */
export class MultiServerMCPClient {
  constructor(readonly options: { servers: string[] }) {}
  getTools(): string[] {
    return this.options.servers;
  }
}
