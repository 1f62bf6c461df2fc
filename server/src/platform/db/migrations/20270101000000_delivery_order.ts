// Frozen: a migration never changes once written; later changes get a new file.
// A chat's messages are answered in the order they arrived (docs/messaging.md): `arrival` numbers
// the deliveries as they are stored (received_at can tie, and delivery ids do not sort), and the
// index finds a chat's earlier unanswered ones. Rows already stored are numbered in an arbitrary
// order, which only matters for a message still unanswered while this runs.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table bot_deliveries add column arrival bigint generated always as identity`.execute(db);
  await sql`create index bot_deliveries_chat_unanswered_idx on bot_deliveries (channel, chat_id, arrival) where answered_at is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index bot_deliveries_chat_unanswered_idx`.execute(db);
  await sql`alter table bot_deliveries drop column arrival`.execute(db);
}
