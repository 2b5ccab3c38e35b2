import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuoteInfo } from '../../../../shared/schemas/quote-read';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { toast } from '../../../components/ui/toast';
import { isOk } from '../../../lib/api-answer';
import { serverProblem } from '../../../lib/server-errors';
import { useApi } from '../../../lib/services';
import type { QuoteSide } from '../api/list-quotes';
import { useChooseProposal } from '../api/quote-changes';
import { downloadQuoteFile } from '../api/quote-file';

export interface ProposalActions {
  /** Whether the reader may choose a proposal now (the customer, while the quote is open). */
  canChoose: boolean;
  /** Downloads a proposal's PDF (its file reqId); a failure is a toast. */
  download: (file: string) => void;
  /** Asks to confirm, then chooses the proposal (its reqId). */
  choose: (reqId: string) => void;
  /** The confirmation, while one is asked: render it once. */
  dialog: ReactNode;
}

/**
 * Downloading a proposal and choosing one (after confirming), shared by the comparison's rows and
 * cards and the proposals' history, so both offer the same buttons with one confirmation.
 */
export function useProposalActions(quote: QuoteInfo, side: QuoteSide): ProposalActions {
  const { t } = useTranslation('quotes');
  const api = useApi();
  const chooseProposal = useChooseProposal();
  const [confirming, setConfirming] = useState<string | null>(null);

  const onChoose = async (reqId: string) => {
    const answer = await chooseProposal.mutateAsync(reqId);
    setConfirming(null);
    const problem = serverProblem(answer, t('view.failed'));
    if (problem === null) toast.success(String((isOk(answer) && answer.message) || t('view.chosen')));
    else toast.error(problem);
  };

  return {
    canChoose: side === 'customer' && quote.status === 'a' && !quote.proposalChosen,
    download: (file) =>
      void downloadQuoteFile(api, file).then((problem) => {
        if (problem !== null) toast.error(problem || t('view.failed'));
      }),
    choose: setConfirming,
    dialog: confirming && (
      <ConfirmModal
        title={t('view.chooseTitle')}
        text={t('view.chooseConfirm')}
        yes={t('view.chooseYes')}
        no={t('view.chooseNo')}
        busy={chooseProposal.isPending}
        onYes={() => void onChoose(confirming)}
        onClose={() => setConfirming(null)}
      />
    ),
  };
}
