import { FormControl, FormControlLabel, FormHelperText, FormLabel, Radio, RadioGroup } from '@mui/material';
import { useId } from 'react';
import { get, type FieldValues } from 'react-hook-form';
import { fieldErrorOf, type FormFieldProps } from './form-text-field.tsx';
import { useErrorText } from '../../lib/i18n.tsx';

/**
 * One choice of fixed options as radio buttons registered on the form (uncontrolled, like the text fields), with
 * the field's error under the group. The group is named by `label`; the error is tied to it for screen readers.
 * The group starts from the form's default: MUI's radios take their checked state from their group, and a group
 * without a value unchecks the default option whenever a radio draws again (as it does when it takes the focus).
 */
export function FormRadioGroup<T extends FieldValues, O>({
  form,
  name,
  label,
  options,
}: Omit<FormFieldProps<T, O>, 'maxLength' | 'helperText'> & {
  label: string;
  options: readonly { value: string; label: string }[];
}) {
  const id = useId();
  const errorText = useErrorText();
  const message = errorText(fieldErrorOf(form, name));
  const { ref, ...registration } = form.register(name);
  return (
    <FormControl error={message !== undefined}>
      <FormLabel id={`${id}-label`}>{label}</FormLabel>
      <RadioGroup
        defaultValue={get(form.formState.defaultValues, name)}
        aria-labelledby={`${id}-label`}
        aria-describedby={message === undefined ? undefined : `${id}-error`}
      >
        {options.map((option) => (
          <FormControlLabel
            key={option.value}
            label={option.label}
            value={option.value}
            // Every radio takes the ref: react-hook-form reads a radio field's value from all of them.
            control={<Radio {...registration} inputRef={ref} />}
          />
        ))}
      </RadioGroup>
      {message === undefined ? null : <FormHelperText id={`${id}-error`}>{message}</FormHelperText>}
    </FormControl>
  );
}
