// The small objects many answers name the same way: a course, a person, and the id of what a
// DELETE (or a leave, a cancel) removed.
import { Type } from 'typebox';
import type { Removed } from '@lectern/shared-api/contract';
import { matchesContract } from './contract-match.ts';

/** A course named inside another answer: enough to show its code and name and to link to it. */
export const CourseRefSchema = Type.Object({ id: Type.String(), courseCode: Type.String(), courseName: Type.String() });

/** A person named inside another answer (an author, an owner, a member). */
export const PersonRefSchema = Type.Object({ id: Type.String(), firstName: Type.String(), lastName: Type.String() });

/** The answer of a removal: the id of what is gone. */
export const RemovedSchema = matchesContract<Removed>()(Type.Object({ id: Type.String() }));
