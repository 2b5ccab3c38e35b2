import { ClaimInvitations } from './claim-invitations';
import { ClaimQueue } from './claim-queue';
import claimStyles from './claims.module.css';

/** The back office's claims tab (issue 33 item 3): the staff queue first (it waits on people), then invitations. */
export function ClaimsPanel() {
  return (
    <div className={claimStyles.stack}>
      <ClaimQueue />
      <ClaimInvitations />
    </div>
  );
}
