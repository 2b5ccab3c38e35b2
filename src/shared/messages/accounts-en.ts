/** Texts the accounts API sends: answers of the auth, customer and credentials calls, and e-mail. */
export const accountsEn = {
  'auth.loggedIn': 'Welcome, {name}!',
  'auth.recoverSent':
    'If this CPF is registered, we have sent a recovery code to its e-mail address. The code is valid for {minutes} minutes.',
  'auth.passwordSaved': 'Your new password has been saved. You can now log in with it.',
  'credentials.passwordChanged': 'Your password has been changed.',
  'customer.registered':
    'Your registration is complete! We sent a confirmation link to {email}: open it to confirm your e-mail.',
  'customer.updated': 'Your data has been saved.',
  'customer.updatedEmail': 'Your data has been saved. We sent a confirmation link to {email}.',
  'customer.emailResent': 'We sent a new confirmation link to {email}.',
  'customer.emailConfirmed': 'Your e-mail has been confirmed. Thank you!',
  'customer.emailAlreadyConfirmed': 'Your e-mail is already confirmed: there is nothing more to do.',
  'mail.recovery.subject': 'Your password recovery code',
  'mail.recovery.heading': 'Password recovery',
  'mail.recovery.body':
    'Hello, {name}. Use the code below on the "Create password" page to choose a new password. It is valid for {minutes} minutes.',
  'mail.recovery.code': 'Code: {code}',
  'mail.recovery.ignore': 'If you did not ask for it, ignore this message: your password stays the same.',
  'mail.emailConfirm.subject': 'Confirm your e-mail',
  'mail.emailConfirm.heading': 'Confirm your e-mail',
  'mail.emailConfirm.body':
    'Hello, {name}. Click the button below to confirm {email} as the e-mail of your account; the link is valid for {days} days.',
  'mail.emailConfirm.ignore': 'If you did not create an account, just ignore this message.',
  'mail.emailConfirm.action': 'Confirm e-mail',
  'privacy.accountDeleted': 'Your account has been deleted. We sent a confirmation to {email}.',
  'mail.accountDeleted.subject': 'Your account has been deleted',
  'mail.accountDeleted.heading': 'Account deleted',
  'mail.accountDeleted.body':
    'Hello, {name}. As you asked, your account in the Industrial Catalogue has been deleted: your personal data were erased, your company (if you had one) left the catalogue and every login of the account has ended.',
  'mail.accountDeleted.kept':
    'Quotes you requested and proposals your company sent stay with the companies and customers who received them, anonymised: without your name or contact details.',
  'mail.accountDeleted.notYou':
    'If you did not ask for this, contact the association at once. This is the last message we send to this address.',
} as const;
