/** Names that look like they hold a secret; such variables are not handed to commands. */
export const SECRET_NAME = /KEY|SECRET|TOKEN|PASSWORD|PASSWD|CREDENTIAL|AUTH|PRIVATE|(?:^|_)PAT(?:$|_)/i;

/**
 * Values that are secrets whatever the variable is called: a URL with a password
 * (`postgres://user:pw@host`), provider tokens (GitHub, OpenAI/Anthropic, AWS key ids, Slack,
 * GitLab, npm, Google API keys) and PEM private keys.
 */
export const SECRET_VALUE = new RegExp(
  [
    String.raw`^[a-z][a-z0-9+.-]*://[^/\s:@]+:[^/\s@]+@`,
    String.raw`\b(?:gh[pousr]_|github_pat_)[A-Za-z0-9_]{16,}`,
    String.raw`\bsk-[A-Za-z0-9_-]{16,}`,
    String.raw`\b(?:AKIA|ASIA)[0-9A-Z]{16}\b`,
    String.raw`\bxox[abposr]-[A-Za-z0-9-]+`,
    String.raw`\bglpat-[A-Za-z0-9_-]{16,}`,
    String.raw`\bnpm_[A-Za-z0-9]{36}\b`,
    String.raw`\bAIza[0-9A-Za-z_-]{35}\b`,
    String.raw`-----BEGIN [A-Z ]*PRIVATE KEY-----`,
  ].join('|'),
  'i',
);

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

/** The environment commands run with: secrets (by name or by value) dropped, unattended defaults set. */
export function createShellEnv({ base = process.env, allow = [], set = {} }: ShellEnvOptions = {}): NodeJS.ProcessEnv {
  const allowed = new Set([...DEFAULT_ENV_ALLOW, ...allow]);
  const kept = Object.entries(base).filter(
    ([name, value]) => value !== undefined && (allowed.has(name) || (!SECRET_NAME.test(name) && !SECRET_VALUE.test(value))),
  );
  return { ...Object.fromEntries(kept), ...UNATTENDED_ENV, ...set };
}
