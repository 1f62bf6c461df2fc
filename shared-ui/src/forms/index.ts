// @lectern/shared-ui/forms: form controls. Plain controlled props, so any remote can drive
// them; the formik glue (fieldProps and friends) imports only formik's types, and useServerForm,
// the one module that runs formik, is dropped from a bundle that does not call it. A separate
// entry so pages without forms never load them.
export { TextField, type TextFieldProps } from './TextField.tsx';
export { TextAreaField, type TextAreaFieldProps } from './TextAreaField.tsx';
export { PasswordField, type PasswordFieldProps } from './PasswordField.tsx';
export { Checkbox, type CheckboxProps } from './Checkbox.tsx';
export { Select, type SelectOption, type SelectProps } from './Select.tsx';
export { ChoiceFieldset, type ChoiceFieldsetProps } from './ChoiceFieldset.tsx';
export { FormError, type FormErrorProps } from './FormError.tsx';
export { FormStack, FormActions } from './formLayout.ts';
export { SubmitButton, type SubmitButtonProps } from './SubmitButton.tsx';
export { FieldRoot, Label, Hint, ErrorText, controlStyles, describedBy } from './fieldStyles.ts';
export { FileInputField, type FileInputFieldProps } from './FileInputField.tsx';
export { formatFileSize } from './fileSize.ts';
export { fieldProps, fileFieldProps, applyServerFieldErrors, showFieldError, useFocusFirstInvalid } from './formikField.ts';
export { useServerForm, type ServerFormConfig } from './useServerForm.ts';
export { FormButtons, type FormButtonsProps } from './FormButtons.tsx';
export { CoursePickerField, courseTitle, type CoursePickerFieldProps } from './CoursePickerField.tsx';
export { CoursePicker, type CoursePickerProps, type CourseSearchHook } from './CoursePicker.tsx';
