import { MEMBER_FIELDS, type MemberField, type MemberMapping } from '../schemas/member-import';

/** A header as compared: accent-free, lower-case, words of letters and digits. */
export function headerKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/**
 * What Brazilian and English member lists call each field (as headerKey reads them), the
 * template's own headers among them. The first words win: a header equal to one of them first,
 * then a header that contains a longer one ("CNPJ da empresa", "E-mail comercial").
 */
const HEADERS: Record<MemberField, readonly string[]> = {
  cnpj: ['cnpj', 'cnpj cpf', 'tax id'],
  name: ['razao social', 'legal name', 'nome empresarial', 'razao', 'company name', 'empresa', 'company'],
  tradeName: ['nome fantasia', 'fantasia', 'trade name', 'brand name', 'nome'],
  email: ['e mail', 'email', 'correio eletronico', 'mail'],
  phone: ['telefone', 'fone', 'phone', 'telephone', 'celular', 'tel', 'whatsapp'],
  postalCode: ['cep', 'postal code', 'zip code', 'zip', 'codigo postal'],
  address: ['endereco', 'logradouro', 'rua', 'address', 'street'],
  addressNumber: ['numero', 'n', 'no', 'num', 'number'],
  addressNeighborhood: ['bairro', 'neighborhood', 'neighbourhood', 'district'],
  city: ['cidade', 'municipio', 'city', 'town'],
  state: ['estado uf', 'state uf', 'uf', 'estado', 'state'],
  website: ['site', 'website', 'web site', 'pagina', 'homepage', 'url'],
  categories: [
    'categorias',
    'categoria',
    'segmentos',
    'segmento',
    'setor',
    'categories',
    'category',
    'sector',
  ],
  membershipNumber: [
    'numero de associado',
    'numero de associada',
    'n de associado',
    'n de associada',
    'no de associado',
    'n associado',
    'matricula',
    'membership number',
    'member number',
    'membership no',
  ],
  memberSince: [
    'associada desde',
    'associado desde',
    'membro desde',
    'data de associacao',
    'member since',
    'membership date',
  ],
};

/** The column of each field guessed from the header row, a column to one field at most. */
export function guessMapping(headers: readonly string[]): MemberMapping {
  const keys = headers.map(headerKey);
  const mapping: MemberMapping = {};
  const taken = new Set<number>();
  const assign = (field: MemberField, column: number) => {
    mapping[field] = column;
    taken.add(column);
  };
  // Longest words first, so "numero de associado" is not read as the address "numero".
  const pairs = MEMBER_FIELDS.flatMap((field) => HEADERS[field].map((word) => ({ field, word }))).sort(
    (a, b) => b.word.length - a.word.length,
  );
  for (const { field, word } of pairs) {
    if (mapping[field] !== undefined) continue;
    const column = keys.findIndex((key, index) => !taken.has(index) && key === word);
    if (column >= 0) assign(field, column);
  }
  for (const { field, word } of pairs) {
    if (mapping[field] !== undefined || word.length < 4) continue;
    const column = keys.findIndex((key, index) => !taken.has(index) && ` ${key} `.includes(` ${word} `));
    if (column >= 0) assign(field, column);
  }
  return mapping;
}

/** The mapping's columns that exist in a file of `width` columns; a column outside it is left out. */
export function mappingWithin(mapping: MemberMapping, width: number): MemberMapping {
  const kept: MemberMapping = {};
  for (const field of MEMBER_FIELDS) {
    const column = mapping[field];
    if (typeof column === 'number' && column < width) kept[field] = column;
  }
  return kept;
}
