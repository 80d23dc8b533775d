// What libvoikko's Finnish analyzer reads of one output of voikko-fi's morphology for spelling
// (morphology/FinnishVfstAnalyzer.cpp): whether the output is a valid analysis (hyphens at compound boundaries, proper
// noun heads), and its STRUCTURE: per letter of the word, 'i' capital, 'p' small, 'j'/'q' the same in an abbreviation,
// '=' a morpheme boundary, '-' and ':' as written.

const FINNISH_VOWELS = 'aeiouyäö';

const lowerChar = (c: string) => c.toLowerCase();

/** isValidAnalysis: hyphens where compound parts meet are as Finnish writes them, and a required one is there. */
export function isValidAnalysis(out: string): boolean {
  const len = out.length;
  let beforeLastChar = '';
  let lastChar = '';
  let boundaryPassed = false;
  let hyphenPresent = false;
  let hyphenUnconditionallyAllowed = false;
  let hyphenUnconditionallyAllowedJustSet = false;
  let hyphenRequired = false;
  let requiredHyphenMissing = false;
  let startsWithProperNoun = false;
  let endsWithNonIcaNoun = false;
  for (let i = 0; i < len; i++) {
    const c = out[i];
    if (c === '[') {
      if (i + 2 >= len) return false;
      if (i + 3 < len) {
        if (out[i + 1] === 'I') {
          const tag = out.slice(i + 2, i + 4);
          if (tag === 'sf') {
            hyphenUnconditionallyAllowed = true;
            hyphenUnconditionallyAllowedJustSet = true;
          } else if (tag === 'cu') {
            boundaryPassed = false;
            hyphenUnconditionallyAllowed = true;
            hyphenRequired = true;
          } else if (tag === 'ca') {
            requiredHyphenMissing = false;
            endsWithNonIcaNoun = false;
          }
        } else if (out[i + 1] === 'L') {
          if (out[i + 2] === 'e') {
            startsWithProperNoun = true;
            endsWithNonIcaNoun = false;
          } else if (out[i + 2] === 'n') endsWithNonIcaNoun = true;
        } else if (out[i + 1] === 'D' && out[i + 2] === 'g') startsWithProperNoun = false;
      }
      if (out[i + 1] === 'X') {
        while (i + 3 < len) {
          i++;
          if (out[i] === '[' && out[i + 1] === 'X' && out[i + 2] === ']') {
            i += 2;
            break;
          }
        }
      } else if (out[i + 1] === 'B' && out[i + 2] === 'h') {
        i += 3;
        boundaryPassed = true;
        hyphenPresent = false;
        if (requiredHyphenMissing) return false;
        if (hyphenRequired) requiredHyphenMissing = true;
      } else {
        while (++i < len && out[i] !== ']');
      }
    } else if (c === '-') {
      startsWithProperNoun = false;
      endsWithNonIcaNoun = false;
      if (i + 5 < len && out.startsWith('[Bh]', i + 1)) {
        boundaryPassed = true;
        hyphenPresent = true;
        i += 4;
      }
    } else {
      if (boundaryPassed) {
        if (lastChar === '' || (beforeLastChar === 'i' && lastChar === 's')) hyphenUnconditionallyAllowed = true;
        if (hyphenRequired && hyphenPresent) hyphenRequired = false;
        if (!(hyphenUnconditionallyAllowed && hyphenPresent)) {
          const last = lowerChar(lastChar);
          const next = lowerChar(c);
          const needed = (last === next && last !== '' && FINNISH_VOWELS.includes(last)) || (last >= '0' && last <= '9' && last !== '');
          if (needed !== hyphenPresent) return false;
        }
        boundaryPassed = false;
        if (hyphenUnconditionallyAllowedJustSet) hyphenUnconditionallyAllowedJustSet = false;
        else hyphenUnconditionallyAllowed = false;
      }
      beforeLastChar = lastChar;
      lastChar = c;
    }
  }
  return !requiredHyphenMissing && (!startsWithProperNoun || !endsWithNonIcaNoun);
}

/** parseStructure then fixStructure: the STRUCTURE of an output for a word of `wordLength` characters. */
export function structureOf(out: string, wordLength: number): string {
  const structure = parseStructure(out, wordLength);
  return fixStructure(structure, out);
}

