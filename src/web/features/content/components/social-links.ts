import type { z } from 'zod';
import { onlyDigits } from '../../../../shared/rules/digits';
import { SOCIAL_URLS } from '../../../../shared/rules/social-urls';
import { isHttpUrl } from '../../../../shared/rules/url';
import type { contactContent } from '../../../../shared/schemas/catalogue-read';

export const SOCIAL_NETWORKS = ['instagram', 'facebook', 'linkedin', 'youtube', 'x'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

type Contact = z.infer<typeof contactContent>;

// The shared rule has no X address (companies have no X field); the association's contact does.
const PROFILE_URL: Record<SocialNetwork, (handle: string) => string> = {
  ...SOCIAL_URLS,
  x: (handle) => `https://x.com/${handle}`,
};

/**
 * The association's social profiles, in a fixed order, skipping empty ones. A value is a handle
 * ('catalogoindustrial'), or a full http(s) address, which is used as given.
 */
export function socialLinksOf(contact: Contact): { network: SocialNetwork; href: string }[] {
  return SOCIAL_NETWORKS.flatMap((network) => {
    const value = contact[network].trim().replace(/^@/, '');
    if (!value) return [];
    if (isHttpUrl(value)) return [{ network, href: value }];
    if (/[\s/?#]/.test(value)) return [];
    return [{ network, href: PROFILE_URL[network](encodeURIComponent(value)) }];
  });
}

/** tel: link of a Brazilian number as written by people ('19 3422-1978'), with the country code. */
export function telHref(phone: string): string | null {
  const digits = onlyDigits(phone);
  if (digits.length === 0) return null;
  if (phone.trim().startsWith('+')) return `tel:+${digits}`;
  return digits.length === 10 || digits.length === 11 ? `tel:+55${digits}` : `tel:${digits}`;
}
