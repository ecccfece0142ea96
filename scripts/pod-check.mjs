// What scripts/verify-pod.sh asks of the server in the pod, as an orchestrator would:
//   node scripts/pod-check.mjs URL TOKEN POD_CONTAINER
// refused without the token and with a wrong one; with it, the tools are listed, a command runs in
// the pod as its user, in /workspace, without the token in its environment; a background shell is
// killed and nothing of it is left in the pod (read through podman, not the server).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';

const [url, token, container] = process.argv.slice(2);
const post = (headers) => fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers }, body: '{}' });
const check = (text, ok) => console.log(`${ok ? 'ok  ' : 'FAIL'} ${text}`) || assert.ok(ok, text);

check(`no token: HTTP ${(await post({})).status}`, (await post({})).status === 401);
check(`a wrong token: HTTP ${(await post({ authorization: 'Bearer wrong-token-0123456789' })).status}`, (await post({ authorization: 'Bearer wrong-token-0123456789' })).status === 401);

const client = new Client({ name: 'pod-check', version: '1.0.0' });
await client.connect(new StreamableHTTPClientTransport(new URL(url), { requestInit: { headers: { authorization: `Bearer ${token}` } } }));
const tools = (await client.listTools()).tools.map((tool) => tool.name);
check(`with the token: tools ${tools.join(', ')}`, tools.includes('Bash') && tools.includes('KillShell'));
const text = (result) => result.content[0].text;
const who = text(await client.callTool({ name: 'Bash', arguments: { command: 'id -u; pwd; env | grep -c AGENT_TOOLKIT_TOKEN || true' } }));
check(`a command runs as ${who.trim().split('\n').join(' | ')} (uid, directory, token variables seen)`, who === '1000\n/workspace\n0\n');
const started = await client.callTool({ name: 'Bash', arguments: { command: 'sleep 7301 & sleep 7302', run_in_background: true } });
const shellId = started.structuredContent?.bash_id ?? /shell_[a-z0-9]+/.exec(JSON.stringify(started))?.[0];
const inPod = () => execFileSync('podman', ['exec', container, 'bash', '-c', 'for f in /proc/[0-9]*/cmdline; do tr "\\0" " " < $f; echo; done'], { encoding: 'utf8' }).split('\n').filter((line) => line.startsWith('sleep 730'));
for (let tries = 0; inPod().length < 2 && tries < 50; tries++) await new Promise((resolve) => setTimeout(resolve, 100));
check(`a background shell runs in the pod: ${inPod().join(', ')}`, inPod().length === 2);
await client.callTool({ name: 'KillShell', arguments: { shell_id: shellId } });
check(`KillShell left ${inPod().length} of its processes in the pod`, inPod().length === 0);
await client.close();
