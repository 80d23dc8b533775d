// A registry language's error model as its autocorrector builds it, with the keyboard the compile step reads from
// xkb-data (data/xkb-layout.ts) instead of a compiled pack's copy.
import { ensureDebianPackages } from '../data/debian-packages.ts';
import { DEBIAN_PACKAGE_PARTS, KEYSYM_PACKAGE, XKB_PACKAGE } from '../data/source-packages.ts';
import { keyboardRows } from '../data/xkb-layout.ts';
import { ErrorModel } from '../engines/correct-error-model.ts';
import { editingProfile } from '../languages/registry.ts';

export function errorModelOf(code: string, confusions?: readonly string[]): ErrorModel {
  ensureDebianPackages([XKB_PACKAGE, KEYSYM_PACKAGE], DEBIAN_PACKAGE_PARTS);
  const { writing } = editingProfile(code);
  return new ErrorModel(writing, keyboardRows(writing.keyboard), confusions);
}
