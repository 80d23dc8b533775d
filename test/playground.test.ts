// The playground (GET /, public/) in a real browser: Debian's chromium, headless, driven by playwright-core against
// the real server. It types as a person does, a key at a time, and reads what the page shows. .ci/run installs
// chromium; without it the test is skipped with the apt-get line, except under CI, where it fails.
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { chromium, type Browser, type Page } from 'playwright-core';
import { startServer, type RunningServer } from './server-harness.ts';
import { missing } from './service-harness.ts';

/** Debian's launcher script; it runs /usr/lib/chromium/chromium with the distribution's flags. */
const CHROMIUM = '/usr/bin/chromium';
/** A brisk typist: about 12 characters a second. */
const KEY_DELAY_MS = 80;
/** What the page may take to show an answer on a loaded 2-core machine. */
const SHOWN_WITHIN_MS = 10_000;
/** After the last key, the time a correction on its way takes to land, were one coming. */
const CORRECTIONS_SETTLE_MS = 1_500;

/** Chromium on a page of the server, American English; script errors and console errors (a CSP refusal is one) collected. */
async function openPlayground(server: RunningServer, problems: string[]): Promise<{ browser: Browser; page: Page }> {
  // As root (CI containers), chromium runs only without its sandbox.
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: process.getuid?.() === 0 ? ['--no-sandbox'] : [] });
  const page = await browser.newPage({ locale: 'en-US' });
  page.setDefaultTimeout(SHOWN_WITHIN_MS);
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => message.type() === 'error' && problems.push(`console: ${message.text()}`));
  await page.goto(`${server.base}/`);
  return { browser, page };
}

describe('the playground in chromium', { skip: missing(CHROMIUM, 'chromium') }, () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  const problems: string[] = [];

  const textValue = () => page.inputValue('#text');
  const type = (text: string) => page.keyboard.type(text, { delay: KEY_DELAY_MS });

  before(async () => {
    server = await startServer();
    ({ browser, page } = await openPlayground(server, problems));
    // The language picker is filled from get_lang_list.
    await page.waitForFunction(() => document.querySelectorAll('#lang option').length > 20);
    await page.focus('#text');
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  test('suggestions appear as you type, at most 3, and Tab takes the first', async () => {
    await type('Thank you very');
    const first = page.locator('#suggestions:not(.stale) li:first-child b');
    const suffix = await first.textContent();
    assert.ok(suffix, 'no suggestion shown');
    assert.ok((await page.locator('#suggestions li').count()) <= 3);
    await page.keyboard.press('Tab');
    assert.equal(await textValue(), `Thank you very${suffix}`);
  });

  test('a click takes a suggestion too', async () => {
    await type(' and I hope to see you so');
    const second = page.locator('#suggestions:not(.stale) li button').last();
    const suffix = await second.locator('b').textContent();
    const before = await textValue();
    await second.click();
    assert.equal(await textValue(), before + suffix);
  });

  test('a typo is replaced when a space ends it, and the undo button, labelled by the API, puts it back', async () => {
    await page.fill('#text', '');
    await type('I think teh ');
    await page.waitForFunction(() => (document.getElementById('text') as HTMLTextAreaElement).value === 'I think the ');
    assert.equal(await page.locator('#undo').textContent(), 'Revert');
    assert.equal(await page.locator('#correction-text').textContent(), 'teh → the');
    await type('weather');
    await page.click('#undo');
    assert.equal(await textValue(), 'I think teh weather');
    assert.equal(await page.locator('#correction').isHidden(), true);
  });

  test('the detected language and its share are shown as you type', async () => {
    await page.fill('#text', '');
    await type('Das ist ein ganz normaler Satz, ');
    const german = page.locator('#languages li[data-code="de_DE"]');
    assert.match((await german.textContent())!, /^German \(de_DE\) \d+ %$/);
  });

  test('detecting as you type, words are corrected only in the language of the text, once it is known', async () => {
    // From an empty page each time: the first words come before detection knows the language.
    const typeFresh = async (text: string) => {
      await page.reload();
      await page.waitForFunction(() => document.querySelectorAll('#lang option').length > 20);
      assert.equal(await page.inputValue('#lang'), '');
      await page.focus('#text');
      await type(text);
    };
    const unchanged = ['Ich hoffe, es geht dir gut. ', 'Je suis très content de te voir. ', 'Hej, jak się masz? ', 'Buenos días, ¿cómo estás? ', 'Ciao, come stai? Tutto bene. '];
    for (const sentence of unchanged) {
      await typeFresh(sentence);
      // Every correction asked for while typing has had time to come back.
      await page.waitForTimeout(CORRECTIONS_SETTLE_MS);
      assert.equal(await textValue(), sentence);
    }
    const fixed: [string, string][] = [['Je suis tres content. ', 'Je suis très content. '], ['Hej, jak sie masz? ', 'Hej, jak się masz? '], ['Ich hoffe, es geht dir gutt ', 'Ich hoffe, es geht dir gut ']];
    for (const [typed, expected] of fixed) {
      await typeFresh(typed);
      await page.waitForFunction((text) => (document.getElementById('text') as HTMLTextAreaElement).value === text, expected);
    }
  });

  test('the interface locale changes the undo label and the language names', async () => {
    await page.selectOption('#locale', 'es_ES');
    await page.waitForFunction(() => document.querySelector('#lang option[value="de_DE"]')?.textContent?.startsWith('alemán'));
    await page.selectOption('#lang', 'en_US');
    await page.fill('#text', '');
    await page.focus('#text');
    // Not `teh` again: a word the person reverted stays as typed.
    await type('I beleive it.');
    await page.waitForFunction(() => (document.getElementById('text') as HTMLTextAreaElement).value === 'I believe it.');
    assert.equal(await page.locator('#undo').textContent(), 'Deshacer');
  });

  test('no script error and no refused resource', () => {
    assert.deepEqual(problems, []);
  });
});

describe('the playground of a cloud server in chromium', { skip: missing(CHROMIUM, 'chromium') }, () => {
  const KEY = 'playground-test-key';
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  const problems: string[] = [];

  before(async () => {
    const keysFile = join(mkdtempSync(join(tmpdir(), 'keys-')), 'keys.txt');
    writeFileSync(keysFile, `${KEY}\n`);
    server = await startServer({ API_MODE: 'cloud', API_KEYS_FILE: keysFile });
    ({ browser, page } = await openPlayground(server, problems));
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  test('the key field appears, and with a key the page works', async () => {
    await page.locator('#key').waitFor({ state: 'visible' });
    assert.match((await page.locator('#status').textContent())!, /401/);
    await page.fill('#key', KEY);
    await page.press('#key', 'Enter');
    await page.waitForFunction(() => document.querySelectorAll('#lang option').length > 20);
    await page.focus('#text');
    await page.keyboard.type('I think teh ', { delay: KEY_DELAY_MS });
    await page.waitForFunction(() => (document.getElementById('text') as HTMLTextAreaElement).value === 'I think the ');
    assert.equal(await page.locator('#status').textContent(), '');
    // The console shows the refused requests before the key, and nothing else.
    assert.ok(problems.length > 0 && problems.every((p) => /401/.test(p)), problems.join('\n'));
  });
});
