import { TEXT } from '../limits';

const HANDLE = /^[A-Za-z0-9_-]+$/;
const LINKEDIN = /^[A-Za-z0-9-]+$/;

/** Instagram, Facebook and YouTube handles: letters, digits, underscore and hyphen. */
export function isValidSocialHandle(value: string): boolean {
  return value.length <= TEXT.companySocial && HANDLE.test(value);
}

/** LinkedIn page names: letters, digits and hyphen. */
export function isValidLinkedinHandle(value: string): boolean {
  return value.length <= TEXT.companySocial && LINKEDIN.test(value);
}
