// What domain/users offers the rest of the server; its other files are its own.
export { UNKNOWN_DEPARTMENT, UNKNOWN_FACULTY } from './messages.ts';
export { updateOwnProfile } from './profile-service.ts';
export { type KeepCount, listManagedUsers } from './users-list-repository.ts';
export { findUserByEmail, findUserById, findUserByMatricNo, insertUserIfEmailFree, markEmailVerified, setPasswordHash, toSessionUser, type UserRecord, verifyEmailThroughProvider } from './users-repository.ts';
export { isStaff, type Viewer } from './viewer.ts';
export { changeRole } from './role-change.ts';
