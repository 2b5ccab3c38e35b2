import { randomBytes } from 'node:crypto';
import { generateCnpj } from '@brazilian-utils/brazilian-utils';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { PLACES } from '../../shared/limits';
import { catalogueChanged } from '../db/catalogue-cache';
import { categories } from '../db/schema/categories';
import { companies } from '../db/schema/companies';
import { storedFiles } from '../db/schema/files';
import { call, type SessionHeaders, type TestApp } from './harness';

/** Test images made with sharp, as base64 without a data: prefix. */
export const b64 = (bytes: Buffer) => bytes.toString('base64');

const solid = (width: number, height: number, r = 30) =>
  sharp({ create: { width, height, channels: 3, background: { r, g: 90, b: 160 } } });

/** Random pixels compress badly, so these exceed a size limit at a given shape. */
export function noisePng(width: number, height: number): Promise<Buffer> {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

export interface TestImages {
  logo: string;
  logo2: string;
  cover: string;
  photo: string;
  wide: string;
  pdf: string;
  truncated: string;
}

let cached: Promise<TestImages> | undefined;

export function testImages(): Promise<TestImages> {
  cached ??= (async () => {
    const logoPng = await solid(512, 512).png().toBuffer();
    return {
      logo: b64(logoPng),
      logo2: b64(await solid(600, 600, 200).png().toBuffer()),
      // A camera-like JPEG: EXIF with an owner's name that must not survive.
      cover: b64(
        await solid(1440, 690)
          .jpeg()
          .withExif({ IFD0: { Artist: 'Secret Photographer', Copyright: 'secret' } })
          .toBuffer(),
      ),
      photo: b64(await solid(400, 300, 120).jpeg().toBuffer()),
      wide: b64(await solid(800, 400).png().toBuffer()),
      pdf: b64(Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<<>>\n%%EOF\n')),
      truncated: b64(logoPng.subarray(0, Math.floor(logoPng.length / 2))),
    };
  })();
  return cached;
}

/** Categories for the tests (the test database holds only places). */
export async function addCategories(t: TestApp, n = 3): Promise<number[]> {
  const tag = Math.random().toString(36).slice(2, 8);
  const rows = await t.db.db
    .insert(categories)
    .values(
      Array.from({ length: n }, (_, k) => ({
        slug: `cat-${tag}-${k}`,
        namePt: `Usinagem ${tag} ${k}`,
        nameEn: `Machining ${tag} ${k}`,
        position: k,
      })),
    )
    .returning({ id: categories.id });
  catalogueChanged(t.db.db);
  return rows.map((r) => r.id);
}

/** A register payload that passes every rule; CNPJ and e-mail are fresh each time. */
export async function validPayload(categoryIds: number[], extra: Record<string, unknown> = {}) {
  const images = await testImages();
  const cnpj = generateCnpj();
  return {
    trade_name: 'Metalúrgica Exemplo',
    name: 'Metalúrgica Exemplo Ltda.',
    email: `Contato.${cnpj}@Example.com`,
    cnpj: `${cnpj.slice(0, 2)}.${cnpj.slice(2, 5)}.${cnpj.slice(5, 8)}/${cnpj.slice(8, 12)}-${cnpj.slice(12)}`,
    quotes: 'y',
    phone_1: '(19) 3422-1234',
    phone_2: '',
    website: 'https://exemplo.com.br',
    video_url: 'https://youtu.be/dQw4w9WgXcQ',
    map_url:
      '<iframe src="https://maps.google.com/maps?q=Rua%20Gov.%20Pedro%20de%20Toledo%2C%20Piracicaba&output=embed" width="600" height="450"></iframe>',
    whatsapp: '19 98765-4321',
    instagram: 'metal_exemplo',
    facebook: null,
    youtube: 'metal-exemplo',
    linkedin: 'metal-exemplo',
    about: 'Fabricamos peças usinadas sob medida.',
    about_short: 'Peças sob medida.',
    keywords: 'torno, fresa',
    postal_code: '13400-000',
    address: 'Rua Governador Pedro de Toledo',
    address_number: '1000',
    address_adjunct: '',
    address_neighborhood: 'Centro',
    city: PLACES.homeCityId,
    categories: categoryIds,
    logo: `data:image/png;base64,${images.logo}`,
    cover: images.cover,
    portfolio: [images.photo],
    terms: true,
    ...extra,
  };
}

export interface Answer {
  response: boolean;
  error?: string;
  message: string;
  fields?: Record<string, string>;
  company?: { id: number; reqId: string; name: string };
}

export const register = (t: TestApp, headers: SessionHeaders, payload: Record<string, unknown>) =>
  call<Answer>(t.app, { method: 'POST', url: '/app/company/register', headers, payload });

export const update = (t: TestApp, headers: SessionHeaders, payload: Record<string, unknown>) =>
  call<Answer>(t.app, { method: 'PUT', url: '/app/company/update', headers, payload });

export async function companyRow(t: TestApp, id: number) {
  const [row] = await t.db.db.select().from(companies).where(eq(companies.id, id));
  return row;
}

export async function storedFileCount(t: TestApp): Promise<number> {
  const [row] = await t.db.db.select({ n: count() }).from(storedFiles);
  return row.n;
}
