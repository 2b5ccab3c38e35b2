/** Texts of the back office's customers and newsletter calls, the unsubscribe page and the issue e-mail. */
export const peopleEn = {
  'error.BLK001':
    'This account has been blocked by the association: it cannot log in or request quotes. Use the contact page to ask why.',
  'error.BLK002': 'The account is already in that state.',
  'error.NWS003': 'This unsubscribe link is not valid.',
  'people.blocked': '{name} is blocked; their logins have ended.',
  'people.unblocked': '{name} can log in again.',
  'people.testSent': 'A test of both languages was sent to {email}.',
  'people.sending': 'The issue is being sent to {count} subscribers.',
  'newsletter.unsubscribed': '{email} will no longer receive our newsletter.',
  'mail.issue.test': '[Test] {subject}',
  'mail.issue.why':
    'You receive this e-mail because {email} is subscribed to the Industrial Catalogue newsletter.',
  'mail.issue.unsubscribe': 'Unsubscribe',
} as const;
