import type { adminContentEn } from './admin-content-en';

export const adminContentPtBR: Record<keyof typeof adminContentEn, string> = {
  'content.file.mobile': 'Imagem para celular',
  'content.file.desktop': 'Imagem para computador',
};
