import type { Lang } from '../../../shared/lang';
import { translate } from '../../../shared/messages/translate';
import type { CompanyRegisterBody, CompanyUpdateBody } from '../../../shared/schemas/company';
import type { CompanySavedResponse } from '../../../shared/schemas/company-read';
import { catalogueChanged } from '../../db/catalogue-cache';
import type { Db } from '../../db/client';
import { companySearchText } from '../../db/sql/search';
import { uniqueViolation } from '../../db/sql/unique-violation';
import { AppError } from '../../lib/app-error';
import { linkOutsideInvites } from '../quotes/quote-outside-link-service';
import {
  type CompanyDeps,
  createConfirmLink,
  type PendingConfirmation,
  sendConfirmationAfterCommit,
} from './company-email-service';
import { checkPortfolioRoom, type PreparedImages, prepareImages, storedName } from './company-images';
import {
  appendPortfolio,
  type CompanyColumns,
  cityExists,
  cnpjTaken,
  countPortfolio,
  deleteFiles,
  deletePortfolioImage,
  findCategories,
  findCompanyOfOwner,
  insertCompany,
  insertImages,
  lockCompanyOfOwner,
  replaceCategories,
  updateCompanyRow,
} from './company-repository';

type CompanyFields = Omit<CompanyUpdateBody, 'logo' | 'cover' | 'portfolio'>;
type Saved = CompanySavedResponse['company'] & { message: string };

const cnpjError = () => new AppError('CMP001', {}, { cnpj: 'error.CMP001' });

/** City and categories must exist; answers the categories' names for the search text. */
async function checkReferences(db: Db, body: CompanyFields): Promise<string[]> {
  if (!(await cityExists(db, body.city))) {
    throw new AppError('VAL001', {}, { city: 'company.cityUnknown' }, 'company.cityUnknown');
  }
  const found = await findCategories(db, body.categories);
  if (found.length !== body.categories.length) {
    throw new AppError('VAL001', {}, { categories: 'company.categoryUnknown' }, 'company.categoryUnknown');
  }
  return found.flatMap((c) => [c.namePt, c.nameEn]);
}

/**
 * The row's columns from a write. The English about texts were added after the spec: one left out
 * (undefined) is not written, so the stored one stays (decision 0042); `storedShortEn` is the stored
 * English short about, which the search text then keeps.
 */
function columnsOf(
  body: CompanyFields,
  categoryNames: string[],
  storedShortEn: string | null,
): CompanyColumns {
  const aboutShortEn = body.about_short_en === undefined ? storedShortEn : body.about_short_en;
  return {
    ...(body.about_en === undefined ? {} : { aboutEn: body.about_en }),
    ...(body.about_short_en === undefined ? {} : { aboutShortEn: body.about_short_en }),
    tradeName: body.trade_name,
    name: body.name,
    email: body.email,
    cnpj: body.cnpj,
    acceptsQuotes: body.quotes === 'y',
    phone1: body.phone_1,
    phone2: body.phone_2,
    whatsapp: body.whatsapp,
    website: body.website,
    videoUrl: body.video_url,
    mapUrl: body.map_url,
    instagram: body.instagram,
    facebook: body.facebook,
    youtube: body.youtube,
    linkedin: body.linkedin,
    about: body.about,
    aboutShort: body.about_short,
    keywords: body.keywords,
    postalCode: body.postal_code,
    address: body.address,
    addressNumber: body.address_number,
    addressAdjunct: body.address_adjunct,
    addressNeighborhood: body.address_neighborhood,
    cityId: body.city,
    searchText: companySearchText({
      tradeName: body.trade_name,
      name: body.name,
      keywords: body.keywords,
      aboutShort: body.about_short,
      aboutShortEn,
      categoryNames,
    }),
  };
}

/** A race lost to another request between the checks and the write answers like the check would. */
function mapConflict(error: unknown): unknown {
  const constraint = uniqueViolation(error);
  if (constraint === null) return error;
  if (constraint === 'companies_cnpj_unique') return cnpjError();
  if (constraint === 'companies_owner_id_unique') return new AppError('CMP002');
  return error;
}

async function storeImages(tx: Db, companyId: number, images: PreparedImages) {
  const [logoId] = await insertImages(
    tx,
    'logo',
    images.logo ? [{ name: storedName('logo'), image: images.logo }] : [],
  );
  const [coverId] = await insertImages(
    tx,
    'cover',
    images.cover ? [{ name: storedName('cover'), image: images.cover }] : [],
  );
  const portfolioIds = await insertImages(
    tx,
    'portfolio',
    images.portfolio.map((image, index) => ({ name: storedName('portfolio', index), image })),
  );
  await appendPortfolio(tx, companyId, portfolioIds);
  return { logoId, coverId };
}

