/** Names that look like they hold a secret; such variables are not handed to commands. */
export const SECRET_NAME = /KEY|SECRET|TOKEN|PASSWORD|PASSWD|CREDENTIAL|AUTH|PRIVATE/i;

/** Kept even though they look secret: they point at an agent socket, not at a secret. */
export const DEFAULT_ENV_ALLOW: readonly string[] = ['SSH_AUTH_SOCK'];

/** Set for every command so that nothing waits for a person: no pager, editor, prompt or colour. */
export const UNATTENDED_ENV: Readonly<Record<string, string>> = {
  PAGER: 'cat',
  GIT_PAGER: 'cat',
  MANPAGER: 'cat',
  SYSTEMD_PAGER: '',
  GIT_EDITOR: 'true',
  EDITOR: 'true',
  VISUAL: 'true',
  GIT_TERMINAL_PROMPT: '0',
  GIT_ASKPASS: 'false',
  SSH_ASKPASS: 'false',
  GCM_INTERACTIVE: 'never',
  CI: 'true',
  DEBIAN_FRONTEND: 'noninteractive',
  NO_COLOR: '1',
  FORCE_COLOR: '0',
  TERM: 'dumb',
  npm_config_yes: 'true',
  npm_config_fund: 'false',
  npm_config_update_notifier: 'false',
  PIP_NO_INPUT: '1',
  PYTHONUNBUFFERED: '1',
  HOMEBREW_NO_AUTO_UPDATE: '1',
};

export interface ShellEnvOptions {
  /** The environment to start from; this process's by default. */
  readonly base?: NodeJS.ProcessEnv;
  /** Secret-looking names to keep anyway (exact names). */
  readonly allow?: readonly string[];
  /** Set last, over everything else. */
  readonly set?: Readonly<Record<string, string>>;
}

/** The environment commands run with: secrets dropped, unattended defaults set. */
export function createShellEnv({ base = process.env, allow = [], set = {} }: ShellEnvOptions = {}): NodeJS.ProcessEnv {
  const allowed = new Set([...DEFAULT_ENV_ALLOW, ...allow]);
  const kept = Object.entries(base).filter(([name, value]) => value !== undefined && (allowed.has(name) || !SECRET_NAME.test(name)));
  return { ...Object.fromEntries(kept), ...UNATTENDED_ENV, ...set };
}
