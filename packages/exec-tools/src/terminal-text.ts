// What needs rendering: a carriage return, a backspace, an escape sequence, or a control
// character a terminal does not print (NUL, the bell, DEL...; a tab, a vertical tab and a form
// feed are printed as space or a line's end, and kept).
const CONTROL = /[\x00-\x08\r\x0e-\x1f\x7f]/;
// Within a line: \r, \b, escape sequences: CSI (`ESC [ params final`, its final byte missing at
// the end of the text), OSC (`ESC ] ... BEL` or `ESC ] ... ESC \`, a hyperlink or a window title), a
// character set (`ESC ( B`), or any other two-byte escape (`ESC 7`); and the other controls.
const TOKEN = /\r|\x08|\x1b(?:\[([0-9;?:]*)[ -/]*([@-~])?|\][^\x07\x1b]*(?:\x07|\x1b\\)?|[()*+#%].?|[^[\]])?|[\x00-\x07\x0e-\x1a\x1c-\x1f\x7f]/g;
// How far one sequence may move the cursor past the line's end (`ESC[99999999C` would otherwise
// make a line of that many spaces).
const MAX_MOVE = 1024;

/**
 * Text as a terminal shows it, line by line: a carriage return or a backspace moves back over the
 * line and what follows overwrites it; erase-in-line and the cursor's moves along the line apply;
 * colours, hyperlinks, titles and other escape sequences are not shown, nor are the bell, NUL and
 * the other control characters a terminal does not print. Commands run without a terminal
 * (TERM=dumb, NO_COLOR) print few of these, but progress meters (curl's, tqdm's, git's) redraw
 * their line with `\r` at every step: hundreds of frames no one sees, which would crowd what the
 * command said out of the output's budget. Moves up and down the screen are
 * not followed (each line keeps what was written on it); a tab is one column.
 */
export function terminalText(text: string): string {
  if (!CONTROL.test(text)) return text;
  return text
    .split('\n')
    .map((line) => (CONTROL.test(line) ? renderLine(line) : line))
    .join('\n');
}

function renderLine(line: string): string {
  // Columns the cursor passed over without writing are holes: blanks when shown.
  const cells: string[] = [];
  let column = 0;
  const write = (part: string) => {
    for (const character of part) cells[column++] = character;
  };
  let written = 0;
  for (const match of line.matchAll(TOKEN)) {
    write(line.slice(written, match.index));
    written = match.index + match[0].length;
    const [token, parameters, final] = match;
    if (token === '\r') column = 0;
    else if (token === '\b') column = Math.max(0, column - 1);
    if (final === undefined) continue;
    // A control sequence's number (erase-in-line's mode; the columns of a move).
    const count = Math.min(Number.parseInt(parameters ?? '', 10) || 0, MAX_MOVE + cells.length);
    if (final === 'K') {
      // Erase in line: from the cursor to the end (0), from the start to the cursor (1), all of it (2).
      if (count === 0) cells.length = Math.min(cells.length, column);
      else if (count === 1) cells.fill(' ', 0, Math.min(cells.length, column + 1));
      else cells.length = 0;
    } else if (final === 'G') column = Math.max(0, count - 1);
    else if (final === 'C') column += Math.max(1, count);
    else if (final === 'D') column = Math.max(0, column - Math.max(1, count));
  }
  write(line.slice(written));
  return Array.from(cells, (cell) => cell ?? ' ').join('');
}
