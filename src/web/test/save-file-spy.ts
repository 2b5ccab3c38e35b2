import { vi } from 'vitest';

/** Catches the files a component hands the browser (lib/save-file.ts): their blobs and the last one's name. */
export function spyOnSave() {
  const saved: Blob[] = [];
  let name = '';
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    saved.push(blob as Blob);
    return 'blob:saved';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    name = this.download;
  });
  return { saved, name: () => name };
}
