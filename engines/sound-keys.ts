// How words of a language sound, roughly: a misspelling by ear has the sound key of the word meant (seperate, separate;
// Spanish "hechar", echar; Portuguese "bixos", bichos; Polish "pokuj", pokój), and costs at most the language's
// log P(typo | word) however many letters differ. The compile step indexes each such language's word list by its key
// (data/speller-sound-index.ts): a change here makes the packs stale, which data/build.ts's fingerprint (the engines'
// code included) sees.
import type { SoundKey, Writing } from '../languages/profile.ts';

/**
 * An English word as it sounds, roughly: ph = f, ck = k, c before e/i/y = s, x = ks, qu = kw, wh = w, ti before a
 * vowel = s (mention, mension), gh before t or at the end and the d of dg silent (thought, thout; ledge, lege),
 * doubled letters as one, and no vowels after the first letter. The ti, gh and dg rules: misspelling split +0.4 / +0.8
 * points of accuracy (default seed / seed 7) with engines/correct-sound-index.ts, dev unchanged.
 */
export function englishSoundKey(word: string): string {
  let spelled = '';
  for (let i = 0; i < word.length; i++) {
    const ch = word[i];
    const next = word[i + 1];
    const after = word[i + 2];
    if (ch === 'g' && next === 'h' && (after === 't' || after === undefined)) i++;
    else if (ch === 'd' && next === 'g') continue;
    else if (ch === 't' && next === 'i' && i > 0 && after !== undefined && 'aeiou'.includes(after)) spelled += 's';
    else if (ch === 'p' && next === 'h') { spelled += 'f'; i++; }
    else if (ch === 'c' && next === 'k') { spelled += 'k'; i++; }
    else if (ch === 'c' && (next === 'e' || next === 'i' || next === 'y')) spelled += 's';
    else if (ch === 'x') spelled += 'ks';
    else if (ch === 'q' && next === 'u') { spelled += 'kw'; i++; }
    else if (ch === 'w' && next === 'h') { spelled += 'w'; i++; }
    else spelled += ch;
  }
  let key = spelled.slice(0, 1);
  for (let i = 1; i < spelled.length; i++) {
    const ch = spelled[i];
    if (!'aeiouy'.includes(ch) && ch !== spelled[i - 1]) key += ch;
  }
  return key;
}

/**
 * A Spanish word as it sounds, roughly: h silent (but in ch), b = v, ll = y, c before e/i = s = z, qu before e/i = c
 * elsewhere = k, g before e/i = j and gu before e/i = g, doubled letters as one, without accents. Vowels stay: Spanish
 * spells them as it says them.
 */
export function spanishSoundKey(word: string): string {
  let key = '';
  for (let i = 0; i < word.length; i++) {
    const ch = word[i];
    const next = word[i + 1];
    let sound: string;
    if (ch === 'h') sound = word[i - 1] === 'c' ? 'h' : '';
    else if (ch === 'v' || ch === 'w') sound = 'b';
    else if (ch === 'l' && next === 'l') { sound = 'y'; i++; }
    else if (ch === 'z') sound = 's';
    else if (ch === 'c' && next !== 'h') sound = isFront(next) ? 's' : 'k';
    else if (ch === 'q' && next === 'u') { sound = 'k'; i++; }
    else if (ch === 'g' && next === 'u' && isFront(word[i + 2])) { sound = 'g'; i++; }
    else if (ch === 'g' && isFront(next)) sound = 'j';
    else sound = ACCENTLESS[ch] ?? ch;
    if (sound !== '' && !key.endsWith(sound)) key += sound;
  }
  return key;
}

/**
 * A Portuguese word as it sounds, roughly: h silent (but in ch, lh, nh), ch = x, lh before a vowel = li, c before e/i
 * = ç = s = z (and sc, xc before e/i), qu before e/i = c elsewhere = k, g before e/i = j and gu before e/i = g, l before
 * a consonant or at the end = u, m there = n, doubled letters as one, without accents. Unstressed o for u and e for i
 * (atrupelada) as well: the replacement lists' held-out tenth 80.9 -> 81.1 %, the tuning typos 91.5 -> 91.3 %: left out.
 */
