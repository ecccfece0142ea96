// The null MCP servers of `pnpm bench`: the same SDK and the same protocol work as the toolkit's
// server (the tools it lists, with their outputSchema, and a result of the same shape that the
// client validates), but a Bash tool that spawns nothing and answers at once. What the toolkit's
// server adds over it is what running the command costs. With `--shell`, its Bash tool runs the
// command in a bare bash speaking the session's protocol (bare-session.mjs) and answers with that
// output: the least any MCP server with a persistent shell behind it pays, the hop to the shell.
//
//   node scripts/bench-null-mcp.mjs <file with {"tools": [...], "result": {...}}> [--shell]
import { readFileSync } from 'node:fs';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { bareSession } from './bare-session.mjs';

const { tools, result } = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const shell = process.argv.includes('--shell') ? bareSession() : undefined;
const server = new Server({ name: 'null', version: '1.0.0' }, { capabilities: { tools: {}, logging: {} } });
server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools }));
server.setRequestHandler(CallToolRequestSchema, async (request) => {
  if (!shell) return result;
  const output = await shell.run(String(request.params.arguments?.command));
  const [first, ...rest] = result.content;
  return { ...result, content: [{ ...first, text: output }, ...rest] };
});
await server.connect(new StdioServerTransport());
// The shell goes with the server.
process.stdin.on('close', () => shell?.close());
