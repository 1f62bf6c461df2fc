// Every migration, listed in code rather than found by scanning a folder, so the same list
// works from src (tests, tsx) and from dist. Add new files here; never edit old ones.
import type { Migration, MigrationProvider } from 'kysely/migration';
import * as referenceData from './20260601000000_reference_data.ts';
import * as users from './20260601000100_users.ts';
import * as accounts from './20260610000000_accounts.ts';
import * as federatedSignIn from './20260620000000_federated_sign_in.ts';
import * as materials from './20261101000000_materials.ts';
import * as reviewActions from './20261101000100_review_actions.ts';
import * as materialListIndexes from './20261102000000_material_list_indexes.ts';
import * as portal from './20261120000000_portal.ts';
import * as people from './20261123000000_people.ts';
import * as sharedState from './20261201000000_shared_state.ts';
import * as documents from './20261210000000_documents.ts';
import * as headingVector from './20261211000000_heading_vector.ts';
import * as folders from './20261212000000_folders.ts';
import * as messaging from './20261220000000_messaging.ts';
import * as groups from './20261230000000_groups.ts';
import * as cheapLists from './20261231000000_cheap_lists.ts';
import * as materialPageShape from './20261231100000_material_page_shape.ts';
import * as deliveryOrder from './20270101000000_delivery_order.ts';
import * as releases from './20270201000000_releases.ts';
import * as searchTerms from './20270301000000_search_terms.ts';
import * as materialRequests from './20270401000000_material_requests.ts';
import * as roleChangeMessage from './20270501000000_role_change_message.ts';
import * as rateLimitBuckets from './20270510000000_rate_limit_buckets.ts';
import * as ocrPending from './20270601000000_ocr_pending.ts';

const MIGRATIONS: Record<string, Migration> = {
  '20260601000000_reference_data': referenceData,
  '20260601000100_users': users,
  '20260610000000_accounts': accounts,
  '20260620000000_federated_sign_in': federatedSignIn,
  '20261101000000_materials': materials,
  '20261101000100_review_actions': reviewActions,
  '20261102000000_material_list_indexes': materialListIndexes,
  '20261120000000_portal': portal,
  '20261123000000_people': people,
  '20261201000000_shared_state': sharedState,
  '20261210000000_documents': documents,
  '20261211000000_heading_vector': headingVector,
  '20261212000000_folders': folders,
  '20261220000000_messaging': messaging,
  '20261230000000_groups': groups,
  '20261231000000_cheap_lists': cheapLists,
  '20261231100000_material_page_shape': materialPageShape,
  '20270101000000_delivery_order': deliveryOrder,
  '20270201000000_releases': releases,
  '20270301000000_search_terms': searchTerms,
  '20270401000000_material_requests': materialRequests,
  '20270501000000_role_change_message': roleChangeMessage,
  '20270510000000_rate_limit_buckets': rateLimitBuckets,
  '20270601000000_ocr_pending': ocrPending,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => MIGRATIONS,
};
