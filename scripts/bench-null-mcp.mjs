// The null MCP server of `pnpm bench`: the same SDK, a Bash tool that spawns nothing and answers
// at once. What the toolkit's server adds over it is what it costs beyond the protocol.
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';

const server = new Server({ name: 'null', version: '1.0.0' }, { capabilities: { tools: {} } });
server.setRequestHandler(ListToolsRequestSchema, async () => ({
  tools: [{ name: 'Bash', description: 'answers hello', inputSchema: { type: 'object', properties: { command: { type: 'string' } } } }],
}));
server.setRequestHandler(CallToolRequestSchema, async () => ({ content: [{ type: 'text', text: 'hello\n' }] }));
await server.connect(new StdioServerTransport());
