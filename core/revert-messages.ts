// The UI label for undoing an autocorrection, by locale language; English when the locale has none.

const REVERT_LABELS: Record<string, string> = {
  en: 'Revert',
  de: 'Rückgängig machen',
  fr: 'Annuler la correction',
  es: 'Deshacer',
  it: 'Annulla',
  pt: 'Desfazer',
  nl: 'Ongedaan maken',
  da: 'Fortryd',
  sv: 'Ångra',
  nb: 'Angre',
  no: 'Angre',
  nn: 'Angre',
  fi: 'Kumoa',
  el: 'Αναίρεση',
  pl: 'Cofnij',
  ru: 'Отменить',
  uk: 'Скасувати',
  cs: 'Vrátit zpět',
  sk: 'Vrátiť späť',
  tr: 'Geri al',
  hu: 'Visszavonás',
  ro: 'Anulează',
  bg: 'Отмяна',
  hr: 'Poništi',
  ca: 'Desfés',
  ja: '元に戻す',
  zh: '撤销',
  ko: '실행 취소',
  ar: 'تراجع',
  he: 'ביטול',
  hi: 'पूर्ववत करें',
  id: 'Urungkan',
};

/** `locale` is a normalized BCP 47 tag such as `es-ES` or `es`. */
export function revertLabel(locale: string): string {
  return REVERT_LABELS[locale.split('-')[0]] ?? REVERT_LABELS.en;
}
