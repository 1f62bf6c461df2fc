// What an approved upload may earn (contract rewards.ts): the notice at the SKIP_QUEUE_AT-th
// approval, and the one printing credit from PRINTING_CREDIT_AT on. Runs in the decision's
// transaction, so a reward and its notice land with the approval or not at all.
import type { Kysely } from 'kysely';
import { PRINTING_CREDIT_AT, REWARD_MESSAGES, SKIP_QUEUE_AT } from '@lectern/shared-api/contract';
import type { Database } from '../../platform/db/schema.ts';
import { notify } from '../notifications/index.ts';
import { approvedUploads } from './rewards-repository.ts';

const DASHBOARD = '/dashboard';

/** Grants what `uploaderId`'s approvals (this one included, already recorded) have earned. */
export async function grantUploadRewards(trx: Kysely<Database>, uploaderId: string, at: Date): Promise<void> {
  // One uploader's approvals are counted one decision at a time: two approved at once would
  // otherwise both count to SKIP_QUEUE_AT (each missing the other's) and notify twice.
  await trx.selectFrom('users').select('id').where('id', '=', uploaderId).forNoKeyUpdate().execute();
  const approved = await approvedUploads(trx, uploaderId);

  // Exactly at the threshold: the record only grows (a deleted material's approval stays), so this happens once.
  if (approved === SKIP_QUEUE_AT) {
    await notify(trx, { userId: uploaderId, type: 'reward-earned', title: REWARD_MESSAGES.skipQueueTitle, body: REWARD_MESSAGES.skipQueueBody, link: DASHBOARD });
  }

  if (approved >= PRINTING_CREDIT_AT) {
    // One per person, ever (unique user_id): only the approval that makes the row tells them.
    const credit = await trx
      .insertInto('printing_credits')
      .values({ user_id: uploaderId, earned_at: at })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (credit) {
      await notify(trx, {
        userId: uploaderId,
        type: 'reward-earned',
        title: REWARD_MESSAGES.printingCreditTitle,
        body: REWARD_MESSAGES.printingCreditBody,
        link: DASHBOARD,
      });
    }
  }
}
