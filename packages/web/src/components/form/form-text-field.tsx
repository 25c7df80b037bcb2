import { Box, Grid, InputAdornment, TextField, type GridProps, type TextFieldProps } from '@mui/material';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { get, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { RENDERING_ON_SERVER } from '../../lib/rendering-on-server.ts';
import { PasswordField } from '../password-field.tsx';
import { useErrorText } from '../../lib/i18n.tsx';
import { useFocusWhenShown } from '../../lib/use-focus-when-shown.ts';

export interface FormFieldProps<T extends FieldValues, O> {
  form: Pick<UseFormReturn<T, unknown, O>, 'register' | 'formState'>;
  name: Path<T>;
  /** From core's FIELD_MAX, the same number the schema enforces. */
  maxLength?: number;
  /** Shown while the field has no error. */
  helperText?: string;
}

/**
 * The field's default value as an attribute of its element while the server renders the form, so its page shows it
 * before the app runs (docs/decisions/0029). In the browser the form's registration sets the value: a defaultValue
 * there would make Preact's React layer treat MUI's uncontrolled input as controlled, and reset what is typed.
 */
function defaultOf<T extends FieldValues, O>(form: FormFieldProps<T, O>['form'], name: Path<T>): unknown {
  return RENDERING_ON_SERVER ? get(form.formState.defaultValues, name) : undefined;
}

/** The field's current error message, if any. */
export function fieldErrorOf<T extends FieldValues, O>(
  form: FormFieldProps<T, O>['form'],
  name: Path<T>,
): string | undefined {
  const error: { message?: unknown } | undefined = get(form.formState.errors, name);
  return typeof error?.message === 'string' ? error.message : undefined;
}

type TextProps = Omit<TextFieldProps, 'name' | 'error' | 'helperText' | 'slotProps' | 'type'> & {
  type?: 'text' | 'email' | 'tel' | 'number';
  /** Further attributes of the <input> (inputMode, min, step...). */
  htmlInput?: InputHTMLAttributes<HTMLInputElement>;
  /** Shown before the value, such as a currency symbol. */
  startAdornment?: ReactNode;
  /** Reshapes what is typed before the form sees it (card number groups, MM/YY). */
  format?: (value: string) => string;
  /** Shown at the end of the helper line even while there is an error, such as a character count '12/999'. */
  counter?: string;
};

/** A text input registered on the form, showing its error in place of the helper text. */
export function FormTextField<T extends FieldValues, O>({
  form,
  name,
  maxLength,
  helperText,
  htmlInput,
  startAdornment,
  format,
  counter,
  fullWidth = true,
  autoFocus,
  ...props
}: FormFieldProps<T, O> & TextProps) {
  const errorText = useErrorText();
  const focusInput = useFocusWhenShown(autoFocus === true);
  const message = errorText(fieldErrorOf(form, name));
  const registration = form.register(name);
  const helper = message ?? helperText;
  return (
    <TextField
      {...props}
      defaultValue={defaultOf(form, name)}
      {...registration}
      onChange={(event) => {
        if (format) event.target.value = format(event.target.value);
        return registration.onChange(event);
      }}
      fullWidth={fullWidth}
      inputRef={focusInput}
      error={message !== undefined}
      helperText={
        counter === undefined ? (
          helper
        ) : (
          <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
            <span>{helper}</span>
            <Box component="span" sx={{ flexShrink: 0 }}>
              {counter}
            </Box>
          </Box>
        )
      }
      slotProps={{
        htmlInput: { ...htmlInput, maxLength },
        input: startAdornment
          ? { startAdornment: <InputAdornment position="start">{startAdornment}</InputAdornment> }
          : {},
      }}
    />
  );
}

/** One text field of a form as data: FormTextField's props without the form and the limit. */
export type TextFieldSpec<T extends FieldValues> = Omit<FormFieldProps<T, unknown>, 'form' | 'maxLength'> &
  TextProps & {
    label: string;
    /** Its Grid item's size, where the fields sit in a Grid and this one differs from the rest. */
    gridSize?: GridProps['size'];
  };

/** A password field as data: FormPasswordField's props without the form and the limit. */
export type PasswordFieldSpec<T extends FieldValues> = Omit<FormFieldProps<T, unknown>, 'form' | 'maxLength'> &
  Omit<PasswordProps, 'label'> & {
    type: 'password';
    label: string;
    gridSize?: GridProps['size'];
  };

/** A select as data: FormSelectField's props without the form. */
export type SelectFieldSpec<T extends FieldValues> = Omit<SelectProps<T, unknown>, 'form'> & {
  type: 'select';
  gridSize?: GridProps['size'];
};

/** One field of a form as data: a text field unless its `type` says password or select. */
export type FieldSpec<T extends FieldValues> = TextFieldSpec<T> | PasswordFieldSpec<T> | SelectFieldSpec<T>;

/** The input a spec describes, registered on the form, limited by `maxLength` (a select has no limit). */
function FormField<T extends FieldValues, O>({
  form,
  field,
  maxLength,
}: {
  form: FormFieldProps<T, O>['form'];
  field: FieldSpec<T>;
  maxLength: number | undefined;
}) {
  if (field.type === 'select') {
    const { type: _select, ...select } = field;
    return <FormSelectField form={form} {...select} />;
  }
  if (field.type === 'password') {
    const { type: _password, ...password } = field;
    return <FormPasswordField form={form} maxLength={maxLength} {...password} />;
  }
  return <FormTextField form={form} maxLength={maxLength} {...field} />;
}

/**
 * A form's fields described as data, in order, each limited by its entry in `limits` (a FIELD_MAX group: the
 * numbers the schema enforces). With `gridSize` each field sits in a Grid item of that size.
 */
export function FormFields<T extends FieldValues, O>({
  form,
  fields,
  limits,
  gridSize,
}: {
  form: FormFieldProps<T, O>['form'];
  fields: readonly FieldSpec<T>[];
  limits: Partial<Record<Path<T>, number>>;
  gridSize?: GridProps['size'];
}) {
  return fields.map(({ gridSize: ownSize, ...field }) => {
    const input = <FormField key={field.name} form={form} field={field} maxLength={limits[field.name]} />;
    return gridSize === undefined ? (
      input
    ) : (
      <Grid key={field.name} size={ownSize ?? gridSize}>
        {input}
      </Grid>
    );
  });
}

type SelectProps<T extends FieldValues, O> = Omit<FormFieldProps<T, O>, 'maxLength'> & {
  label: string;
  /** The disabled first option of a select that starts unchosen; a select that always has a value has none. */
  placeholder?: string;
  /** `lang`: an option in another language than the page's (a language's own name). */
  options: readonly { value: string; label: string; lang?: string }[];
  autoComplete?: string;
};

/** A native select registered on the form; one that may start unchosen opens on a disabled placeholder. */
export function FormSelectField<T extends FieldValues, O>({
  form,
  name,
  label,
  placeholder,
  options,
  autoComplete,
  helperText,
}: SelectProps<T, O>) {
  const errorText = useErrorText();
  const message = errorText(fieldErrorOf(form, name));
  return (
    <TextField
      select
      label={label}
      autoComplete={autoComplete}
      defaultValue={defaultOf(form, name)}
      {...form.register(name)}
      error={message !== undefined}
      helperText={message ?? helperText}
      fullWidth
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {placeholder === undefined ? null : (
        <option value="" disabled>
          {placeholder}
        </option>
      )}
      {options.map((option) => (
        <option key={option.value} value={option.value} lang={option.lang}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}

type PasswordProps = Omit<TextFieldProps, 'name' | 'error' | 'helperText' | 'slotProps' | 'type'>;

/** A password input (with its show/hide toggle) registered on the form. */
export function FormPasswordField<T extends FieldValues, O>({
  form,
  name,
  maxLength,
  helperText,
  fullWidth = true,
  ...props
}: FormFieldProps<T, O> & PasswordProps) {
  const errorText = useErrorText();
  const message = errorText(fieldErrorOf(form, name));
  return (
    <PasswordField
      {...props}
      {...form.register(name)}
      fullWidth={fullWidth}
      maxLength={maxLength}
      error={message !== undefined}
      helperText={message ?? helperText}
    />
  );
}
