export interface Job {
  id: string;
  server: string;
  tool: string;
  args: Record<string, unknown>;
}

export class MemoryQueue {
  private jobs: Job[] = [];
  push(job: Job) {
    this.jobs.push(job);
  }
  next(): Job | undefined {
    return this.jobs.shift();
  }
}
