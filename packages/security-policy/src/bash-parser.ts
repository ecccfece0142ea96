import { createRequire } from 'node:module';
import { Language, Parser, type Tree as ParsedTree } from 'web-tree-sitter';

let loading: Promise<Parser> | undefined;

/** The bash grammar, loaded once per process: the first load costs ~20 ms, a parse ~0.01 ms. */
export function loadBashParser(): Promise<Parser> {
  loading ??= (async () => {
    await Parser.init();
    const wasm = createRequire(import.meta.url).resolve('tree-sitter-bash/tree-sitter-bash.wasm');
    const parser = new Parser();
    parser.setLanguage(await Language.load(wasm));
    return parser;
  })();
  return loading;
}

/** One parsed line: its text, its root, and whether the grammar found a syntax error in it. */
export class Tree {
  rootNode!: Node;
  constructor(
    readonly source: string,
    readonly hasError: boolean,
  ) {}
}

let nextId = 0;

/**
 * A node of a parsed line, read once from tree-sitter into plain objects (the subset of its `Node`
 * the policy uses, with the same meaning). Every property of a tree-sitter node is a call into
 * wasm that makes a new object; a line is judged by reading its nodes many times over.
 */
export class Node {
  readonly id = nextId++;
  readonly children: Node[] = [];
  /** The field each child is in (`name`, `argument`...), by the child's index. */
  readonly fieldNames: (string | undefined)[] = [];
  #text: string | undefined;
  #namedChildren: Node[] | undefined;

  constructor(
    readonly tree: Tree,
    readonly parent: Node | null,
    readonly type: string,
    readonly isNamed: boolean,
    readonly startIndex: number,
    readonly endIndex: number,
  ) {}

  get text(): string {
    return (this.#text ??= this.tree.source.slice(this.startIndex, this.endIndex));
  }

  get namedChildren(): Node[] {
    return (this.#namedChildren ??= this.children.filter((child) => child.isNamed));
  }

  get namedChildCount(): number {
    return this.namedChildren.length;
  }

  get lastNamedChild(): Node | null {
    return this.namedChildren.at(-1) ?? null;
  }

  get nextSibling(): Node | null {
    const siblings = this.parent?.children;
    return siblings?.[siblings.indexOf(this) + 1] ?? null;
  }

  get previousNamedSibling(): Node | null {
    const siblings = this.parent?.namedChildren;
    return siblings?.[siblings.indexOf(this) - 1] ?? null;
  }

  child(index: number): Node | null {
    return this.children[index] ?? null;
  }

  namedChild(index: number): Node | null {
    return this.namedChildren[index] ?? null;
  }

  childForFieldName(name: string): Node | null {
    const index = this.fieldNames.indexOf(name);
    return index < 0 ? null : this.children[index]!;
  }

  childrenForFieldName(name: string): Node[] {
    return this.children.filter((_, index) => this.fieldNames[index] === name);
  }

  /** This node and its descendants of those types, in the order of the line. */
  descendantsOfType(types: string | readonly string[]): Node[] {
    const wanted = typeof types === 'string' ? [types] : types;
    const found: Node[] = [];
    // (A stack of its own rather than recursion: a line can nest thousands deep.)
    const pending: Node[] = [this];
    for (let node = pending.pop(); node; node = pending.pop()) {
      if (wanted.includes(node.type)) found.push(node);
      for (let index = node.children.length - 1; index >= 0; index--) pending.push(node.children[index]!);
    }
    return found;
  }
}

/** Reads tree-sitter's tree into plain nodes, in one walk of a cursor. */
function materialize(parsed: ParsedTree, source: string): Tree {
  const tree = new Tree(source, parsed.rootNode.hasError);
  const { types, fields } = parsed.language;
  const cursor = parsed.walk();
  const read = (parent: Node | null): Node => {
    const node = new Node(tree, parent, types[cursor.nodeTypeId] ?? 'ERROR', cursor.nodeIsNamed, cursor.startIndex, cursor.endIndex);
    if (parent) {
      parent.children.push(node);
      parent.fieldNames.push(fields[cursor.currentFieldId] ?? undefined);
    }
    return node;
  };
  try {
    let current = (tree.rootNode = read(null));
    for (;;) {
      if (cursor.gotoFirstChild()) {
        current = read(current);
        continue;
      }
      for (;;) {
        if (cursor.gotoNextSibling()) {
          current = read(current.parent);
          break;
        }
        if (!cursor.gotoParent()) return tree;
        current = current.parent!;
      }
    }
  } finally {
    cursor.delete();
  }
}

/** Parses `source` and hands the root to `visit` (tree-sitter's own tree is freed once read). */
export function withSyntaxTree<T>(parser: Parser, source: string, visit: (root: Node) => T): T {
  const parsed = parser.parse(source);
  if (!parsed) throw new Error('the bash parser returned no tree');
  let tree: Tree;
  try {
    tree = materialize(parsed, source);
  } finally {
    parsed.delete();
  }
  return visit(tree.rootNode);
}
