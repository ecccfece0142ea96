import { readFileSync } from 'node:fs';

/** The version of @agent-toolkit/app, from its package.json: the CLI's --version and the MCP server's. */
export const VERSION = (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }).version;
