/** Texts the company API sends: answers of the company calls, file names and the e-mail. */
export const companyEn = {
  'company.registered':
    'Company registered! We sent a confirmation link to {email}: confirm it to receive quote requests.',
  'company.updated': 'Company data saved!',
  'company.updatedEmail':
    'Company data saved! We sent a confirmation link to {email}: confirm it to receive quote requests.',
  'company.emailResent': 'We sent a new confirmation link to {email}.',
  'company.emailConfirmed': 'Your company e-mail is confirmed! Your company can now receive quote requests.',
  'company.emailAlreadyConfirmed': 'Your company e-mail is already confirmed: there is nothing more to do.',
  'company.cityUnknown': 'Please choose a city from the list!',
  'company.categoryUnknown': 'Please choose categories from the list!',
  'company.yes': 'Yes',
  'company.no': 'No',
  'company.file.logo': 'Logo',
  'company.file.cover': 'Cover',
  'company.file.portfolioImage': 'Portfolio image {index}',
  'company.file.unreadable': '{name}: the image could not be read, use a JPG, PNG or WebP image!',
  'company.file.shape':
    '{name}: the image must be {width}x{height} pixels, or of the same proportion within {tolerance}%!',
  'company.file.tooMany':
    '{name}: the portfolio holds at most {count} images and {stored} are already stored!',
  'mail.companyEmail.subject': 'Confirm your company e-mail',
  'mail.companyEmail.heading': 'Confirm the e-mail of {company}',
  'mail.companyEmail.body':
    'This address was given as the e-mail of {company} in the Industrial Catalogue. Click the button below to confirm it; the link is valid for {days} days. Until then the company receives no quote requests.',
  'mail.companyEmail.ignore': 'If you did not expect this message, just ignore it.',
  'mail.companyEmail.action': 'Confirm e-mail',
  'mail.companySuspended.subject': '{company} has been suspended from the Industrial Catalogue',
  'mail.companySuspended.heading': '{company} is suspended',
  'mail.companySuspended.body':
    'The association has suspended {company}: it no longer appears in the public catalogue and receives no new quote requests. Quotes it has already received stay open to you.',
  'mail.companySuspended.reason': 'Reason given: {reason}',
  'mail.companySuspended.contact': 'To discuss it, reply through the contact page of the catalogue.',
  'mail.companyReinstated.subject': '{company} is back in the Industrial Catalogue',
  'mail.companyReinstated.heading': '{company} is active again',
  'mail.companyReinstated.body':
    'The association has lifted the suspension of {company}: it is listed in the public catalogue again and can receive quote requests.',
} as const;