/** POST /company/register: the company, its categories and images, all or nothing. */
export async function registerCompany(
  deps: CompanyDeps,
  ownerId: number,
  body: CompanyRegisterBody,
  lang: Lang,
): Promise<Saved> {
  const { db } = deps;
  if (await findCompanyOfOwner(db, ownerId)) throw new AppError('CMP002');
  const categoryNames = await checkReferences(db, body);
  if (await cnpjTaken(db, body.cnpj)) throw cnpjError();
  const images = await prepareImages(lang, body, 0);
  const now = new Date();
  let pending: PendingConfirmation;
  let company: { id: number; reqId: string; approval: string };
  try {
    ({ company, pending } = await db.transaction(async (tx) => {
      const row = await insertCompany(tx, {
        ...columnsOf(body, categoryNames, null),
        ownerId,
        termsAcceptedAt: now,
      });
      await replaceCategories(tx, row.id, body.categories);
      const { logoId, coverId } = await storeImages(tx, row.id, images);
      await updateCompanyRow(tx, row.id, { logoFileId: logoId ?? null, coverFileId: coverId ?? null });
      const link = await createConfirmLink(
        tx,
        { ...row, ownerId, tradeName: body.trade_name, email: body.email },
        now,
      );
      return { company: row, pending: link };
    }));
  } catch (error) {
    throw mapConflict(error);
  }
  catalogueChanged(db);
  await sendConfirmationAfterCommit(deps, pending);
  const { approval, ...saved } = company;
  return {
    ...saved,
    name: body.trade_name,
    // Waiting for the association's approval (decision 0044): the owner is told it is not public yet.
    message: translate(lang, approval === 'pending' ? 'company.registeredPending' : 'company.registered', {
      email: body.email,
    }),
  };
}

/**
 * PUT /company/update: only ever the caller's own company. A new logo or cover replaces (and
 * deletes) the stored one; portfolio images are added to those kept. A changed e-mail must be
 * confirmed again.
 */
export async function updateCompany(
  deps: CompanyDeps,
  ownerId: number,
  body: CompanyUpdateBody,
  lang: Lang,
): Promise<Saved> {
  const { db } = deps;
  const current = await findCompanyOfOwner(db, ownerId);
  if (!current) throw new AppError('CMP003');
  const categoryNames = await checkReferences(db, body);
  if (await cnpjTaken(db, body.cnpj, current.id)) throw cnpjError();
  const images = await prepareImages(lang, body, await countPortfolio(db, current.id));
  const now = new Date();
  let pending: PendingConfirmation | null;
  try {
    pending = await db.transaction(async (tx) => {
      const locked = await lockCompanyOfOwner(tx, ownerId);
      if (!locked) throw new AppError('CMP003');
      // Checked again under the lock: a concurrent update may have added images meanwhile.
      checkPortfolioRoom(lang, await countPortfolio(tx, locked.id), images.portfolio.length);
      const emailChanged = body.email !== locked.email.toLowerCase();
      await updateCompanyRow(tx, locked.id, {
        ...columnsOf(body, categoryNames, locked.aboutShortEn),
        ...(emailChanged ? { emailValid: false } : {}),
        updatedAt: now,
      });
      await replaceCategories(tx, locked.id, body.categories);
      const { logoId, coverId } = await storeImages(tx, locked.id, images);
      await updateCompanyRow(tx, locked.id, {
        logoFileId: logoId ?? locked.logoFileId,
        coverFileId: coverId ?? locked.coverFileId,
      });
      await deleteFiles(tx, [logoId ? locked.logoFileId : null, coverId ? locked.coverFileId : null]);
      // Quote requests turned on: invitations sent to its address before reach it (decision 0048).
      await linkOutsideInvites(tx, { companyId: locked.id }, now);
      if (!emailChanged) return null;
      return createConfirmLink(
        tx,
        { ...locked, ownerId, tradeName: body.trade_name, email: body.email },
        now,
      );
    });
  } catch (error) {
    throw mapConflict(error);
  }
  catalogueChanged(db);
  if (pending) await sendConfirmationAfterCommit(deps, pending);
  return {
    id: current.id,
    reqId: current.reqId,
    name: body.trade_name,
    message: pending
      ? translate(lang, 'company.updatedEmail', { email: body.email })
      : translate(lang, 'company.updated'),
  };
}

/** DELETE /company/remove_portfolio: one of the caller's own portfolio images. */
export async function removePortfolioImage(db: Db, ownerId: number, reqId: string): Promise<void> {
  const company = await findCompanyOfOwner(db, ownerId);
  if (!company) throw new AppError('CMP003');
  if (!(await deletePortfolioImage(db, company.id, reqId))) throw new AppError('NFD001');
  catalogueChanged(db);
}

/** Account deletion (privacy/deletion-service): the owner's company, locked until the transaction ends. */
export function lockOwnedCompany(tx: Db, ownerId: number) {
  return lockCompanyOfOwner(tx, ownerId);
}

/** Account deletion: the stored files (logo, cover, portfolio) of a company being deleted. */
export async function deleteCompanyFiles(tx: Db, fileIds: readonly (number | null)[]): Promise<void> {
  await deleteFiles(tx, fileIds);
}
