import type { publishEn } from './publish-en';

/** As publish-en.ts, in Brazilian Portuguese. */
export const publishPtBR: Record<keyof typeof publishEn, string> = {
  'error.PUB001':
    'Esta categoria é usada por {companies} empresas e {quotes} pedidos de cotação: em vez de removê-la, junte-a a outra.',
  'publish.mergeSame': 'Escolha outra categoria para juntar.',
  'publish.categoryNameTaken': 'Já existe outra categoria com este nome.',
  'publish.termsUnchanged': 'Este é o texto publicado agora: altere-o antes de publicar.',
  'publish.coverUnreadable': '{name}: não foi possível ler a imagem.',
  'field.namePt': 'Nome (português)',
  'field.nameEn': 'Nome (inglês)',
  'field.textPt': 'Texto (português)',
  'field.textEn': 'Texto (inglês)',
  'field.date': 'Data',
  'field.pdf': 'PDF',
  'field.pdfName': 'Nome do arquivo PDF',
  'field.from': 'Categoria a juntar',
  'field.into': 'Juntar a',
};
