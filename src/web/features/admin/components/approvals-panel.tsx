import { ApprovalQueue } from './approval-queue';
import { ApprovalSettings } from './approval-settings';
import claimStyles from './claims.module.css';

/** The back office's approvals tab (issue 33 item 4): the association's settings, then the queue. */
export function ApprovalsPanel() {
  return (
    <div className={claimStyles.stack}>
      <ApprovalSettings />
      <ApprovalQueue />
    </div>
  );
}
