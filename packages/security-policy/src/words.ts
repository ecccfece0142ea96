import type { Node } from './bash-parser.js';

/** A word whose value is only known when the shell runs it (`$X`, `$(cmd)`). */
export const DYNAMIC = null;
export type WordValue = string | typeof DYNAMIC;

const HOME_VARIABLES = new Set(['HOME']);

/** The value bash would give a word, with quotes and escapes removed; `$HOME` becomes `~`. */
export function wordValue(node: Node): WordValue {
  switch (node.type) {
    case 'word':
    case 'command_name':
      return node.namedChildCount > 0 ? joinParts(node.namedChildren) : unescape(node.text);
    case 'number':
      return node.text;
    case 'raw_string':
      return node.text.slice(1, -1);
    case 'ansi_c_string':
      return decodeAnsiC(node.text.slice(2, -1));
    case 'string_content':
      // Inside double quotes a backslash escapes only \\, $, `, " and a newline.
      return node.parent?.type === 'string' ? node.text.replace(/\\([\\$`"\n])/g, '$1') : node.text;
    case 'string':
    case 'translated_string':
    case 'concatenation':
      return joinParts(node.namedChildren);
    case 'simple_expansion':
    case 'expansion':
      return variableValue(node);
    default:
      return DYNAMIC;
  }
}

function joinParts(parts: (Node | null)[]): WordValue {
  let value = '';
  for (const part of parts) {
    if (!part) continue;
    const partValue = wordValue(part);
    if (partValue === DYNAMIC) return DYNAMIC;
    value += partValue;
  }
  return value;
}

function variableValue(node: Node): WordValue {
  const name = node.namedChildren.find((child) => child?.type === 'variable_name');
  // `${HOME}` and `$HOME` only: `${HOME:-x}` and friends stay dynamic.
  const plain = node.namedChildCount === 1;
  if (name && plain && name.text === 'IFS') return IFS_SPLIT;
  return name && plain && HOME_VARIABLES.has(name.text) ? '~' : DYNAMIC;
}

// Where an unquoted `$IFS` splits a word (bash's default IFS starts with a space).
const IFS_SPLIT = '\u0000';

/**
 * The words bash makes of one word node: brace lists expanded (`/{bin,etc}` is two words) and
 * split where an unquoted `$IFS` stands (`rm${IFS}-rf${IFS}/` is three).
 */
export function expandedWords(node: Node): WordValue[] {
  const value = wordValue(node);
  if (value === DYNAMIC) return [DYNAMIC];
  const quoted = /["']/.test(node.text);
  const braced = quoted || !/\{[^{}]*,[^{}]*\}/.test(node.text) ? [value] : expandBraces(value);
  return braced.flatMap((word) => (word.includes(IFS_SPLIT) ? word.split(IFS_SPLIT).filter(Boolean) : [word]));
}

// `a{b,c}d` is `abd acd`; several lists multiply; a list with nothing to choose stays as it is.
function expandBraces(word: string): string[] {
  const match = /\{([^{}]*,[^{}]*)\}/.exec(word);
  if (!match) return [word];
  const before = word.slice(0, match.index);
  const after = word.slice(match.index + match[0].length);
  return match[1]!.split(',').flatMap((choice) => expandBraces(before + choice + after));
}

const ANSI_C_ESCAPES: Record<string, string> = { n: '\n', t: '\t', r: '\r', a: '\x07', b: '\b', e: '\x1b', E: '\x1b', f: '\f', v: '\v', '\\': '\\', "'": "'", '"': '"', '?': '?' };

// `$'...'` as bash reads it: `\x72` is r, `\162` is r, `\u0072` is r.
function decodeAnsiC(text: string): string {
  return text.replace(/\\(x[0-9a-fA-F]{1,2}|u[0-9a-fA-F]{1,4}|U[0-9a-fA-F]{1,8}|[0-7]{1,3}|c.|.)/gs, (whole, code: string) => {
    if (/^[xuU]/.test(code)) return String.fromCodePoint(Number.parseInt(code.slice(1), 16));
    if (/^[0-7]/.test(code)) return String.fromCharCode(Number.parseInt(code, 8));
    if (code.startsWith('c')) return String.fromCharCode(code.charCodeAt(1) & 0x1f);
    return ANSI_C_ESCAPES[code] ?? whole;
  });
}

function unescape(text: string): string {
  return text.replace(/\\(.)/gs, '$1');
}
