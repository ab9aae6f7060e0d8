export async function main(_argv: string[]): Promise<void> {
  process.stderr.write("codemod: not built yet\n");
  process.exitCode = 2;
}
