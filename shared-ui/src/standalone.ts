// @lectern/shared-ui/standalone: how a remote's own dev page (its bootstrap.tsx) mounts it. Its
// own entry: the shell mounts remotes itself, so no page the shell serves needs it.
export { mountStandalone } from './standalone/mountStandalone.tsx';
