/**
 * Entry of an analysis pool thread. Plain JavaScript so that a thread starts the same way under jest, tsx and the
 * compiled server: it registers the TypeScript loader for itself, then loads the task.
 */
import { register } from 'tsx/esm/api';

register();
const { analyseTask } = await import('./analysis-task.ts');
export default analyseTask;
