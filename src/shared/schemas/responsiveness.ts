import { z } from 'zod';
import { ok } from './envelope';

/**
 * A company's answers to quote requests over the last 12 months (issue 18 item 6). On the public
 * card and page (optional `responsiveness` of companySummary / companyPublic) only once it received
 * RESPONSIVENESS_MIN_REQUESTS requests (shared/responsiveness.ts).
 */
export const responsivenessFigures = z.object({
  /** Quote requests received in the last 12 months. */
  requests: z.number().int(),
  /** Of those, answered with a proposal or a decline, as a whole percentage. */
  answeredPercent: z.number().int(),
  /** Median seconds from receiving a request to first answering it; null with none answered. */
  medianSeconds: z.number().int().nullable(),
});
export type ResponsivenessFigures = z.infer<typeof responsivenessFigures>;

/** GET /company/responsiveness: the caller's company's own figures, shown publicly or not yet. */
export const ownResponsivenessResponse = ok({
  data: responsivenessFigures.extend({
    /** Requests answered in the window. */
    answered: z.number().int(),
    /** Whether the public card and page show the figures (enough requests). */
    shown: z.boolean(),
    /** How many requests the figures need before they are shown. */
    minRequests: z.number().int(),
  }),
});
export type OwnResponsivenessResponse = z.infer<typeof ownResponsivenessResponse>;
