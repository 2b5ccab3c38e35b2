import type { Db } from '../client';
import { banners, faqs, magazines, siteContent, slides } from '../schema/catalogue-content';
import { ABOUT, BANNER, CONTACT, FAQS, MAGAZINES, SLIDES } from './content';
import { insertFiles, webp } from './files';
import { bannerImage, magazineCoverImage, slideImage } from './images';
import { minimalPdf } from './pdf';
import { TERMS } from './terms';

/** FAQ, magazines, about, contact, terms, slides and banner: the association's own content. */
export async function seedAssociationContent(db: Db): Promise<void> {
  await db.insert(faqs).values(FAQS.map((faq, position) => ({ ...faq, position })));

  const covers = await Promise.all(
    MAGAZINES.map((m, i) => magazineCoverImage(m.namePt.split(' — ')[0], m.date.slice(0, 7), i)),
  );
  const magazineFiles = await insertFiles(
    db,
    MAGAZINES.flatMap((m, i) => [
      webp('magazine-cover', `capa-${m.date}.webp`, covers[i]),
      {
        kind: 'magazine-pdf' as const,
        name: `revista-${m.date}.pdf`,
        mime: 'application/pdf',
        bytes: minimalPdf([m.namePt, m.nameEn, 'Associação Industrial Regional', `Edição de ${m.date}`]),
      },
    ]),
  );
  await db.insert(magazines).values(
    MAGAZINES.map((m, i) => ({
      ...m,
      coverFileId: magazineFiles[2 * i],
      fileId: magazineFiles[2 * i + 1],
    })),
  );

  await db.insert(siteContent).values([
    { key: 'about', valuePt: ABOUT.pt, valueEn: ABOUT.en },
    { key: 'contact', valuePt: CONTACT.pt, valueEn: CONTACT.en },
    { key: 'terms.privacyPolicy', valuePt: TERMS.privacyPolicy.pt, valueEn: TERMS.privacyPolicy.en },
    { key: 'terms.termOfUse', valuePt: TERMS.termOfUse.pt, valueEn: TERMS.termOfUse.en },
  ]);

  const slideImages = await Promise.all(
    SLIDES.flatMap((_, i) => [slideImage('mobile', i), slideImage('desktop', i)]),
  );
  const slideFiles = await insertFiles(
    db,
    slideImages.map((bytes, k) =>
      webp('slide', `slide-${Math.floor(k / 2) + 1}-${k % 2 ? 'desktop' : 'mobile'}.webp`, bytes),
    ),
  );
  await db.insert(slides).values(
    SLIDES.map((s, i) => ({
      position: i,
      captionPt: s.captionPt,
      captionEn: s.captionEn,
      href: s.href,
      mobileFileId: slideFiles[2 * i],
      desktopFileId: slideFiles[2 * i + 1],
    })),
  );

  const [mobile, desktop] = await insertFiles(db, [
    webp('banner', 'banner-mobile.webp', await bannerImage('mobile')),
    webp('banner', 'banner-desktop.webp', await bannerImage('desktop')),
  ]);
  await db
    .insert(banners)
    .values({ position: 0, href: BANNER.href, mobileFileId: mobile, desktopFileId: desktop });
}
