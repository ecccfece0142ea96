// Preloaded (`node --import`) into the MCP server and CLI processes of scenarios that launch
// nothing: every way Node starts a process throws, after the request is logged. Those
// processes have no launcher to inject, so the refusal sits at the lowest level there is.
import { appendFileSync } from 'node:fs';
import childProcess from 'node:child_process';
import { syncBuiltinESMExports } from 'node:module';

const log = process.env.AGENT_TOOLKIT_TEST_LAUNCH_LOG;

for (const name of ['spawn', 'spawnSync', 'exec', 'execSync', 'execFile', 'execFileSync', 'fork']) {
  childProcess[name] = (file, args) => {
    const command = [file, ...(Array.isArray(args) ? args : [])].join(' ');
    if (log) appendFileSync(log, `${JSON.stringify({ kind: 'refused', command, pid: process.pid })}\n`);
    throw new Error(`test launcher: this scenario launches nothing (refused: ${command})`);
  };
}
syncBuiltinESMExports();
