// The playground: a browser client of /api as an editor would be one, with no framework. Completions follow the
// caret, a word is corrected when a space or punctuation ends it, and detection follows the whole text. Each kind of
// request cancels its stale predecessor (AbortController), and every answer is checked against the text it was for.

/** A pause shorter than the gap between two keystrokes of a fast typist: one completion request per pause. */
const COMPLETE_DELAY_MS = 30;
/** Detection reads the whole text and its answer changes slowly: at most this often. */
const DETECT_DELAY_MS = 250;
/** The API orders suggestions for a client that shows the first 3 (docs/BEHAVIOUR.md, best first). */
const SHOWN_SUGGESTIONS = 3;
/** A detected language steers the commands only from this share up: short texts get shaky answers (`I think teh`
 * is 55 % Indonesian, where `teh` is a word). */
const TRUSTED_SHARE = 0.6;
/** get_lang_list is asked again this often while the server answers 503 (starting). */
const RETRY_MS = 1000;
/** What ends a word and asks for its correction: whitespace or punctuation. */
const WORD_END = /^[\s\p{P}]$/u;
/** The word right before a boundary: letters, with apostrophes and hyphens inside. */
const WORD_BEFORE = /\p{L}(?:[\p{L}\p{M}'’-]*[\p{L}\p{M}])?$/u;
/** A letter right before a word means the word the correction was asked for has grown at its start. */
const LETTER = /\p{L}/u;
/** The part of the current word typed so far, shown in front of each suggestion. */
const PARTIAL_WORD = /\S*$/u;

const $ = (id) => document.getElementById(id);
const textarea = $('text');
const langSelect = $('lang');
const localeSelect = $('locale');
const keyField = $('key-field');
const keyInput = $('key');
const suggestionList = $('suggestions');
const correctionBar = $('correction');
const undoButton = $('undo');
const languageList = $('languages');
const statusLine = $('status');

/** Languages by code, from get_lang_list: { code, name, detect, autocorrect, autocomplete }. */
let languages = new Map();
/** The language of the text as last detected with a trusted share; null until then. */
let detectedLanguage = null;
/** The suggestions on screen and the text before the caret they were asked for. */
let shown = { text: null, suggestions: [] };
/** Tab pressed while a completion was on its way: the first suggestion is taken when it arrives. */
let tabQueued = false;
/** The correction the undo button reverts: where it is and what it replaced. */
let lastCorrection = null;
/** Words the person reverted: not corrected again in this session. */
const reverted = new Set();
/** By channel (a command, or none for corrections, which never cancel each other): the request on its way. */
const inFlight = new Map();
/** By command: the timer of its next request. */
const timers = new Map();

/** POSTs one command to /api: its answer, or null when it was cancelled or failed (the failure is shown). */
async function call(params, channel) {
  return (await send(params, channel)).answer;
}

/** `status` is 0 when the request was cancelled or got no answer. */
async function send(params, channel) {
  inFlight.get(channel)?.abort();
  const controller = new AbortController();
  if (channel) inFlight.set(channel, controller);
  // Before the locale list is loaded, the browser's own language (a form the API accepts, or English).
  const body = { ...params, locale: localeSelect.value || navigator.language };
  if (keyInput.value) body.serviceid = keyInput.value;
  try {
    const response = await fetch('/api', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      signal: controller.signal,
    });
    const answer = await response.json();
    if (response.status === 401) keyField.hidden = false;
    if (!response.ok) {
      statusLine.textContent = `${params.cmd}: ${response.status} ${answer.message}`;
      return { status: response.status, answer: null };
    }
    statusLine.textContent = '';
    return { status: response.status, answer };
  } catch (error) {
    if (error.name !== 'AbortError') statusLine.textContent = `${params.cmd}: the server did not answer (${error.message})`;
    return { status: 0, answer: null };
  } finally {
    if (inFlight.get(channel) === controller) inFlight.delete(channel);
  }
}

function later(channel, delay, run) {
  clearTimeout(timers.get(channel));
  timers.set(channel, setTimeout(() => (timers.delete(channel), run()), delay));
}

/**
 * The language completions come in: the one picked, or else the detected language if it has the command, or else the
 * interface locale's language, or else American English. Corrections wait for a detection (languageOfText).
 */
function languageFor(cmd) {
  if (langSelect.value) return languages.get(langSelect.value)?.[cmd] ? langSelect.value : null;
  return [detectedLanguage, localeSelect.value, 'en_US'].find((code) => languages.get(code)?.[cmd]) ?? null;
}

// ---- autocomplete ----

const textBeforeCaret = () => textarea.value.slice(0, textarea.selectionStart);

async function complete() {
  const text = textBeforeCaret();
  const lang = languageFor('autocomplete');
  if (textarea.selectionStart !== textarea.selectionEnd || text.trim() === '' || !lang) return showSuggestions(text, []);
  const answer = await call({ cmd: 'autocomplete', text, lang }, 'autocomplete');
  if (!answer || textBeforeCaret() !== text) return;
  showSuggestions(text, answer.result.suggestions.slice(0, SHOWN_SUGGESTIONS));
  if (tabQueued) accept(0);
}

function showSuggestions(text, suggestions) {
  shown = { text, suggestions };
  tabQueued = false;
  suggestionList.classList.remove('stale');
  const partial = PARTIAL_WORD.exec(text)[0];
  suggestionList.replaceChildren(
    ...suggestions.map((suffix, i) => {
      const button = document.createElement('button');
      button.type = 'button';
      button.tabIndex = -1;
      const typed = document.createElement('span');
      typed.textContent = partial;
      const added = document.createElement('b');
      added.textContent = suffix;
      button.append(typed, added);
      // The text area keeps the focus (and the caret) while the mouse is down on a suggestion.
      button.addEventListener('mousedown', (event) => event.preventDefault());
      button.addEventListener('click', () => accept(i));
      const item = document.createElement('li');
      item.append(button);
      return item;
    }),
  );
}

/** Appends suggestion i at the caret, if the suggestions on screen are those of the text before it. */
function accept(i) {
  tabQueued = false;
  const suffix = shown.suggestions[i];
  if (suffix === undefined || shown.text !== textBeforeCaret()) return;
  const caret = textarea.selectionStart;
  textarea.setRangeText(suffix, caret, caret, 'end');
  textarea.focus();
  textChanged();
}

// ---- autocorrect ----

/** Asks for a correction of the word that ends at `end`, and puts it in if the word is still there. */
async function correctWordEndingAt(end) {
  const text = textarea.value.slice(0, end);
  const word = WORD_BEFORE.exec(text)?.[0];
  if (!word || reverted.has(word)) return;
  const start = end - word.length;
  const lang = langSelect.value ? languageFor('autocorrect') : await languageOfText(text, text.slice(0, start));
  if (!lang || !languages.get(lang)?.autocorrect) return;
  const answer = await call({ cmd: 'autocorrect', text: word, lang });
  const fix = answer?.result.suggestions?.[0];
  // Typing went on meanwhile: the word must still be there, whole, for the fix to go in.
  const { value } = textarea;
  if (!fix || fix === word || value.slice(start, end) !== word || !WORD_END.test(value[end] ?? '') || LETTER.test(value[start - 1] ?? '')) return;
  textarea.setRangeText(fix, start, end, 'preserve');
  lastCorrection = { start, word, fix };
  $('correction-text').textContent = `${word} → ${fix}`;
  undoButton.textContent = answer.result.message;
  correctionBar.hidden = false;
  textChanged();
}

function undoCorrection() {
  const c = lastCorrection;
  correctionBar.hidden = true;
  lastCorrection = null;
  textarea.focus();
  if (!c || textarea.value.slice(c.start, c.start + c.fix.length) !== c.fix) return;
  reverted.add(c.word);
  textarea.setRangeText(c.word, c.start, c.start + c.fix.length, 'preserve');
  textChanged();
}

/**
 * The language to correct a finished word in, when none is picked: the text's up to that word, detected with a
 * trusted share, or else the text's before it (a typo can make the text unsure: `I think teh`); null while neither
 * is sure, so the first words are never corrected in a language the text is not in.
 */
async function languageOfText(withWord, beforeWord) {
  const [upToWord, before] = await Promise.all([withWord, beforeWord].map((text) => (text.trim() === '' ? null : call({ cmd: 'detect_language', text }))));
  return trustedLanguage(upToWord) ?? trustedLanguage(before);
}

/** A detection answer's language when its share is trusted, else null. */
function trustedLanguage(candidates) {
  const top = candidates?.[0];
  return top && top.LangShortCode !== 'Unknown' && top.Proportion >= TRUSTED_SHARE ? top.LangShortCode : null;
}

// ---- detect_language ----

async function detect() {
  const text = textarea.value;
  if (text.trim() === '') return showDetected([]);
  const answer = await call({ cmd: 'detect_language', text }, 'detect_language');
  if (answer && textarea.value === text) showDetected(answer);
}

function showDetected(candidates) {
  const detected = candidates.filter((c) => c.LangShortCode !== 'Unknown');
  // Kept while the text is there and the answers are unsure: one shaky answer must not switch the language.
  if (candidates.length === 0) detectedLanguage = null;
  else detectedLanguage = trustedLanguage(detected) ?? detectedLanguage;
  langSelect.options[0].textContent = detectedLanguage ? `detect as I type (now ${languages.get(detectedLanguage)?.name ?? detectedLanguage})` : 'detect as I type';
  if (candidates.length > 0 && detected.length === 0) {
    const item = document.createElement('li');
    item.textContent = 'not sure yet (a few more words)';
    return languageList.replaceChildren(item);
  }
  languageList.replaceChildren(
    ...detected.map((c) => {
      const item = document.createElement('li');
      item.dataset.code = c.LangShortCode;
      item.textContent = `${c.LangName} (${c.LangShortCode}) ${Math.round(c.Proportion * 100)} %`;
      return item;
    }),
  );
}

// ---- languages and locales ----

async function loadLanguages() {
  const { status, answer } = await send({ cmd: 'get_lang_list' }, 'get_lang_list');
  if (status === 503) setTimeout(loadLanguages, RETRY_MS);
  if (!answer) return;
  languages = new Map(answer.languages.map((l) => [l.code, l]));
  const editing = answer.languages.filter((l) => l.autocorrect || l.autocomplete);
  const picked = langSelect.value;
  langSelect.replaceChildren(langSelect.options[0], ...editing.map((l) => new Option(`${l.name} (${l.code})`, l.code)));
  langSelect.value = picked;
  if (localeSelect.options.length === 0) fillLocales(editing);
}

/** Interface locales: the editing languages, each named in itself; the browser's language first chosen. */
function fillLocales(editing) {
  const ownName = (code) => {
    try {
      return new Intl.DisplayNames([code.replace('_', '-')], { type: 'language' }).of(code.replace('_', '-'));
    } catch {
      return code;
    }
  };
  localeSelect.replaceChildren(...editing.map((l) => new Option(`${ownName(l.code)} (${l.code})`, l.code)));
  const wanted = navigator.languages.map((tag) => tag.replace('-', '_'));
  const codes = editing.map((l) => l.code);
  localeSelect.value =
    wanted.map((tag) => codes.find((c) => c === tag) ?? codes.find((c) => c.split('_')[0] === tag.split('_')[0])).find(Boolean) ?? 'en_US';
}

// ---- wiring ----

/** After any change of the text: suggestions on screen are stale until the next answer; detection follows. */
function textChanged() {
  if (shown.text !== textBeforeCaret()) suggestionList.classList.add('stale');
  later('autocomplete', COMPLETE_DELAY_MS, complete);
  // Throttled, not debounced: while the typing goes on, detection still follows it every DETECT_DELAY_MS.
  if (!timers.has('detect_language')) later('detect_language', DETECT_DELAY_MS, detect);
}

textarea.addEventListener('input', (event) => {
  const end = textarea.selectionStart - 1;
  const typed = event.inputType === 'insertLineBreak' ? '\n' : event.data;
  if (event.inputType.startsWith('insert') && typed && WORD_END.test(typed) && textarea.value[end] === typed) correctWordEndingAt(end);
  textChanged();
});

textarea.addEventListener('keydown', (event) => {
  if (event.key !== 'Tab' || event.shiftKey || event.altKey || event.ctrlKey || event.metaKey) return;
  const fresh = shown.text === textBeforeCaret() && shown.suggestions.length > 0;
  const coming = timers.has('autocomplete') || inFlight.has('autocomplete');
  if (!fresh && !coming) return;
  event.preventDefault();
  if (fresh) accept(0);
  else tabQueued = true;
});

// Moving the caret by mouse or by key: the suggestions follow it.
const CARET_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'PageUp', 'PageDown']);
textarea.addEventListener('click', textChanged);
textarea.addEventListener('keyup', (event) => CARET_KEYS.has(event.key) && textChanged());
undoButton.addEventListener('click', undoCorrection);
langSelect.addEventListener('change', textChanged);
localeSelect.addEventListener('change', () => {
  loadLanguages();
  textChanged();
});
keyInput.addEventListener('change', () => {
  loadLanguages();
  textChanged();
});

loadLanguages();
