/**
 * Stable error codes of the API. The server raises them, one handler turns them into the envelope
 * `{ response: false, error, message }`, and the web client acts on the session ones.
 * Each code's message is `error.<CODE>` in the catalogue's errors.json (decision 0013).
 */
export const ERROR_CODES = {
  // Session protocol (DECISIONS.md 4)
  SES001: 'Unknown or missing app session: open a new one with GET /app/session/open.',
  SES002: 'The token header does not belong to this app session: open a new session.',
  SES003: 'The login has ended (logout elsewhere or expiry): the client forgets the user.',
  SES006: 'This call needs a logged-in user and there is none.',
  ATA002: 'The token has expired: renew it with GET /app/session/info and retry.',
  // Request faults (HTTP status other than 200)
  GEN400:
    'A fault of the request itself: HTTP 400 (malformed JSON, a path that is not valid percent-encoding, a request that cannot be parsed, HTTP/1.1 without Host), or the more exact 4xx it calls for: 415 a body that is not JSON, 431 headers over 16 KiB, 414 a path parameter too long, 408 a request not received in time.',
  GEN404: 'No route has this method and path (HTTP 404).',
  GEN413: 'Body larger than this route accepts (HTTP 413).',
  GEN429: 'Too many requests (HTTP 429).',
  GEN500: 'Server fault (HTTP 500).',
  GEN503: 'The database cannot be reached for now (HTTP 503, with Retry-After in seconds): retry later.',
  // Business outcomes (HTTP 200, response false)
  VAL001: 'Validation failed: `fields` maps each field to its message.',
  NFD001: 'The record does not exist or is not yours.',
  AUT001: 'Wrong CPF or password.',
  AUT002:
    'Too many attempts (HTTP 429, DECISIONS.md 3: a rate limit), with Retry-After in seconds: try again later.',
  AUT003: 'Invalid or expired persistent login token.',
  AUT004: 'Invalid, used or expired recovery code, or one this app session did not ask for.',
  AUT005: 'The current password is wrong.',
  REG001: 'This CPF is already registered.',
  EML001: 'Invalid, expired or already used confirmation link.',
  EML002: 'The e-mail is already confirmed.',
  NWS001: 'Invalid or already used newsletter confirmation link.',
  NWS002: 'The e-mail is already subscribed to the newsletter (sign-up or a later confirmation link).',
  CMP001: 'This CNPJ is already registered.',
  CMP002: 'The user already has a company.',
  CMP003: 'The user has no company.',
  FIL001: 'A file was refused (type, size, count or shape); the message names it.',
  QTE001: 'The quote is not open for this action.',
  QTE002: 'This question was already answered.',
  QTE003: 'A proposal was sent less than 60 s ago.',
  QTE004: 'A proposal was already chosen for this quote.',
  QTE005: 'No company can receive this quote.',
  QTE006: 'The proposal was replaced by a newer one from the same company; only its latest can be chosen.',
  QTE007: 'The company that sent this proposal has left the catalogue; it cannot be chosen.',
  QTE008:
    'The quote lists no items: it cannot be awarded per item (POST /quotes/award_items); choose one proposal.',
  QTE009:
    'A split award must name every item of the quote exactly once (an item left out, repeated or unknown).',
  QTE010:
    'An item was awarded to a proposal that did not price it (cannot supply, or no line); the message names both.',
  QDL001: 'The response deadline of the quote has passed: no new proposal or question (issue 18).',
  QDL002: 'A new deadline must be later than the current one.',
  // A second round (issue 34 item 6, decision 0040)
  QRV001: 'No proposal was sent yet: there is no offer to revise.',
  QRV002: 'The quote had its last revision round.',
  QRV003: 'The quote is in a revision round: only companies that proposed may send.',
  // Messages after the award (issue 34 item 8, decision 0041)
  QTH001: 'The buyer closed the messages of this quote.',
  QDC001: 'The company already declined this quote.',
  QDC002: 'The company already sent a proposal for this quote; it cannot decline it.',
  QDC003: 'The company declined this quote; it cannot send a proposal.',
  QRC001: 'The rating link is unknown, the proposal was not chosen, or it was already rated.',
  QRC002: 'This rating has already been performed.',
  // Share links to a comparison (issue 34 item 5, decision 0036)
  QSH001: 'The share link is unknown, has expired or was revoked.',
  QSH002: 'The quote already has as many live share links as allowed; revoke one first.',
  // Suppliers outside the catalogue (issue 34 item 7, decision 0045)
  QOS001: 'The invitation link is unknown, has expired or was revoked by the buyer.',
  QOS002: 'The buyer has invited as many outside suppliers as allowed in 24 hours (count: the limit).',
  QOS003:
    'This address was invited as many times as allowed in 24 hours, whoever invited it (count: the limit).',
  QOS004: 'This address is already invited to this quote.',
  QOS005: 'The quote has as many outside suppliers invited as allowed (count: the limit).',
  QOS006:
    'The address or CNPJ belongs to a company in the catalogue that receives quote requests (company: its name): send the request to it there instead (decision 0047).',
  QOS007:
    "The invitation was linked to the company that listed with its address (company: its name): the request goes on in the catalogue, in that company's account (decision 0048).",
  // Back office (issue 15)
  STF001: 'This call needs a staff role (editor or admin) the logged-in user does not have.',
  STF002: 'The company is already in that state (suspended, or not suspended).',
  PUB001:
    'The category is still used by companies or quote requests: merge it into another instead of removing it.',
  BLK001: 'The account is blocked by the association: no login, no quote requests (login, quote calls).',
  BLK002: 'The account is already in that state (blocked, or not blocked).',
  NWS003: 'Unknown newsletter unsubscribe link.',
  INS001: 'Unknown link to turn the monthly insights e-mail off.',
  NWS004:
    'This draft of the newsletter was already sent (same draft_key): a second send starts no new issue.',
  // Rating moderation
  RTG001: 'The rating already has an open report from its company (POST /company/rate_report).',
  RTG002: 'The association hid this rating: it cannot be reported.',
  RTG003: 'The rating is already in that state (hidden, or shown).',
  RTG004: 'The rating has no open report to dismiss.',
  // Answers to ratings
  RTG005: 'The association hid this rating: it cannot be answered (POST /company/rate_reply).',
  RTG006: 'The association hid the answer: it cannot be rewritten or removed until restored.',
  RTG007: 'The rating has no answer from its company.',
  RTG008: 'The answer is already in that state (hidden, or shown).',
  // Products and services (issue 32)
  PRD001: 'The company already lists 50 products and services (POST /company/products/save).',
  // Processes and materials vocabulary (issue 32, decision 0038)
  TRM001:
    'The company already has as many processes and materials as allowed (30), pending suggestions included (POST /company/vocabulary/save, /company/vocabulary/suggest).',
  TRM002:
    'The company already has as many pending suggestions as allowed (5) (POST /company/vocabulary/suggest).',
  TRM003:
    'The suggestion was already approved or refused (POST /admin/vocabulary/approve, /admin/vocabulary/refuse).',
  TRM004:
    'The term is already in that state (retired, or live) (POST /admin/vocabulary/retire, /admin/vocabulary/restore).',
  CRT001: 'The company already lists 20 certifications (POST /company/certifications/save).',
  // Member import (issue 33)
  IMP001: 'The file is empty: it has no header row and member rows.',
  IMP002: 'The file is larger than the import accepts (10 MB).',
  IMP003: 'The file is an old .xls or a password-protected workbook.',
  IMP004: 'The file has more rows than one import accepts.',
  IMP005: 'The file cannot be read as .xlsx or .csv.',
  IMP006: 'The sheet has merged cells.',
  IMP007: 'Rows of the file have problems: nothing was imported (the preview lists them).',
  IMP008: 'A required field has no column in the mapping.',
  IMP010:
    'The import stopped before it finished (a CNPJ was registered meanwhile, or a fault): nothing was imported.',
  IMP009: 'The import was already undone (POST /admin/member-import/undo).',
  // Claiming a listing (issue 33 item 3)
  CLM001: 'The claim link is unknown, has expired, was revoked or was already used.',
  CLM002: 'The account already owns a company: an account holds one company.',
  CLM003: 'The listing was claimed already.',
  CLM004: 'The claim is no longer waiting for a decision.',
  CLM005: 'The caller already has a claim of this listing waiting.',
  CLM006: "The listing's e-mail address failed before: no invitation is sent to it.",
  // Approval of new companies (issue 33 item 4)
  APR001: 'The company is no longer waiting for approval (decided already, or sent again meanwhile).',
  APR002:
    'Only a company the association refused can be sent for approval again (POST /company/approval_resubmit).',
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

/** HTTP status per code; business outcomes are 200, rate limits 429 (DECISIONS.md 3). */
export function httpStatusOf(code: ErrorCode): number {
  switch (code) {
    case 'GEN400':
      return 400;
    case 'GEN404':
      return 404;
    case 'GEN413':
      return 413;
    case 'GEN429':
    case 'AUT002':
      return 429;
    case 'GEN500':
      return 500;
    case 'GEN503':
      return 503;
    default:
      return 200;
  }
}
