import { Type } from 'typebox';

/** `:id` of every material route; a malformed id is a 404 like an unknown one (share links get mangled). */
export const MaterialParams = Type.Object({ id: Type.String({ description: 'The material id (uuid)' }) });
