// @lectern/shared-ui/modal: dialogs. Their own entry: only the student and management areas
// use them, and a shared module cannot be tree-shaken, so in the main entry they would cost every page.
export { Modal, type ModalProps, type ModalSize, type ModalPlacement } from './primitives/Modal.tsx';
export { ConfirmDialog, type ConfirmDialogProps } from './primitives/ConfirmDialog.tsx';
