import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { FILES } from '../../../shared/limits';
import { base64Length } from '../../../shared/rules/base64';
import {
  aboutForm,
  adminAboutResponse,
  adminBannerResponse,
  adminContactResponse,
  adminFaqListResponse,
  adminSlidesResponse,
  bannerSaveBody,
  contactForm,
  contentIdBody,
  contentOrderBody,
  contentSavedResponse,
  faqSaveBody,
  slideSaveBody,
} from '../../../shared/schemas/admin-content';
import {
  adminTermsBody,
  adminTermsPublishBody,
  adminTermsResponse,
  PUBLISH_LIMITS,
} from '../../../shared/schemas/admin-publish';
import { emptyOk } from '../../../shared/schemas/envelope';
import { userIdOf } from '../../plugins/session';
import { dropCachedPagesOnWrite } from '../admin/publishing-service';
import { actorOf } from '../admin/staff-service';
import {
  adminAbout,
  adminContact,
  adminFaqList,
  removeFaq,
  reorderContent,
  saveAbout,
  saveContact,
  saveFaq,
} from './admin-content-service';
import {
  adminBanner,
  adminSlides,
  contentImageValidationError,
  removeSlide,
  saveBanner,
  saveSlide,
} from './admin-slides-service';
import { publishTermsVersion, termsVersions } from './admin-terms-service';

/** Both languages of a text at its longest, each character up to 4 bytes once JSON-escaped. */
const TERMS_BODY_LIMIT = 2 * 4 * PUBLISH_LIMITS.termsText + 64 * 1024;

/**
 * The back office's content calls (issue 15 item 2), under /app/admin/content, and the terms of use
 * and privacy policy, under /app/admin/terms, for editors (and admins), declared once below (issue
 * 31 item 4). Each write is recorded in the audit log with before/after; the public calls read the
 * tables on every request, so what is saved shows on the site at once.
 */
