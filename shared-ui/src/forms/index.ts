// @lectern/shared-ui/forms: form controls. Plain controlled props, no form library, so any
// remote can drive them (the auth remote uses formik). A separate entry so pages without
// forms never load them.
export { TextField, type TextFieldProps } from './TextField.tsx';
export { PasswordField, type PasswordFieldProps } from './PasswordField.tsx';
export { Checkbox, type CheckboxProps } from './Checkbox.tsx';
export { Select, type SelectOption, type SelectProps } from './Select.tsx';
export { FormError, type FormErrorProps } from './FormError.tsx';
export { SubmitButton, type SubmitButtonProps } from './SubmitButton.tsx';
export { FieldRoot, Label, Hint, ErrorText, controlStyles, describedBy } from './fieldStyles.ts';
