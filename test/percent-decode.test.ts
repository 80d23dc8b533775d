// server/percent-decode.ts against decodeURIComponent: the same text for every input, and a URIError exactly when
// the builtin throws one, over generated components mixing escapes of valid and broken UTF-8, '+' and raw text.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { decodeQueryComponent } from '../server/percent-decode.ts';

const builtin = (s: string) => decodeURIComponent(s.replaceAll('+', ' '));
const outcome = (decode: (s: string) => string, s: string) => {
  try {
    return decode(s);
  } catch (error) {
    return error instanceof URIError ? 'URIError' : `other: ${error}`;
  }
};

test('fixed cases', () => {
  for (const s of ['', 'teh', 'a+b', '%41', '%C3%A9t%C3%A9', '%F0%9F%98%80', '%E2%82%AC+5', 'caf\u00e9', '%', '%4', '%G1', '%C3', '%C3%28', '%C0%80', '%ED%A0%80', '%F4%90%80%80', '%E2%82', '%e2%82%ac', '\ud800%41']) {
    assert.equal(outcome(decodeQueryComponent, s), outcome(builtin, s), JSON.stringify(s));
  }
  assert.equal(decodeQueryComponent('%D0%9F%D1%80%D0%B8+%D0%BC'), 'При м');
});

test('generated components', () => {
  let seed = 11;
  const random = (n: number) => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return (seed >>> 8) % n;
  };
  /** A character from `from` up, never a surrogate half. */
  const char = (from: number) => {
    const point = from + random(0x10ffff - from);
    return String.fromCodePoint(point >= 0xd800 && point < 0xe000 ? 0x41 : point);
  };
  const pieces = () => {
    switch (random(8)) {
      case 0: return '+';
      case 1: return char(0x20).slice(0, 1);
      case 2: return char(1);
      case 3: return '%' + random(256).toString(16).padStart(2, '0');
      case 4: return encodeURIComponent(char(0x80));
      case 5: return '%' + 'G0'[random(2)];
      case 6: return encodeURIComponent(char(0x800)).slice(0, 3 + 3 * random(2));
      default: return 'abc';
    }
  };
  let thrown = 0;
  for (let i = 0; i < 20000; i++) {
    let s = '';
    for (let k = random(12); k >= 0; k--) s += pieces();
    const expected = outcome(builtin, s);
    if (expected === 'URIError') thrown++;
    assert.equal(outcome(decodeQueryComponent, s), expected, JSON.stringify(s));
  }
  assert.ok(thrown > 1000 && thrown < 19000, `${thrown} refusals: both kinds of input should be common`);
});
