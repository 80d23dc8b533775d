// English words that text in other languages uses as they are: technical and everyday words (a fixed list, below),
// kept for each speller language whose checker rejects them as written there (German with a noun's capital), and
// German verbs made of English ones as Duden writes them. None of them should be changed (engines/correct-loan-words.ts,
// LOAN_SHARE and LOAN_VERB_FORMS).
// Usage: tsx eval/loan-words.ts OUT_DIR   -> OUT_DIR/correct.jsonl (no typos.jsonl: OUT_DIR/typos.jsonl is left empty)
//        (then: tsx bench/autocorrect.ts SOME_TYPOS.jsonl OUT_DIR/correct.jsonl: its "false fixes" column)
import { borrowsFrom, editingProfile } from '../languages/registry.ts';
import { readManifest } from '../data/manifest.ts';
import { compiledCorrector } from '../test/compiled-speller.ts';
import { writeSplit } from './typo-split.ts';

const WORDS = `thread root socket shell cache kernel daemon login logout server client browser update upgrade download upload
online offline email laptop tablet smartphone app software hardware bug patch commit debug backup router firewall proxy
cookie link chat post like share stream streaming podcast blog feedback meeting team manager marketing business startup
deadline workshop event ticket weekend party shopping fitness wellness lifestyle design designer layout feature release
build deploy framework plugin widget toolbar password username account hashtag selfie emoji influencer follower sneaker
hoodie burger sandwich cocktail bestseller thriller trailer remake casting show talkshow comeback hobby jogging camping
trekking timeout script container cluster token buffer pixel cursor screenshot scanner printer keyboard touchscreen
wifi bluetooth spam phishing hacker malware`.split(/\s+/);

/** Verbs a language makes of English ones, in the forms people write. */
const VERB_FORMS: Record<string, string[]> = {
  de: `checken gecheckt checkst posten gepostet postest liken geliked geliket likest streamen gestreamt streamt downloaden
gedownloadet updaten geupdatet managen gemanagt shoppen geshoppt stylen gestylt tweeten getweetet canceln gecancelt
chillen gechillt googeln gegoogelt scannen gescannt mailen gemailt forwarden geforwardet`.split(/\s+/),
};

function loanWords(): { lang: string; text: string }[] {
  const out: { lang: string; text: string }[] = [];
  for (const code of Object.keys(readManifest()!.spellers)) {
    const profile = editingProfile(code);
    const loan = borrowsFrom(profile);
    const own = loan && compiledCorrector(code);
    const lender = loan && compiledCorrector(loan);
    if (!own || !lender) continue;
    for (const word of WORDS) {
      if (lender.frequencyOf(word) === 0) continue;
      const text = profile.writing.capitalNouns ? word[0].toUpperCase() + word.slice(1) : word;
      if (!own.isCorrect(text)) out.push({ lang: code, text });
    }
    for (const text of VERB_FORMS[code.slice(0, 2)] ?? []) if (!own.isCorrect(text)) out.push({ lang: code, text });
  }
  return out;
}

const out = process.argv[2];
if (!out) throw new Error('usage: tsx eval/loan-words.ts OUT_DIR');
writeSplit(out, [], loanWords());
