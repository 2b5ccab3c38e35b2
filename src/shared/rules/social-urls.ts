/**
 * Profile addresses of the social networks, apart from the handle rules (rules/social.ts) so the
 * footer, on every page, links to them without the field limits those rules read.
 */
export const SOCIAL_URLS = {
  instagram: (handle: string) => `https://www.instagram.com/${handle}`,
  facebook: (handle: string) => `https://www.facebook.com/${handle}`,
  youtube: (handle: string) => `https://www.youtube.com/@${handle}`,
  linkedin: (handle: string) => `https://www.linkedin.com/company/${handle}`,
} as const;
