import { DYNAMIC, type WordValue } from './words.js';

/** The arguments that are not options (after `--`, everything). */
export function positionals(args: readonly WordValue[]): string[] {
  const dashDash = args.indexOf('--');
  return args.filter(
    (arg, index): arg is string => arg !== DYNAMIC && (dashDash !== -1 && index > dashDash ? true : !arg.startsWith('-') || arg === '-'),
  );
}

/** Whether an option is given, spelled short (alone or bundled: `-rf`, `-fr`) or long. */
export function hasOption(args: readonly WordValue[], short: string, long: readonly string[] = []): boolean {
  const dashDash = args.indexOf('--');
  const options = (dashDash === -1 ? args : args.slice(0, dashDash)).filter((arg): arg is string => arg !== DYNAMIC);
  return options.some((arg) => (arg.startsWith('--') ? long.some((name) => isLongOption(arg.split('=')[0]!, name)) : arg.startsWith('-') && [...arg.slice(1)].some((letter) => short.includes(letter))));
}

// GNU tools take any unambiguous start of a long option (`--recur` is `--recursive`); three
// letters at least, which no other option of these tools shares.
function isLongOption(given: string, name: string): boolean {
  return given === name || (given.length >= 5 && name.startsWith(given));
}

/**
 * Every value of an option: short, apart or at the end of a bundle (`-o FILE`, `-sSLo FILE`) or
// joined (`-oFILE`, `-qO-`); long, apart or after `=` (`--output FILE`, `--output=FILE`).
 */
export function optionValues(args: readonly WordValue[], short: string, long?: string): string[] {
  const letter = short.slice(1);
  const apart = new RegExp(`^-[a-zA-Z]*${letter}$`);
  const joined = new RegExp(`^-[a-zA-Z]*?${letter}(.+)$`);
  const values: string[] = [];
  args.forEach((arg, index) => {
    if (typeof arg !== 'string') return;
    const next = args[index + 1];
    if ((long !== undefined && arg === long) || apart.test(arg)) {
      if (typeof next === 'string') values.push(next);
    } else if (long !== undefined && arg.startsWith(`${long}=`)) values.push(arg.slice(long.length + 1));
    else if (!arg.startsWith('--')) {
      const value = joined.exec(arg)?.[1];
      if (value) values.push(value);
    }
  });
  return values;
}
