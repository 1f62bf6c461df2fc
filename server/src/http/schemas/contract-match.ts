// Ties a TypeBox schema to its contract type at compile time. Fastify serialises a response
// through its schema and drops any field the schema does not name, so a field added to a
// contract type and forgotten here would vanish silently; with this, `npm run typecheck` fails.
import type { Static, TSchema } from 'typebox';

/** True only when A and B are the same type (each assignable to the other is not enough for optional fields). */
export type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

type Mismatch<S, C> = { schemaDiffersFromContract: { schema: S; contract: C } };

/**
 * `matchesContract<SessionUser>()(Type.Object({...}))` returns the schema unchanged, and does not
 * compile unless `Static<typeof schema>` equals `SessionUser`.
 */
export function matchesContract<Contract>() {
  return <S extends TSchema>(schema: S & (Equal<Static<S>, Contract> extends true ? unknown : Mismatch<Static<S>, Contract>)): S => schema;
}
