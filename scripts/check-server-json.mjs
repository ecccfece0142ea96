// Checks server.json, the MCP registry's description of the server, by the rules of the
// registry's server.schema.json (2025-09-29) that apply to it, and against the package it names.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const exactVersion = z.string().min(1).max(255).refine((version) => version !== 'latest' && !/^[\^~<>=]|\.(x|\*)$|\s/.test(version), 'a specific version, not a range');
const input = { description: z.string().optional(), isRequired: z.boolean().optional(), isSecret: z.boolean().optional(), default: z.string().optional(), value: z.string().optional(), format: z.enum(['string', 'number', 'boolean', 'filepath']).optional() };
const argument = z.union([
  z.object({ ...input, type: z.literal('positional'), valueHint: z.string().optional(), isRepeated: z.boolean().optional() }).refine((arg) => arg.value !== undefined || arg.valueHint !== undefined, 'a positional argument needs value or valueHint'),
  z.object({ ...input, type: z.literal('named'), name: z.string(), isRepeated: z.boolean().optional() }),
]);
const ServerDetail = z.object({
  $schema: z.url(),
  name: z.string().min(3).max(200).regex(/^[a-zA-Z0-9.-]+\/[a-zA-Z0-9._-]+$/),
  description: z.string().min(1).max(100),
  version: exactVersion,
  websiteUrl: z.url().optional(),
  repository: z.object({ url: z.url(), source: z.string(), id: z.string().optional(), subfolder: z.string().optional() }).optional(),
  packages: z.array(
    z.strictObject({
      registryType: z.string(),
      registryBaseUrl: z.url().optional(),
      identifier: z.string(),
      version: exactVersion,
      fileSha256: z.string().regex(/^[a-f0-9]{64}$/).optional(),
      runtimeHint: z.string().optional(),
      transport: z.object({ type: z.enum(['stdio', 'streamable-http', 'sse']), url: z.string().optional() }),
      runtimeArguments: z.array(argument).optional(),
      packageArguments: z.array(argument).optional(),
      environmentVariables: z.array(z.object({ ...input, name: z.string() })).optional(),
    }),
  ).min(1),
});

const repository = join(dirname(fileURLToPath(import.meta.url)), '..');
const server = ServerDetail.parse(JSON.parse(readFileSync(join(repository, 'server.json'), 'utf8')));
const app = JSON.parse(readFileSync(join(repository, 'packages/app/package.json'), 'utf8'));
const problems = [];
if (app.mcpName !== server.name) problems.push(`packages/app/package.json mcpName ${app.mcpName} is not ${server.name}`);
for (const pkg of server.packages) {
  if (pkg.identifier !== app.name) problems.push(`package ${pkg.identifier} is not ${app.name}`);
  if (pkg.version !== app.version || server.version !== app.version) problems.push(`versions ${server.version}/${pkg.version} are not the package's ${app.version}`);
}
if (problems.length > 0) throw new Error(`server.json: ${problems.join('; ')}`);
console.log(`server.json: ${server.name} ${server.version} is valid and matches ${app.name}`);