function parseStructure(out: string, wlen: number): string[] {
  const s: string[] = ['='];
  const len = out.length;
  let charsMissing = wlen;
  let charsSeen = 0;
  let charsFromDefault = 0;
  let defaultTitleCase = false;
  let isAbbr = false;
  const fill = (n: number) => {
    for (; n > 0; n--) {
      if (defaultTitleCase) {
        s.push(isAbbr ? 'j' : 'i');
        defaultTitleCase = false;
      } else s.push(isAbbr ? 'q' : 'p');
    }
  };
  const seen = () => {
    charsMissing = charsSeen - charsFromDefault <= charsMissing ? charsMissing - (charsSeen - charsFromDefault) : 0;
  };
  for (let i = 0; i < len; i++) {
    const c = out[i];
    if (c === '[' && i + 2 < len) {
      if (i + 3 < len && out[i + 1] === 'B' && out[i + 2] !== 'h' && out[i + 3] === ']') {
        if (i === 1) s.push('=');
        if (charsSeen > charsFromDefault) {
          fill(charsSeen - charsFromDefault);
          seen();
        }
        if (i !== 1 && i + 5 < len && s.length > 0 && s[s.length - 1] !== '=') s.push('=');
        i += 3;
        charsSeen = 0;
        charsFromDefault = 0;
      } else if (i + 3 < len && out[i + 1] === 'X' && out[i + 3] === ']') {
        if (out[i + 2] === 'r') {
          defaultTitleCase = false;
          i += 4;
          while (i < len && out[i] !== '[' && charsMissing) {
            s.push(out[i]);
            if (out[i] !== '=') {
              charsFromDefault++;
              if (out[i] !== '-') charsMissing--;
            }
            i++;
          }
          i += 2;
        } else {
          i += 4;
          while (i < len && out[i] !== '[') i++;
          i += 2;
        }
      } else if (i + 3 < len && out[i + 1] === 'L') {
        if (out[i + 2] === 'e') {
          defaultTitleCase = true;
          isAbbr = false;
          i += 4;
        } else if (out[i + 2] === 'n' && out[i + 3] === 'l') {
          isAbbr = false;
          i += 4;
        } else if (out[i + 2] === 'a') {
          isAbbr = true;
          i += 3;
        } else if (out[i + 2] === 'u' && i + 5 < len && (out[i + 3] === 'r' || (out[i + 4] >= '0' && out[i + 4] <= '9'))) {
          isAbbr = true;
          i += 3;
          if (out[i] === 'r') i++;
        } else {
          isAbbr = false;
          i += 3;
        }
      } else {
        while (i < len && out[i] !== ']') i++;
      }
    } else if (c === '-') {
      if (charsSeen > charsFromDefault) {
        fill(charsSeen - charsFromDefault);
        seen();
        s.push('-');
        charsSeen = 0;
        charsFromDefault = 0;
      } else if (i !== 0) {
        if (charsSeen === charsFromDefault) s.push('-');
        else charsSeen++;
      }
      if (charsMissing) charsMissing--;
      if (s.length === 1) s[0] = '-';
    } else if (c === ':') {
      if (isAbbr) {
        if (charsSeen > charsFromDefault) {
          fill(charsSeen - charsFromDefault);
          seen();
          charsSeen = 0;
          charsFromDefault = 0;
        }
        isAbbr = false;
      }
      s.push(':');
      if (charsMissing) charsMissing--;
    } else charsSeen++;
  }
  fill(charsMissing);
  return s;
}

/** fixStructure: a derivation [Dg] makes the part small; a name part after a hyphen in a [De] compound takes a capital. */
function fixStructure(s: string[], out: string): string {
  const len = out.length;
  let isDe = false;
  let hyphenCount = 0;
  for (let j = 0; j < len; j++) {
    if (j + 3 < len && out[j] === '[') {
      if (out[j + 1] === 'D') {
        if (out[j + 2] === 'g') {
          let hyphensInStructure = 0;
          for (let i = 0; i < s.length; i++) {
            if (s[i] === 'i') {
              if (hyphensInStructure === hyphenCount) s[i] = 'p';
            } else if (s[i] === '-') hyphensInStructure++;
          }
        } else if (out[j + 2] === 'e') isDe = true;
      } else if (out.startsWith('Ln]', j + 1)) isDe = false;
    } else if (out[j] === '-') {
      hyphenCount++;
      if (isDe) {
        let toUpper = j === len - 1;
        j++;
        while (!toUpper && j + 4 < len) {
          if (out.startsWith('[Lep]', j)) toUpper = true;
          j++;
        }
        if (toUpper) {
          for (let i = 0; i < s.length; i++) {
            if (s[i] === 'i' || s[i] === 'p') {
              s[i] = 'i';
              return s.join('');
            }
          }
        }
      }
    }
  }
  return s.join('');
}
