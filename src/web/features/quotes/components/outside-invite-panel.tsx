import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGS, type Lang } from '../../../../shared/lang';
import { parseLocalized } from '../../../../shared/messages/zod-issues';
import { OUTSIDE, outsideInviteBody } from '../../../../shared/schemas/quote-outside';
import { Button } from '../../../components/ui/button';
import { Field, inputClass } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toast';
import { isOk, refusalText } from '../../../lib/api-answer';
import { useLanguage } from '../../../lib/use-language';
import { useInviteOutside, useOutsideInvites, useRevokeOutside } from '../api/quote-outside';
import { OutsideInviteLine } from './outside-invite-line';
import styles from './quote-share-panel.module.css';

const EMPTY = { email: '', cnpj: '', name: '' };

/**
 * Issue 34 item 7 (decision 0045): the buyer of an open quote invites a supplier not in the catalogue
 * by e-mail, in the language the buyer picks, and sees and revokes the invitations.
 */
export function OutsideInvitePanel({ reqId, open }: { reqId: string; open: boolean }) {
  const { t } = useTranslation('quote-compare');
  const { lang } = useLanguage();
  const invites = useOutsideInvites(reqId);
  const invite = useInviteOutside(reqId);
  const revoke = useRevokeOutside(reqId);
  const [draft, setDraft] = useState(EMPTY);
  const [language, setLanguage] = useState<Lang>(lang);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const rows = invites.data ?? [];

  const submit = async () => {
    const body = { req_id: reqId, ...draft, language };
    const parsed = await parseLocalized(outsideInviteBody, body, lang);
    setErrors(parsed.ok ? {} : parsed.fields);
    setRefusal(null);
    if (!parsed.ok) return;
    const answer = await invite.mutateAsync(parsed.data);
    if (!isOk(answer)) {
      if (answer && answer.response === false && answer.fields) setErrors(answer.fields);
      return setRefusal(refusalText(answer, t('outside.failed')));
    }
    setDraft(EMPTY);
    toast.success(t('outside.sent', { email: parsed.data.email }));
  };
  const field = (key: keyof typeof EMPTY, type = 'text') => (
    <Field label={t(`outside.${key}`)} error={errors[key]}>
      {(control) => (
        <input
          {...control}
          className={inputClass}
          type={type}
          value={draft[key]}
          onChange={(event) => setDraft((d) => ({ ...d, [key]: event.target.value }))}
        />
      )}
    </Field>
  );

  return (
    <section className={styles.panel} aria-labelledby="outside-invite-heading">
      <h3 id="outside-invite-heading">{t('outside.heading')}</h3>
      <p className={styles.note}>{t('outside.about', { days: OUTSIDE.days, perDay: OUTSIDE.buyerPerDay })}</p>
      {open && (
        <form
          className={styles.panel}
          noValidate
          aria-busy={invite.isPending}
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          {field('email', 'email')}
          {field('name')}
          {field('cnpj')}
          <fieldset className={styles.languages}>
            <legend>{t('outside.language')}</legend>
            {LANGS.map((l) => (
              <label key={l}>
                <input
                  type="radio"
                  name={`outside-language-${reqId}`}
                  value={l}
                  checked={language === l}
                  onChange={() => setLanguage(l)}
                />{' '}
                {t(`outside.languages.${l}`)}
              </label>
            ))}
          </fieldset>
          {refusal && (
            <p role="alert" className={styles.note}>
              {refusal}
            </p>
          )}
          <div className={styles.actions}>
            <Button type="submit" size="small" disabled={invite.isPending}>
              {t('outside.invite')}
            </Button>
          </div>
        </form>
      )}
      {rows.length > 0 && (
        <ul className={styles.links} aria-label={t('outside.listLabel')}>
          {rows.map((row) => (
            <li key={row.reqId} className={styles.link}>
              <OutsideInviteLine row={row} />
              {row.state !== 'revoked' && row.state !== 'expired' && !row.company && (
                <Button
                  variant="secondary"
                  size="small"
                  aria-label={t('outside.revokeLabel', { email: row.email })}
                  disabled={revoke.isPending}
                  onClick={() =>
                    revoke.mutate(row.reqId, {
                      onSuccess: () => toast.success(t('outside.revoked')),
                      onError: (error) => toast.error(error.message),
                    })
                  }
                >
                  {t('outside.revoke')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The mark an outside supplier's name carries in the comparison and the proposals. */
export function OutsideMark({ outside }: { outside?: boolean }) {
  const { t } = useTranslation('quote-compare');
  if (!outside) return null;
  return <span className={styles.outsideMark}>{t('outside.mark')}</span>;
}
