export function reportProgress(progress: { progress: number }, source: { name: string }) {
  console.log(source.name, progress.progress);
}
