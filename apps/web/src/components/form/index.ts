export { TextField, type TextFieldProps } from './text-field.tsx';
export { CheckboxField, type CheckboxFieldProps } from './checkbox-field.tsx';
export { FormError, type FormErrorProps } from './form-error.tsx';
export { SubmitButton, type SubmitButtonProps } from './submit-button.tsx';
export { useServerErrors, matchField, isApiError } from './use-server-errors.ts';
export { useGuardedSubmit } from './use-guarded-submit.ts';
export { useClearErrorOnEdit } from './use-clear-error-on-edit.ts';
export { SERVER_ERROR_TYPE, fieldMessages, type FieldMessage } from './field-errors.ts';
import './form.css';