export function portugueseSoundKey(word: string): string {
  let key = '';
  for (let i = 0; i < word.length; i++) {
    const ch = word[i];
    const next = word[i + 1];
    const closing = i > 0 && !isVowel(next);
    let sound: string;
    if (ch === 'h') sound = word[i - 1] === 'c' || word[i - 1] === 'l' || word[i - 1] === 'n' ? 'h' : '';
    else if (ch === 'c' && next === 'h') { sound = 'x'; i++; }
    else if (ch === 'l' && next === 'h' && isVowel(word[i + 2])) { sound = 'li'; i++; }
    else if (ch === 'ç' || ch === 'z') sound = 's';
    else if ((ch === 's' || ch === 'x') && next === 'c' && isFront(word[i + 2])) { sound = 's'; i++; }
    else if (ch === 'c') sound = isFront(next) ? 's' : 'k';
    else if (ch === 'q' && next === 'u') { sound = 'k'; i++; }
    else if (ch === 'g' && next === 'u' && isFront(word[i + 2])) { sound = 'g'; i++; }
    else if (ch === 'g' && isFront(next)) sound = 'j';
    else if (ch === 'l' && closing) sound = 'u';
    else if (ch === 'm' && closing) sound = 'n';
    else sound = ACCENTLESS[ch] ?? ch;
    if (sound !== '' && !key.endsWith(sound)) key += sound;
  }
  return key;
}

/**
 * A Polish word as it sounds, roughly: rz = ż, ch = h, ó = u (the three pairs Polish spells apart and says alike),
 * doubled letters as one.
 */
export function polishSoundKey(word: string): string {
  let key = '';
  for (let i = 0; i < word.length; i++) {
    const ch = word[i];
    const next = word[i + 1];
    let sound: string;
    if (ch === 'r' && next === 'z') { sound = 'ż'; i++; }
    else if (ch === 'c' && next === 'h') { sound = 'h'; i++; }
    else if (ch === 'ó') sound = 'u';
    else sound = ch;
    if (!key.endsWith(sound)) key += sound;
  }
  return key;
}

/** Vowels without their accents; not correct-accents.ts baseLetter, which would make Spanish ñ an n and ç a c. */
const ACCENTLESS: Record<string, string> = { á: 'a', à: 'a', â: 'a', ã: 'a', é: 'e', ê: 'e', í: 'i', ó: 'o', ô: 'o', õ: 'o', ú: 'u', ü: 'u' };
const isVowel = (ch: string | undefined) => ch !== undefined && 'aeiou'.includes(ACCENTLESS[ch] ?? ch);
/** e or i follows: c, g and qu change their sound. */
const isFront = (ch: string | undefined) => ch !== undefined && 'ei'.includes(ACCENTLESS[ch] ?? ch);

/** A language's sound key, and what a candidate with the typo's key costs at most: log P(typo | word). */
export interface SoundsAlike {
  key: (word: string) => string;
  logP: number;
}

/** Sound keys and their costs, swept on the English misspelling split and the pt and pl held-out lists. */
const SOUNDS_ALIKE: Record<SoundKey, SoundsAlike> = {
  english: { key: englishSoundKey, logP: -4.5 },
  spanish: { key: spanishSoundKey, logP: -4.5 },
  portuguese: { key: portugueseSoundKey, logP: -3.5 },
  polish: { key: polishSoundKey, logP: -4.5 },
};

/** The language's sound key and its cost, or null where it has none. */
export function soundsAlikeIn(writing: Writing): SoundsAlike | null {
  return writing.soundKey === null ? null : SOUNDS_ALIKE[writing.soundKey];
}
