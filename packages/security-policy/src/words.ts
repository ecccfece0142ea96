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
      return node.text.slice(2, -1);
    case 'string_content':
      return node.text;
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
  return name && plain && HOME_VARIABLES.has(name.text) ? '~' : DYNAMIC;
}

function unescape(text: string): string {
  return text.replace(/\\(.)/gs, '$1');
}
