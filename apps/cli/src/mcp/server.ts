// `tabletwin mcp`: a Model Context Protocol server over stdio. Its tools (tools.ts) run the
// `tabletwin` command in a worker thread per call, with a time and a memory limit; its resources
// are the docs, the schemas and the built-in models; its prompt is the authoring workflow.
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { z } from 'zod';
import { version } from '../run.js';
import { AUTHORING } from './prompt.js';
import { resources } from './resources.js';
import { DEFAULT_HEAP_MB, runJob } from './runner.js';
import { TOOLS, type Tool, type ToolAnswer } from './tools.js';

const failure = (text: string): ToolAnswer => ({ content: [{ type: 'text', text }], isError: true });

interface Extra {
  signal: AbortSignal;
  _meta?: { progressToken?: string | number };
  sendNotification(n: {
    method: 'notifications/progress';
    params: { progressToken: string | number; progress: number; total?: number };
  }): Promise<void>;
}

/** One call of a tool: its jobs one after the other, each in its own limited thread. */
export async function callTool(
  tool: Tool,
  input: Record<string, unknown>,
  extra?: Extra,
  heapMb = DEFAULT_HEAP_MB,
): Promise<ToolAnswer> {
  let jobs;
  try {
    jobs = tool.jobs(input);
  } catch (e) {
    return failure(`${tool.name}: ${(e as Error).message}`);
  }
  if (typeof jobs === 'string') return failure(`${tool.name}: ${jobs}`);
  const seconds = typeof input['seconds'] === 'number' ? input['seconds'] : tool.seconds;
  const token = extra?._meta?.progressToken;
  const results = [];
  for (const job of jobs) {
    const r = await runJob(
      job,
      { seconds, heapMb },
      {
        ...(extra === undefined ? {} : { signal: extra.signal }),
        ...(token === undefined
          ? {}
          : {
              onProgress: (done, total) =>
                void extra!
                  .sendNotification({ method: 'notifications/progress', params: { progressToken: token, progress: done, total } })
                  .catch(() => {}),
            }),
      },
    );
    if (!r.ok) return failure(`${tool.name}: ${r.reason}`);
    results.push(r);
  }
  return tool.answer(results, input);
}

export function makeServer(): McpServer {
  const server = new McpServer(
    { name: 'tabletwin', version: version() },
    {
      instructions:
        'Tabletwin runs board and card game rules written as one YAML model. Read tabletwin://docs/authoring-with-ai.md (or tabletwin://llms-full.txt) first; write a model in small steps and check each with validate_model until it has no errors and its test games finish; then play_game, simulate and compare to see how it plays.',
    },
  );
  for (const tool of TOOLS)
    server.registerTool(
      tool.name,
      { title: tool.title, description: tool.description, inputSchema: tool.input },
      (input: Record<string, unknown>, extra: unknown) => callTool(tool, input, extra as Extra),
    );
  for (const r of resources())
    server.registerResource(r.name, r.uri, { title: r.title, mimeType: r.mimeType }, (uri) => ({
      contents: [{ uri: uri.href, mimeType: r.mimeType, text: r.read() }],
    }));
  server.registerPrompt(
    'write_model_from_rulebook',
    {
      title: 'Write a model from a rulebook',
      description: 'The authoring workflow: from a rulebook to a checked Tabletwin model, with the tools of this server.',
      argsSchema: { rulebook: z.string().describe('the rules of the game, as text') },
    },
    ({ rulebook }) => ({
      messages: [{ role: 'user', content: { type: 'text', text: `${AUTHORING}\n\n## The rulebook\n\n${rulebook}` } }],
    }),
  );
  return server;
}

export async function serve(): Promise<void> {
  const server = makeServer();
  const transport = new StdioServerTransport();
  await server.connect(transport);
  await new Promise<void>((resolve) => {
    transport.onclose = () => resolve();
    process.stdin.once('end', () => resolve());
  });
  await server.close().catch(() => {});
}
