// A node:test reporter that ends `npm test` with every skipped test and suite and its reason. node:test's own summary
// counts a skipped suite as a suite, not a skip, and prints its reason only deep inside the spec output.
// (JavaScript: node loads reporters before tsx's hooks.)
import { relative } from 'node:path';

/** @param {AsyncIterable<{ type: string, data: { name: string, file?: string, skip?: string | boolean, details?: { type?: string } } }>} source */
export default async function* skippedReporter(source) {
  const skipped = [];
  for await (const event of source) {
    if (event.type !== 'test:pass') continue;
    const { name, file, skip, details } = event.data;
    if (skip === undefined || skip === false) continue;
    const kind = details?.type === 'suite' ? 'suite' : 'test';
    const where = file ? relative(process.cwd(), file) : '?';
    skipped.push(`#   ${kind} "${name}" (${where}): ${skip === true ? 'no reason given' : skip}`);
  }
  if (skipped.length === 0) return yield '# skipped: none\n';
  yield `# skipped: ${skipped.length} (a skipped suite counts once; its tests did not run)\n${skipped.join('\n')}\n`;
}
