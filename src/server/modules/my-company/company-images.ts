import type { Lang } from '../../../shared/lang';
import { FILES, IMAGE_SHAPES } from '../../../shared/limits';
import type { MessageKey } from '../../../shared/messages/catalogue';
import { translate } from '../../../shared/messages/translate';
import { localizeIssues } from '../../../shared/messages/zod-issues';
import type { DecodedFile } from '../../../shared/schemas/file-fields';
import { AppError, RequestValidationError } from '../../lib/app-error';
import { ImageRejected, type ImageTarget, toWebp, type WebpImage } from '../../lib/images';

/**
 * Company images: every refusal names the file in the request's language ('Logo', 'Capa',
 * 'Portfolio image 3'), whether the request schema found it (size, type from the magic bytes) or
 * sharp did (unreadable, wrong proportions), and nothing is stored unless every image passes.
 */

export type ImageField = 'logo' | 'cover' | 'portfolio';

/** Portfolio images have no fixed shape; very large photos are brought down to this. */
export const PORTFOLIO_MAX_SIDE = 1500;

const TARGETS: Record<ImageField, ImageTarget> = {
  logo: { shape: IMAGE_SHAPES.logo },
  cover: { shape: IMAGE_SHAPES.cover },
  portfolio: { maxSide: PORTFOLIO_MAX_SIDE },
};

/** The file as the owner knows it; `index` counts portfolio images of the request from 0. */
export function fileLabel(lang: Lang, field: ImageField, index = 0): string {
  if (field === 'portfolio') return translate(lang, 'company.file.portfolioImage', { index: index + 1 });
  return translate(lang, field === 'logo' ? 'company.file.logo' : 'company.file.cover');
}

const pathOf = (field: ImageField, index: number) => (field === 'portfolio' ? `portfolio.${index}` : field);

function fileError(
  lang: Lang,
  field: ImageField,
  index: number,
  key: MessageKey,
  params: Record<string, string | number> = {},
): AppError {
  return new AppError(
    'FIL001',
    { ...params, name: fileLabel(lang, field, index) },
    { [pathOf(field, index)]: key },
    key,
  );
}

/** 12 portfolio images in all, stored ones included; names the first new image that does not fit. */
export function checkPortfolioRoom(lang: Lang, stored: number, adding: number): void {
  const room = Math.max(0, FILES.portfolioImages - stored);
  if (adding <= room) return;
  throw fileError(lang, 'portfolio', room, 'company.file.tooMany', { count: FILES.portfolioImages, stored });
}

async function convert(lang: Lang, file: DecodedFile, field: ImageField, index = 0): Promise<WebpImage> {
  try {
    return await toWebp(file.bytes, TARGETS[field]);
  } catch (error) {
    if (!(error instanceof ImageRejected)) throw error;
    if (error.problem === 'unreadable') throw fileError(lang, field, index, 'company.file.unreadable');
    const shape = field === 'cover' ? IMAGE_SHAPES.cover : IMAGE_SHAPES.logo;
    throw fileError(lang, field, index, 'company.file.shape', {
      width: shape.width,
      height: shape.height,
      tolerance: Math.round(IMAGE_SHAPES.tolerance * 100),
    });
  }
}

export interface PreparedImages {
  logo: WebpImage | null;
  cover: WebpImage | null;
  portfolio: WebpImage[];
}

/**
 * Checks and converts the images of a write before its transaction opens (sharp is slow; the
 * transaction should not wait on it). `stored` is the number of portfolio images kept.
 */
export async function prepareImages(
  lang: Lang,
  files: { logo: DecodedFile | null; cover: DecodedFile | null; portfolio: readonly DecodedFile[] },
  stored: number,
): Promise<PreparedImages> {
  checkPortfolioRoom(lang, stored, files.portfolio.length);
  const logo = files.logo ? await convert(lang, files.logo, 'logo') : null;
  const cover = files.cover ? await convert(lang, files.cover, 'cover') : null;
  const portfolio: WebpImage[] = [];
  for (const [index, file] of files.portfolio.entries()) {
    portfolio.push(await convert(lang, file, 'portfolio', index));
  }
  return { logo, cover, portfolio };
}

/** Stored names: the kind and position, since the upload itself carries no name. */
export function storedName(field: ImageField, index = 0): string {
  return field === 'portfolio' ? `portfolio-${index + 1}.webp` : `${field}.webp`;
}

// Keys the shared file schemas report (schemas/file-fields.ts) and the named text used here.
const FILE_ISSUE_KEYS: Record<string, MessageKey> = {
  'v.fileUnreadable': 'company.file.unreadable',
  'v.fileSizeNamed': 'v.fileSizeNamed',
  'v.fileTypeNamed': 'v.fileTypeNamed',
};

function fileIssue(issue: RequestValidationError['issues'][number]) {
  const [field, index] = issue.path;
  if (field !== 'logo' && field !== 'cover' && field !== 'portfolio') return null;
  const key = FILE_ISSUE_KEYS[issue.message];
  if (!key) return null;
  return { field: field as ImageField, index: typeof index === 'number' ? index : 0, key };
}

/**
 * The request schema's refusal, with each refused file named in the request's language: FIL001
 * when only files were refused, VAL001 (with every field's message) otherwise. Other errors pass.
 */
export function companyValidationError(error: Error, lang: Lang): Error {
  if (!(error instanceof RequestValidationError)) return error;
  const others = error.issues.filter((issue) => !fileIssue(issue));
  if (others.length === error.issues.length) return error;
  const { fields, messages } = localizeIssues(others, lang);
  for (const issue of error.issues) {
    const file = fileIssue(issue);
    if (!file) continue;
    const text = translate(lang, file.key, { name: fileLabel(lang, file.field, file.index) });
    const path = pathOf(file.field, file.index);
    if (!Object.hasOwn(fields, path)) fields[path] = text;
    if (!messages.includes(text)) messages.push(text);
  }
  // The texts are already in the request's language; translate() hands back a non-key unchanged.
  return new AppError(others.length > 0 ? 'VAL001' : 'FIL001', {}, fields, messages.join(';'));
}
