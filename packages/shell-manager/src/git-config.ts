/**
 * git configuration keys whose values git runs as programs, or that pull in other files (which
 * may hold such keys): planted in a repository, they run on the host at its next `git status`.
 * Names are `section.key`, or `section.*.key` whatever the subsection, lower-cased.
 */
const PROGRAM_KEYS: readonly RegExp[] = [
  /^core\.(fsmonitor|hookspath|sshcommand|editor|pager|askpass|gitproxy|alternaterefscommand)$/,
  /^(sequence\.editor|diff\.external|credential\.helper|gpg\.program|uploadpack\.packobjectshook)$/,
  /^(interactive\.difffilter|web\.browser|receive\.procreceiverefs|safe\.directory)$/,
  /^gpg\.\*\.program$/,
  /^filter\.\*\.(clean|smudge|process)$/,
  /^diff\.\*\.(textconv|command)$/,
  /^merge\.\*\.driver$/,
  /^(mergetool|difftool|browser|man)\.\*\.(cmd|path)$/,
  /^remote\.\*\.(uploadpack|receivepack|vcs)$/,
  /^credential\.\*\.helper$/,
  /^pager\.[^.]+$/,
  /^(include\.path|include\.\*\.path|includeif\.\*\.path)$/,
];

// A section header: [name] or [name "subsection"] (or the old [name.subsection]), maybe followed by a key.
const SECTION = /^\s*\[\s*([A-Za-z0-9.-]+)(?:\s+"((?:[^"\\]|\\.)*)")?\s*\](.*)$/;
const ENTRY = /^\s*([A-Za-z][A-Za-z0-9-]*)\s*(=|$|[#;])/;
const BLANK = /^\s*([#;].*)?$/;

/**
 * A git config file's text without any key that runs a program (an `!` alias included) or any
 * line it cannot read (git might read it otherwise), and the names of what was removed.
 */
export function withoutProgramKeys(config: string): { text: string; removed: string[] } {
  const lines = config.split('\n');
  const kept: string[] = [];
  const removed: string[] = [];
  let section = '';
  let dropping = false;
  for (const line of lines) {
    // A value continued on the next line (a trailing backslash) goes with its key.
    const continued = line.endsWith('\\');
    if (dropping) {
      dropping = continued;
      continue;
    }
    const verdict = judgeLine(line, section);
    section = verdict.section;
    if (verdict.removed === undefined) kept.push(line);
    else {
      removed.push(verdict.removed);
      dropping = continued;
    }
  }
  return { text: kept.join('\n'), removed };
}

function judgeLine(line: string, section: string): { section: string; removed?: string } {
  if (BLANK.test(line)) return { section };
  const header = SECTION.exec(line);
  if (header) {
    const [, name = '', subsection, rest = ''] = header;
    // [name "sub"], or the old [name.sub]: either way the keys are `name.*.key`.
    const next = subsection !== undefined || name.includes('.') ? `${name.split('.')[0]!.toLowerCase()}.*` : name.toLowerCase();
    // A key on the header's own line is read as the section's.
    return BLANK.test(rest) ? { section: next } : { ...judgeLine(rest, next), section: next };
  }
  const entry = ENTRY.exec(line);
  if (!entry || section === '') return { section, removed: `an unreadable line (${line.trim().slice(0, 60)})` };
  const name = `${section}.${entry[1]!.toLowerCase()}`;
  const value = line.slice(line.indexOf('=') + 1).trim();
  const alias = section === 'alias' && /^"?!/.test(value);
  return alias || PROGRAM_KEYS.some((key) => key.test(name)) ? { section, removed: name } : { section };
}
