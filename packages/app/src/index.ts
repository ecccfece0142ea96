export { createToolkit, type Toolkit, type ToolkitOptions } from './create-toolkit.js';
