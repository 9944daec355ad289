/**
 * Entry of an analysis pool thread when the server runs from source (tests, tsx): plain JavaScript, it registers the
 * TypeScript loader for itself, then loads the task. The compiled server's threads load dist/analysis-task.js.
 */
import { register } from 'tsx/esm/api';

register();
export const { analyseTask } = await import('./analysis-task.ts');
