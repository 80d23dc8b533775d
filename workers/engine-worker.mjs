// Node 20 does not apply the main thread's `--import tsx` to worker threads: register tsx here, then load the worker.
import { register } from 'tsx/esm/api';

register();
const { default: runBatch } = await import('./engine-worker.ts');
export default runBatch;
