/**
 * Names that look like they hold a secret; such variables are not handed to commands. `PWD` counts
 * only after an underscore (`MYSQL_PWD`): `PWD` and `OLDPWD` are the working directory.
 */
export const SECRET_NAME = new RegExp(
  [
    'KEY',
    'SECRET',
    'TOKEN',
    String.raw`(?:^|_)TOK(?:$|_)`,
    'PASS',
    '_PWD(?:$|_)',
    'CREDENTIAL',
    'CREDS',
    'AUTH',
    'PRIVATE',
    String.raw`(?:^|_)PAT(?:$|_)`,
    String.raw`(?:^|_)DSN(?:$|_)`,
    'WEBHOOK',
    'COOKIE',
    'SESSION',
  ].join('|'),
  'i',
);

/** Names SECRET_NAME would drop that hold no secret (a desktop session's kind, not its key). */
const NOT_SECRET_NAMES = new Set(['XDG_SESSION_ID', 'XDG_SESSION_TYPE', 'XDG_SESSION_CLASS', 'XDG_SESSION_DESKTOP', 'DESKTOP_SESSION']);

/**
 * Values that are secrets whatever the variable is called: a URL with a password
 * (`postgres://user:pw@host`, `redis://:pw@host`), a `password=` query value, provider tokens
 * (GitHub, OpenAI/Anthropic, Stripe, AWS key ids, Slack, GitLab, npm, Google API keys) and PEM
 * private keys.
 */
export const SECRET_VALUE = new RegExp(
  [
    String.raw`^[a-z][a-z0-9+.-]*://[^/\s:@]*:[^/\s@]+@`,
    String.raw`[?&;](?:password|passwd|pwd|pass|secret|token|access_token|api_?key|sig|signature)=[^&\s]+`,
    String.raw`\b(?:gh[pousr]_|github_pat_)[A-Za-z0-9_]{16,}`,
    String.raw`\bsk-[A-Za-z0-9_-]{16,}`,
    String.raw`\b[rs]k_(?:live|test)_[A-Za-z0-9]{8,}`,
    String.raw`\b(?:AKIA|ASIA)[0-9A-Z]{16}\b`,
    String.raw`\bxox[abposr]-[A-Za-z0-9-]+`,
    String.raw`\bglpat-[A-Za-z0-9_-]{16,}`,
    String.raw`\bnpm_[A-Za-z0-9]{36}\b`,
    String.raw`\bAIza[0-9A-Za-z_-]{35}\b`,
    String.raw`-----BEGIN [A-Z ]*PRIVATE KEY-----`,
  ].join('|'),
  'i',
);

/** Whether a variable looks like it holds a secret, by its name or its value. */
export function looksSecret(name: string, value: string): boolean {
  return (SECRET_NAME.test(name) && !NOT_SECRET_NAMES.has(name)) || SECRET_VALUE.test(value);
}

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
    ([name, value]) => value !== undefined && (allowed.has(name) || !looksSecret(name, value)),
  );
  return { ...Object.fromEntries(kept), ...UNATTENDED_ENV, ...set };
}
