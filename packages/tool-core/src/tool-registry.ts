import type { BaseTool } from './base-tool.js';
import { DuplicateToolError, NoSuchToolError } from './errors.js';
import type { ToolCategory } from './tool-category.js';

/** Tools by name. `ToolRegistry.instance()` is the process-wide one; `new ToolRegistry()` an isolated one. */
export class ToolRegistry {
  static #instance: ToolRegistry | undefined;
  readonly #tools = new Map<string, BaseTool>();

  static instance(): ToolRegistry {
    ToolRegistry.#instance ??= new ToolRegistry();
    return ToolRegistry.#instance;
  }

  /** Forgets the process-wide registry; the next `instance()` is a fresh one. */
  static reset(): void {
    ToolRegistry.#instance?.clear();
    ToolRegistry.#instance = undefined;
  }

  register(tool: BaseTool): void {
    if (this.#tools.has(tool.name)) throw new DuplicateToolError({ toolName: tool.name });
    this.#tools.set(tool.name, tool);
  }

  registerMany(tools: Iterable<BaseTool>): void {
    for (const tool of tools) this.register(tool);
  }

  deregister(name: string): boolean {
    return this.#tools.delete(name);
  }

  get(name: string): BaseTool | undefined {
    return this.#tools.get(name);
  }

  getOrThrow(name: string): BaseTool {
    const tool = this.#tools.get(name);
    if (!tool) throw new NoSuchToolError({ toolName: name, availableTools: this.listNames() });
    return tool;
  }

  exists(name: string): boolean {
    return this.#tools.has(name);
  }

  listAll(): BaseTool[] {
    return [...this.#tools.values()];
  }

  listNames(): string[] {
    return [...this.#tools.keys()];
  }

  listByCategory(category: ToolCategory): BaseTool[] {
    return this.listAll().filter((tool) => tool.category === category);
  }

  count(): number {
    return this.#tools.size;
  }

  clear(): void {
    this.#tools.clear();
  }
}
