// A field whose value may be null: the contract's `T | null`.
import { Type } from 'typebox';

export const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);
