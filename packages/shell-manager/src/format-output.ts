/** Output as agents read it: stdout, then stderr under a `[stderr]` heading. */
export function formatOutput(stdout: string, stderr: string): string {
  if (!stderr) return stdout;
  const separator = stdout && !stdout.endsWith('\n') ? '\n' : '';
  return `${stdout}${separator}[stderr]\n${stderr}`;
}
