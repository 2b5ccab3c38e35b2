/** Texts the catalogue API sends: newsletter answers and e-mail. */
export const catalogueEn = {
  'error.NWS002': 'This e-mail is already subscribed to our newsletter.',
  'newsletter.registered':
    'Almost there! We sent a confirmation link to {email}: open it to complete your subscription.',
  'newsletter.confirmed': 'Your e-mail is now subscribed to our newsletter. Thank you!',
  'newsletter.linkInvalid': 'This confirmation link is invalid or has expired. Please subscribe again.',
  'mail.newsletter.subject': 'Confirm your newsletter subscription',
  'mail.newsletter.heading': 'Confirm your subscription',
  'mail.newsletter.body':
    'We received a request to subscribe {email} to the Industrial Catalogue newsletter. Click the button below to confirm it; the link is valid for {days} days.',
  'mail.newsletter.ignore':
    'If you did not ask for it, just ignore this message: nothing will be sent to you.',
  'mail.newsletter.action': 'Confirm subscription',
} as const;
