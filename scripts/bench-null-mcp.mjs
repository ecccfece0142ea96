// The null MCP server of `pnpm bench`: the same SDK and the same protocol work as the toolkit's
// server (the tools it lists, with their outputSchema, and a result of the same shape that the
// client validates), but a Bash tool that spawns nothing and answers at once. What the toolkit's
// server adds over it is what running the command costs.
//
//   node scripts/bench-null-mcp.mjs <file with {"tools": [...], "result": {...}}>
import { readFileSync } from 'node:fs';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';

const { tools, result } = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const server = new Server({ name: 'null', version: '1.0.0' }, { capabilities: { tools: {}, logging: {} } });
server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools }));
server.setRequestHandler(CallToolRequestSchema, async () => result);
await server.connect(new StdioServerTransport());
