// `tabletwin mcp`: a Model Context Protocol server on stdin/stdout for AI agents (src/mcp/).

import { fail, type Command } from '../io.js';

export const command: Command = {
  summary: 'serve the tools, docs and built-in models to an AI agent over the Model Context Protocol (stdio)',
  operands: '',
  options: [],
  notes: `Add it to an agent's MCP servers, for example:
  {"mcpServers": {"tabletwin": {"command": "npx", "args": ["-y", "@tabletwin/cli", "mcp"]}}}
or from a checkout: {"command": "node", "args": ["<checkout>/apps/cli/dist/main.js", "mcp"]}.
Each tool call runs in its own thread with a time and a memory limit; the server reads and writes no
file but the call's own texts and the built-ins.`,
  async run(args, io) {
    if (args.length > 0) return fail(io, `tabletwin mcp: unexpected argument '${args[0]}'`);
    const { serve } = await import('../mcp/server.js');
    await serve();
    return 0;
  },
};
