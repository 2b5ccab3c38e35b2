import { quoteLink } from '../../../shared/quote-link';
import { formatDateTime } from '../../../shared/rules/date-time-format';
import { DAY_MS } from '../../../shared/time';
import type { MailMessage } from '../../lib/mail-template';
import { catalogueMail, renderMail } from '../../lib/mail-template';
import type { JobDefinition } from '../../plugins/jobs';
import { claimReminders } from './quote-deadline-repository';
import { notice, type QuoteDeps } from './quote-notices';
import { companyTargets } from './quote-targets-repository';

/** Recipients that have not answered are reminded this long before the deadline (issue 18). */
export const REMINDER_BEFORE_MS = DAY_MS;

/**
 * Reminds, once each, the recipients of open quotes whose deadline is within 24 hours of `now` and
 * that have neither proposed nor declined: a notification and an e-mail in the company owner's
 * language. The rows are claimed and the notifications stored in one transaction; the e-mails leave
 * after it commits (a mail fault is logged, the reminder is not sent again). Answers how many.
 */
export async function sendDeadlineReminders(deps: QuoteDeps, now = new Date()): Promise<number> {
  const mails = await deps.db.transaction(async (tx) => {
    const claimed = await claimReminders(tx, now, REMINDER_BEFORE_MS);
    const targets = await companyTargets(tx, [...new Set(claimed.map((c) => c.companyId))]);
    const out: MailMessage[] = [];
    for (const reminder of claimed) {
      const target = targets.get(reminder.companyId);
      if (!target) continue;
      // The notice and the e-mail open the quote's view (issue 18 item 7).
      const link = quoteLink(reminder.reqId, 'company');
      await notice(
        tx,
        target,
        'deadlineReminder',
        { title: reminder.title },
        { publicUrl: deps.config.publicUrl, link },
      );
      const params = { title: reminder.title, deadline: formatDateTime(reminder.deadline, target.lang) };
      const url = `${deps.config.publicUrl}${link}`;
      out.push({
        to: target.email,
        ...renderMail(catalogueMail(target.lang, 'deadlineReminder', ['body', 'hint'], params, url)),
      });
    }
    return out;
  });
  await deps.mailer.sendAfterCommit(mails, 'quote mail not sent');
  return mails.length;
}

/** Every minute, one process of all sends the reminders due (plugins/jobs.ts). */
export const deadlineRemindersJob: JobDefinition = {
  name: 'quote-deadline-reminders',
  cron: '* * * * *',
  run: (app) => sendDeadlineReminders(app),
};
