// The MCP server as a library: a subpath of its own, since importing it loads the MCP SDK (about
// 0.2 s of a process's start), which a host that only calls createToolkit() does not need.
export { serveHttp, type HttpMcpServer, type HttpServeOptions } from './mcp-http.js';
export { createMcpServer, serveStdio, toCallToolResult, type McpServerOptions } from './mcp-server.js';
