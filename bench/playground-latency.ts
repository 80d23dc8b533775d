// What a person typing in the playground waits for: for each key, the time from its keydown to the suggestion list
// showing the answer for the new text (the page's own delay, the request, the engine, the rendering), in Debian's
// chromium against the real server. Each prefix of the text is new to the server, so every completion runs an engine.
// `node --import tsx bench/playground-latency.ts`
import { chromium } from 'playwright-core';
import { startServer } from '../test/server-harness.ts';

/** A steady typist, slower than the page's completion delay so that each key gets its own answer. */
const KEY_DELAY_MS = 150;
const TEXT = 'Thank you very much for your help with the project yesterday, and I hope we can meet again next week to talk about it';

const server = await startServer({ WORKERS: '2' });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: process.getuid?.() === 0 ? ['--no-sandbox'] : [] });
try {
  const page = await browser.newPage({ locale: 'en-US' });
  await page.goto(`${server.base}/`);
  await page.waitForFunction(() => document.querySelectorAll('#lang option').length > 20);
  await page.evaluate(() => {
    const list = document.getElementById('suggestions')!;
    const waits: number[] = ((window as unknown as { waits: number[] }).waits = []);
    let pressed = 0;
    document.getElementById('text')!.addEventListener('keydown', () => (pressed = performance.now()), true);
    new MutationObserver(() => {
      if (pressed === 0 || list.classList.contains('stale')) return;
      waits.push(performance.now() - pressed);
      pressed = 0;
    }).observe(list, { childList: true, attributes: true });
  });
  await page.focus('#text');
  await page.keyboard.type(TEXT, { delay: KEY_DELAY_MS });
  const waits = (await page.evaluate(() => (window as unknown as { waits: number[] }).waits)).sort((a, b) => a - b);
  const at = (q: number) => waits[Math.min(waits.length - 1, Math.floor(q * waits.length))].toFixed(1);
  console.log(`${waits.length} of ${TEXT.length} keys answered: p50 ${at(0.5)} ms, p90 ${at(0.9)} ms, max ${at(1)} ms`);
} finally {
  await browser.close();
  await server.stop();
}
