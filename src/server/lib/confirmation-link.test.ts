import { describe, expect, it } from 'vitest';
import { CONFIRMATION_LINK_DAYS, confirmationLinkMail, newConfirmationLink } from './confirmation-link';
import { hashSecret } from './ids';

describe('confirmation links', () => {
  it('stores only the hash of the mailed token and expires after the same days for every address', () => {
    const now = new Date('2030-01-01T12:00:00Z');
    const link = newConfirmationLink(now);
    expect(link.tokenHash).toBe(hashSecret(link.token));
    expect(link.tokenHash).not.toContain(link.token);
    expect(link.expiresAt.toISOString()).toBe('2030-01-08T12:00:00.000Z');
    expect(newConfirmationLink(now).token).not.toBe(link.token);
  });

  it("writes the address's e-mail from its catalogue entry, in the recipient's language", async () => {
    const url = 'https://example.test/email_confirm/company/abc';
    const mail = confirmationLinkMail({
      to: 'owner@example.test',
      lang: 'pt-BR',
      mail: 'companyEmail',
      params: { company: 'Tornearia Alfa' },
      url,
    });
    expect(mail.to).toBe('owner@example.test');
    expect(mail.subject).toBe('Confirme o e-mail da sua empresa');
    expect(mail.text).toContain('Confirme o e-mail de Tornearia Alfa');
    expect(mail.text).toContain(`o link vale por ${CONFIRMATION_LINK_DAYS} dias`);
    expect(mail.text).toContain('Se você não esperava esta mensagem, basta ignorá-la.');
    expect(mail.text).toContain(`Confirmar e-mail: ${url}`);
    expect(mail.text).toContain('Catálogo Industrial — mensagem automática, não responda.');
    expect(mail.html).toContain(`href="${url}"`);
  });

  it('names the address and the person in the English customer e-mail', () => {
    const mail = confirmationLinkMail({
      to: 'ana@example.test',
      lang: 'en',
      mail: 'emailConfirm',
      params: { name: 'Ana', email: 'ana@example.test' },
      url: 'https://example.test/email_confirm/customer/xyz',
    });
    expect(mail.subject).toBe('Confirm your e-mail');
    expect(mail.text).toContain(
      'Hello, Ana. Click the button below to confirm ana@example.test as the e-mail of your account; the link is valid for 7 days.',
    );
  });
});
