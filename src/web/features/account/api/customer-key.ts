/**
 * The query key of GET /customer/info, apart from its fetchers so the entry chunk (the account's
 * language sync) can name it without downloading the account's forms' code and rules.
 */
export const customerKey = ['customer', 'info'] as const;
