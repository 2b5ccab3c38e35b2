import { onlyDigits } from '../../../../shared/rules/digits';
import { SOCIAL_URLS } from '../../../../shared/rules/social-urls';

export type SocialNetwork = keyof typeof SOCIAL_URLS;
export const SOCIAL_NETWORKS: readonly SocialNetwork[] = ['instagram', 'facebook', 'youtube', 'linkedin'];

/** A stored handle ('metalforte', '@metalforte') as the profile's address; a pasted URL is kept. */
export function socialUrl(network: SocialNetwork, handle: string): string {
  const trimmed = handle.trim();
  if (/^https?:\/\//i.test(trimmed)) return trimmed;
  return SOCIAL_URLS[network](trimmed.replace(/^@+/, ''));
}

/** Brazilian numbers are stored as 10 or 11 digits with the area code; links add the country code. */
function international(phone: string): string {
  const digits = onlyDigits(phone);
  return digits.length <= 11 ? `55${digits}` : digits;
}

export function telHref(phone: string): string {
  return `tel:+${international(phone)}`;
}

export function whatsappHref(phone: string): string {
  return `https://wa.me/${international(phone)}`;
}

/** Websites are stored as typed; one without a scheme still has to open as a web address. */
export function websiteHref(site: string): string {
  const trimmed = site.trim();
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

/** The website as people read it: no scheme, no 'www.', no trailing slash. */
export function websiteLabel(site: string): string {
  return site
    .trim()
    .replace(/^https?:\/\//i, '')
    .replace(/^www\./i, '')
    .replace(/\/$/, '');
}
