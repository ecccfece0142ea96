import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setWorldConstructor, World, type IWorldOptions } from '@cucumber/cucumber';
import { createToolkit, type Toolkit, type ToolkitOptions } from '@agent-toolkit/app';
import { CommandPolicy } from '@agent-toolkit/security-policy';
import { createContainerLauncher, ShellManager, spawnBash, type Launcher, type ShellProcess } from '@agent-toolkit/shell-manager';
import { createContext, type ExecutionContext, type ToolResult } from '@agent-toolkit/tool-core';
import { capturingStdin, launchedCommands, launchedPids, logLaunch, recordingLauncher, refusedCommands, refusingLauncher } from './launches.js';

const policy = CommandPolicy.create();

/** The objects under test for one scenario, and what the steps saw. */
export class ToolWorld extends World {
  toolkit!: Toolkit;
  tempDir!: string;
  context!: ExecutionContext;
  result: ToolResult | undefined;
  /** Every tool result of the scenario, in order. */
  results: ToolResult[] = [];
  elapsedMs = 0;
  shellId: string | undefined;
  /** Shells the scenario made outside the toolkit's manager (singleton scenarios). */
  extraShells: ShellProcess[] = [];
  /** Paths outside the temp directory the scenario created, removed afterwards. */
  createdPaths: string[] = [];
  notes: Record<string, unknown> = {};
  /** Run after the scenario, before its shells are killed (servers, clients). */
  cleanups: (() => Promise<unknown>)[] = [];
  /** How many commands had been launched and refused when the scenario began. */
  launchesAtStart = launchedCommands.length;
  refusalsAtStart = refusedCommands.length;
  /** Whether every launch of this scenario is refused (it sends a dangerous command somewhere). */
  launchesNothing = false;
  /** The scenario's name, for the launch log. */
  scenario = '';
  #uncheckedFailure: ToolResult | undefined;

  constructor(options: IWorldOptions) {
    super(options);
  }

  async setUp(scenario: string, launchesNothing: boolean): Promise<void> {
    this.scenario = scenario;
    this.launchesNothing = launchesNothing;
    this.tempDir = await mkdtemp(join(tmpdir(), 'agent-toolkit-'));
    this.toolkit = await this.makeToolkit({ policy: await policy });
    this.context = createContext({ workingDir: this.tempDir });
  }

  /** The scenario's launcher in front of `inner`: a recorder, or a refusal for scenarios that launch nothing. */
  wrapLauncher = (inner: Launcher): Launcher => (this.launchesNothing ? refusingLauncher : recordingLauncher(this.stdinCapture === undefined ? inner : capturingStdin(inner, this.stdinCapture)));
  /** Where every command's stdin goes instead of to the command (see capturingStdin), when a scenario asks. */
  stdinCapture: string | undefined;
  /** What the person was asked to confirm, when a scenario answers for them. */
  asked: string[] | undefined;

  /** bash behind the scenario's launcher (in the run's container, if it has one), for shells made outside a toolkit. */
  get launcher(): Launcher {
    const { runner } = this.runner;
    return this.wrapLauncher(runner?.container ? createContainerLauncher({ container: runner.container, engine: runner.engine }) : spawnBash);
  }

  /** A toolkit launching through the scenario's launcher; replaces the scenario's toolkit when asked to. */
  makeToolkit(options: ToolkitOptions = {}): Promise<Toolkit> {
    return createToolkit({ ...this.runner, ...options, wrapLauncher: this.wrapLauncher });
  }

  /** The runner the run's world parameters name (scripts/container-scenarios.sh runs features in a container). */
  get runner(): Pick<ToolkitOptions, 'runner'> {
    const runner = (this.parameters as { runner?: ToolkitOptions['runner'] }).runner;
    return runner ? { runner } : {};
  }

  async replaceToolkit(options: ToolkitOptions = {}): Promise<void> {
    await this.toolkit.close();
    this.toolkit = await this.makeToolkit(options);
  }

  get shells(): ShellManager {
    return this.toolkit.shells;
  }

  /** Notes a command the scenario sends to a tool, server or CLI (the policy-off drill judges these). */
  sent(command: unknown): void {
    if (typeof command === 'string') logLaunch({ kind: 'sent', command, scenario: this.launchesNothing ? undefined : this.scenario });
  }

  /** Runs a tool through the executor, timing it and keeping the result. */
  async execute(toolName: string, params: Record<string, unknown>, context = this.context): Promise<ToolResult> {
    if (toolName === 'Bash') this.sent(params.command);
    const started = performance.now();
    const result = await this.toolkit.executor.execute(toolName, context, params);
    this.elapsedMs = performance.now() - started;
    this.result = result;
    this.results.push(result);
    this.#uncheckedFailure = result.success ? undefined : result;
    return result;
  }

  /** The last result, marked as looked at. */
  checkedResult(): ToolResult {
    if (!this.result) throw new Error('no tool was executed in this scenario');
    this.#uncheckedFailure = undefined;
    return this.result;
  }

  get output(): string {
    if (!this.result) throw new Error('no tool was executed in this scenario');
    return String(this.result.output ?? '');
  }

  shell(id = this.shellId): ShellProcess {
    const shell = id === undefined ? undefined : this.shells.getShell(id) ?? this.extraShells.find((extra) => extra.id === id);
    if (!shell) throw new Error(`no shell ${id} in this scenario`);
    return shell;
  }

  /** Replaces `{shell_id}` with the scenario's shell. */
  substitute(value: string): string {
    return value.replaceAll('{shell_id}', this.shellId ?? '{shell_id}').replaceAll('{tempDir}', this.tempDir);
  }

  track(shell: ShellProcess): ShellProcess {
    this.extraShells.push(shell);
    if (shell.process?.pid) launchedPids.add(shell.process.pid);
    return shell;
  }

  async tearDown(): Promise<void> {
    await Promise.all(this.cleanups.map((cleanup) => cleanup().catch(() => undefined)));
    await this.toolkit.close();
    await Promise.all(this.extraShells.map((shell) => shell.kill()));
    await ShellManager.reset();
    await Promise.all([this.tempDir, ...this.createdPaths].map((path) => rm(path, { recursive: true, force: true })));
    const unchecked = this.#uncheckedFailure;
    if (unchecked) throw new Error(`a tool failed and no step checked it: ${unchecked.error}`);
  }
}

setWorldConstructor(ToolWorld);
