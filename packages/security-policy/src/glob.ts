/**
 * A glob of `*`, `?` and `[...]` as a regular expression matching whole strings; a `[` with no `]`
 * is itself. `inPaths`: as the shell matches a path's segments, `*` and `?` never match a `/`.
 */
export function globRegExp(pattern: string, { flags = '', inPaths = false } = {}): RegExp {
  const any = inPaths ? '[^/]' : '[^]';
  const source = pattern.replace(/\[([!^]?)([^\]]+)\]|[*?]|[^*?[]+|\[/g, (part, negated: string | undefined, members: string | undefined) => {
    if (part === '*') return `${any}*`;
    if (part === '?') return any;
    if (members !== undefined) return `[${negated ? '^' : ''}${members.replace(/[\\\]^]/g, '\\$&')}]`;
    return part.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  });
  return new RegExp(`^(?:${source})$`, flags);
}
