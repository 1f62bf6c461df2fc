import type { GroupJoinPolicy, GroupRole } from '@lectern/shared-api/contract';
import { formatCount } from '../../../../components/formatCount.ts';

// The short words of the groups' screens (the contract holds the sentences).

/** A policy as a badge: the contract's GROUP_JOIN_POLICY_LABELS are the form's longer choices. */
export const POLICY_BADGES: Record<GroupJoinPolicy, string> = { open: 'Open', invite: 'Invite only' };
export const ROLE_LABELS: Record<GroupRole, string> = { owner: 'Owner', member: 'Member' };
export const memberCount = (count: number) => formatCount(count, 'member');
export const JOIN_FAILED = 'Could not join the group. Try again.';