export default async function contentAdminRoutes(app: FastifyInstance) {
  dropCachedPagesOnWrite(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const actor = (request: FastifyRequest) => actorOf(app.db, userIdOf(request));
  const config = { access: 'editor' as const };
  const tags = ['admin'];
  // Image uploads take their validation error themselves, to name a refused image in the request's
  // language (contentImageValidationError); two images and the texts fit in the body limit.
  const withImages = { attachValidation: true, bodyLimit: 2 * base64Length(FILES.coverBytes) + 64 * 1024 };
  const imageCheck = (request: FastifyRequest) => {
    if (request.validationError) throw contentImageValidationError(request.validationError, request.lang);
  };

  r.get('/admin/content/faq', {
    config,
    schema: {
      tags,
      summary: 'Every FAQ entry in both languages, in order',
      response: { 200: adminFaqListResponse },
    },
    handler: async () => ({ response: true as const, data: await adminFaqList(app.db) }),
  });

  r.post('/admin/content/faq/save', {
    config,
    schema: {
      tags,
      summary:
        'Add or edit a FAQ entry; question and answer are required in both languages (VAL001 names the empty field). A new entry goes at `place`: "first", "last" or `{ "after": id }` (left out: last; an id not in the FAQ: VAL001 on place; with `id`: VAL001 on place). Unknown id: NFD001',
      body: faqSaveBody,
      response: { 200: contentSavedResponse },
    },
    handler: async (request) => ({
      response: true as const,
      id: await saveFaq(app.db, await actor(request), request.body),
    }),
  });

  r.post('/admin/content/faq/remove', {
    config,
    schema: {
      tags,
      summary: 'Remove a FAQ entry. Unknown id: NFD001',
      body: contentIdBody,
      response: { 200: emptyOk },
    },
    handler: async (request) => {
      await removeFaq(app.db, await actor(request), request.body.id);
      return { response: true as const };
    },
  });

  r.post('/admin/content/faq/order', {
    config,
    schema: {
      tags,
      summary: 'Reorder the FAQ: ids lists every entry once, in the new order (otherwise VAL001 on ids)',
      body: contentOrderBody,
      response: { 200: emptyOk },
    },
    handler: async (request) => {
      await reorderContent(app.db, await actor(request), 'faq', request.body.ids);
      return { response: true as const };
    },
  });

  r.get('/admin/content/slides', {
    config,
    schema: {
      tags,
      summary: 'Every home slide, shown or switched off, in order, with both languages and image addresses',
      response: { 200: adminSlidesResponse },
    },
    handler: async () => ({ response: true as const, data: await adminSlides(app.db) }),
  });

  r.post('/admin/content/slides/save', {
    config,
    ...withImages,
    schema: {
      tags,
      summary:
        'Add (no id: placed last) or edit a home slide: title (and optional text) in both languages, link, on/off, and the mobile (780x780) and desktop (1440x500) images as base64 (JPEG, PNG or WebP, at most 1.2 MB, shape within 10 %; missing keeps the stored one, a new slide needs both). Refused image: FIL001 naming it',
      body: slideSaveBody,
      response: { 200: contentSavedResponse },
    },
    handler: async (request) => {
      imageCheck(request);
      const id = await saveSlide(app.db, await actor(request), request.lang, request.body);
      return { response: true as const, id };
    },
  });

  r.post('/admin/content/slides/remove', {
    config,
    schema: {
      tags,
      summary: 'Remove a home slide and its images. Unknown id: NFD001',
      body: contentIdBody,
      response: { 200: emptyOk },
    },
    handler: async (request) => {
      await removeSlide(app.db, await actor(request), request.body.id);
      return { response: true as const };
    },
  });

  r.post('/admin/content/slides/order', {
    config,
    schema: {
      tags,
      summary:
        'Reorder the home slides: ids lists every slide once, in the new order (otherwise VAL001 on ids)',
      body: contentOrderBody,
      response: { 200: emptyOk },
    },
    handler: async (request) => {
      await reorderContent(app.db, await actor(request), 'slide', request.body.ids);
      return { response: true as const };
    },
  });

  r.get('/admin/content/banner', {
    config,
    schema: {
      tags,
      summary: 'The home banner: link, on/off and image addresses (null before the first save)',
      response: { 200: adminBannerResponse },
    },
    handler: async () => ({ response: true as const, data: await adminBanner(app.db) }),
  });

  r.post('/admin/content/banner/save', {
    config,
    ...withImages,
    schema: {
      tags,
      summary:
        "Save the home banner: link, on/off, and the mobile (780x390) and desktop (1440x300) images as base64 with the slide images' rules (missing keeps the stored one; the first save needs both)",
      body: bannerSaveBody,
      response: { 200: emptyOk },
    },
    handler: async (request) => {
      imageCheck(request);
      await saveBanner(app.db, await actor(request), request.lang, request.body);
      return { response: true as const };
    },
  });

  r.get('/admin/content/about', {
    config,
    schema: {
      tags,
      summary:
        "The association's history, short history (both languages) and video (null before the first save)",
      response: { 200: adminAboutResponse },
    },
    handler: async () => ({ response: true as const, data: await adminAbout(app.db) }),
  });

  r.post('/admin/content/about/save', {
    config,
    schema: {
      tags,
      summary:
        'Save the about page: history (markdown) and short history in both languages, and a YouTube link or id (blank: none)',
      body: aboutForm,
      response: { 200: emptyOk },
    },
    handler: async (request) => {
      await saveAbout(app.db, await actor(request), request.body);
      return { response: true as const };
    },
  });

  r.get('/admin/content/contact', {
    config,
    schema: {
      tags,
      summary: "The association's contact details (null before the first save)",
      response: { 200: adminContactResponse },
    },
    handler: async () => ({ response: true as const, data: await adminContact(app.db) }),
  });

  r.post('/admin/content/contact/save', {
    config,
    schema: {
      tags,
      summary:
        'Save the contact details: e-mail, phone, name, CNPJ and social profiles (the same in both languages) and the address in each language',
      body: contactForm,
      response: { 200: emptyOk },
    },
    handler: async (request) => {
      await saveContact(app.db, await actor(request), request.body);
      return { response: true as const };
    },
  });

  r.post('/admin/terms/versions', {
    config,
    schema: {
      tags,
      summary:
        'Every published version of the terms of use (name: termOfUse) or privacy policy (privacyPolicy), newest first (the first is what the site shows): markdown in both languages, date, and the fingerprint consent records name',
      body: adminTermsBody,
      response: { 200: adminTermsResponse },
    },
    handler: async (request) => ({
      response: true as const,
      data: await termsVersions(app.db, request.body.name),
    }),
  });

  r.post('/admin/terms/publish', {
    config,
    bodyLimit: TERMS_BODY_LIMIT,
    schema: {
      tags,
      summary: `Publish a new version of a text: name, text_pt and text_en (markdown, both required, ${PUBLISH_LIMITS.termsText} characters each at most). Earlier versions are kept with their dates; GET /data/info/terms/{name} answers the new one at once and new registrations' consents name its fingerprint. The same text as now: VAL001. Answers every version`,
      body: adminTermsPublishBody,
      response: { 200: adminTermsResponse },
    },
    handler: async (request) => ({
      response: true as const,
      data: await publishTermsVersion(app.db, await actor(request), request.body),
    }),
  });
}
