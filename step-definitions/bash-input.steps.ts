import { Given, When } from '@cucumber/cucumber';
import { startBackground } from './support/shells.js';
import type { ToolWorld } from './support/world.js';

// `\n` and `\u0003` as written in a feature file, turned into the characters.
const typed = (text: string): string => text.replace(/\\n/g, '\n').replace(/\\u0003/g, '\u0003');

When('I send the background shell the input {string}', async function (this: ToolWorld, input: string) {
  await this.execute('BashInput', { bash_id: this.shellId, input: typed(input) });
});

When('I send the background shell the input {string} and close its stdin', async function (this: ToolWorld, input: string) {
  await this.execute('BashInput', { bash_id: this.shellId, input: typed(input), close_stdin: true });
});

Given('a background shell whose stdin was closed', async function (this: ToolWorld) {
  await startBackground(this, 'sleep 365');
  const closed = await this.execute('BashInput', { bash_id: this.shellId, input: '', close_stdin: true });
  if (!closed.success) throw new Error(closed.error ?? 'could not close stdin');
  this.checkedResult();
});

When('I execute the tool {string} with {string}', async function (this: ToolWorld, tool: string, json: string) {
  await this.execute(tool, JSON.parse(json) as Record<string, unknown>);
});
