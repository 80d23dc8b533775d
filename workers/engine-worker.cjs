// Node 20 does not apply the main thread's `--import tsx` to worker threads: register tsx's require hook here, then
// load the worker. CommonJS, as the bundle in dist/ is: piscina require()s it (workers/engine-pool.ts).
require('tsx/cjs');
module.exports = require('./engine-worker.ts');
