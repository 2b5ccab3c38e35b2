import { useTranslation } from 'react-i18next';
import type { OutsideContact } from '../../../../shared/schemas/quote-outcome';

/**
 * Decision 0047, the owner's view once awarded: each outside supplier that won the quote or items
 * of it, to follow up with (the server sends them to the owner only).
 */
export function OutsideWinners({ contacts }: { contacts: readonly OutsideContact[] }) {
  const { t } = useTranslation('quote-compare');
  return (
    <section aria-labelledby="outside-winners">
      <h3 id="outside-winners">{t('outside.winners')}</h3>
      <p>{t('outside.winnersIntro')}</p>
      <ul>
        {contacts.map((c) => (
          <li key={c.email} style={{ overflowWrap: 'anywhere' }}>
            {c.name && <strong>{c.name} · </strong>}
            <a href={`mailto:${c.email}`}>{c.email}</a>
            {c.cnpj ? ` · ${t('outside.winnerCnpj', { cnpj: c.cnpj })}` : ''}
          </li>
        ))}
      </ul>
    </section>
  );
}
