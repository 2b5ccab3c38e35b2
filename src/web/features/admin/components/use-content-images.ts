import { useState } from 'react';
import type { PickedImage } from '../../../lib/read-image';

export type ImageSlot = 'mobile' | 'desktop';
type Pair<T> = Record<ImageSlot, T>;

/**
 * The mobile and desktop images picked for a slide or the banner, beside its form: what to send
 * (base64, or nothing to keep the stored one) and the server's refusal of either (FIL001, VAL001).
 */
export function useImagePair() {
  const [images, setImages] = useState<Pair<PickedImage | null>>({ mobile: null, desktop: null });
  const [errors, setErrors] = useState<Partial<Pair<string>>>({});
  return {
    images,
    errors,
    pick: (slot: ImageSlot, image: PickedImage | null) => {
      setImages((old) => ({ ...old, [slot]: image }));
      setErrors((old) => ({ ...old, [slot]: undefined }));
    },
    /** For applyServerErrors: a message on `mobile` or `desktop` goes under that picker. */
    other: (root: string, message: string) => {
      if (root !== 'mobile' && root !== 'desktop') return false;
      setErrors((old) => ({ ...old, [root]: message }));
      return true;
    },
    body: () => ({ mobile: images.mobile?.base64 ?? null, desktop: images.desktop?.base64 ?? null }),
    clear: () => {
      setErrors({});
      setImages({ mobile: null, desktop: null });
    },
  };
}
