import { COUNTRY_CODES, FIELD_MAX, MSG, sellerSelfRegistrationForm } from '@fundshop/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiRequestError } from '../../lib/api-client.ts';
import { renderWithApp } from '../../test/render.tsx';
import { FormAlert } from './form-alert.tsx';
import { FormPasswordField, FormSelectField, FormTextField, FormFields } from './form-text-field.tsx';
import { selectInput, tickedInput } from './raw-inputs.ts';
import { applyServerErrors } from './server-errors.ts';
import { useZodForm } from './use-zod-form.ts';

const schema = z.object({
  name: sellerSelfRegistrationForm.shape.name,
  email: sellerSelfRegistrationForm.shape.email,
  code: z.string().trim().min(1, 'Code is missing'),
  country: selectInput(z.enum(COUNTRY_CODES, { error: MSG.countryMissing })),
});

/** A form built from the kit; `serverError` is what the submit "call" fails with, if anything. */
function TestForm({ onValid, serverError }: { onValid: (values: unknown) => void; serverError?: unknown }) {
  const form = useZodForm(schema, { name: '', email: '', code: '', country: '' });
  const [formError, setFormError] = useState<string | null>(null);
  const onSubmit = form.handleSubmit((values) => {
    onValid(values);
    if (serverError) setFormError(applyServerErrors(form, serverError));
  });
  return (
    <form noValidate onSubmit={onSubmit}>
      <FormAlert message={formError} />
      <FormTextField form={form} name="name" label="Name" maxLength={FIELD_MAX.participant.name} helperText="Hi" />
      <FormTextField form={form} name="email" label="Email" maxLength={FIELD_MAX.participant.email} />
      <FormPasswordField form={form} name="code" label="Code" maxLength={10} />
      <FormSelectField
        form={form}
        name="country"
        label="Country"
        placeholder="Choose"
        options={[{ value: 'US', label: 'United States' }]}
      />
      <button type="submit">Send</button>
    </form>
  );
}

const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send' }));

describe('form kit', () => {
  it('takes maxLength from core and shows the helper text until there is an error', () => {
    renderWithApp(<TestForm onValid={vi.fn()} />);
    expect(screen.getByLabelText('Name').getAttribute('maxLength')).toBe(String(FIELD_MAX.participant.name));
    expect(screen.getByLabelText('Email').getAttribute('maxLength')).toBe(String(FIELD_MAX.participant.email));
    expect(screen.getByText('Hi')).toBeInTheDocument();
  });

  it('checks on submit with the core messages, focuses the first error and clears errors as the user types', async () => {
    const onValid = vi.fn();
    renderWithApp(<TestForm onValid={onValid} />);
    send();
    expect(await screen.findByText(MSG.nameMissing)).toBeInTheDocument();
    expect(screen.getByText('Code is missing')).toBeInTheDocument();
    expect(screen.getByText(MSG.countryMissing)).toBeInTheDocument();
    expect(screen.queryByText('Hi')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Name')));
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Anna' } });
    await waitFor(() => expect(screen.queryByText(MSG.nameMissing)).toBeNull());
    expect(screen.getByText('Hi')).toBeInTheDocument();
    expect(onValid).not.toHaveBeenCalled();
  });

  it('hands the submit the trimmed, parsed values', async () => {
    const onValid = vi.fn();
    renderWithApp(<TestForm onValid={onValid} />);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: '  Anna Berg ' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: ' anna@example.com ' } });
    fireEvent.change(screen.getByLabelText('Code'), { target: { value: ' abc ' } });
    fireEvent.change(screen.getByLabelText('Country'), { target: { value: 'US' } });
    send();
    await waitFor(() =>
      expect(onValid).toHaveBeenCalledWith({
        name: 'Anna Berg',
        email: 'anna@example.com',
        code: 'abc',
        country: 'US',
      }),
    );
  });

  it("puts a server's field errors on their fields and an unknown key on the form", async () => {
    const error = new ApiRequestError(409, 'error-name', 'Please fix errors and try again.', {
      email: 'This email is taken.',
      recaptchaToken: 'Captcha failed.',
    });
    renderWithApp(<TestForm onValid={vi.fn()} serverError={error} />);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Anna' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'anna@example.com' } });
    fireEvent.change(screen.getByLabelText('Code'), { target: { value: 'abc' } });
    fireEvent.change(screen.getByLabelText('Country'), { target: { value: 'US' } });
    send();
    expect(await screen.findByText('This email is taken.')).toBeInTheDocument();
    expect(screen.getByRole('alert').textContent).toBe('Captcha failed.');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Email')));
  });
});

describe('FormFields', () => {
  function FieldsForm() {
    const form = useZodForm(schema, { name: '', email: '', code: '', country: '' });
    return (
      <FormFields
        form={form}
        limits={{ ...FIELD_MAX.participant, code: 10 }}
        fields={[
          { name: 'name', label: 'Name', autoComplete: 'name', helperText: 'Hi' },
          { name: 'email', label: 'Email', type: 'email' },
          { name: 'code', label: 'Code', type: 'password', autoComplete: 'current-password' },
          {
            name: 'country',
            label: 'Country',
            type: 'select',
            placeholder: 'Choose',
            options: [{ value: 'US', label: 'United States' }],
          },
        ]}
      />
    );
  }

  it('renders the described fields in order, each with its limit from the group', () => {
    renderWithApp(<FieldsForm />);
    const [name, email] = screen.getAllByRole('textbox');
    expect(name).toBe(screen.getByLabelText('Name'));
    expect(name?.getAttribute('maxLength')).toBe(String(FIELD_MAX.participant.name));
    expect(name?.getAttribute('autoComplete')).toBe('name');
    expect(email?.getAttribute('maxLength')).toBe(String(FIELD_MAX.participant.email));
    expect(email?.getAttribute('type')).toBe('email');
    expect(screen.getByText('Hi')).toBeInTheDocument();
  });

  it('renders a password field with its show/hide toggle and a select with its placeholder', () => {
    renderWithApp(<FieldsForm />);
    const code = screen.getByLabelText('Code');
    expect(code.getAttribute('type')).toBe('password');
    expect(code.getAttribute('maxLength')).toBe('10');
    expect(code.getAttribute('autoComplete')).toBe('current-password');
    expect(screen.getByRole('button', { name: 'Show' })).toBeInTheDocument();
    expect(screen.getByLabelText('Country').tagName).toBe('SELECT');
    expect(screen.getByRole('option', { name: 'Choose' })).toBeInTheDocument();
  });
});

describe('applyServerErrors', () => {
  const form = () => ({ getValues: () => ({ name: '', email: '' }), setError: vi.fn() });

  it("returns the call's message when it named no field", () => {
    const f = form();
    expect(applyServerErrors(f, new ApiRequestError(500, 'error', 'Something went wrong'))).toBe(
      'Something went wrong',
    );
    expect(applyServerErrors(f, new Error('offline'))).toBe('offline');
    expect(f.setError).not.toHaveBeenCalled();
  });

  it('focuses only the first field, sends other keys to their handler and returns null when all found a place', () => {
    const f = form();
    const picture = vi.fn();
    const error = new ApiRequestError(400, 'validation-error', 'Fix', { name: 'A', email: 'B', picture: 'C' });
    expect(applyServerErrors(f, error, { picture })).toBeNull();
    expect(f.setError.mock.calls).toEqual([
      ['name', { message: 'A' }, { shouldFocus: true }],
      ['email', { message: 'B' }, { shouldFocus: false }],
    ]);
    expect(picture).toHaveBeenCalledWith('C');
  });
});

describe('raw inputs', () => {
  it('let a select start empty and a box start unticked, refused with the core messages', () => {
    const terms = tickedInput(sellerSelfRegistrationForm.shape.hasAcceptedTerms);
    expect(terms.safeParse(false).error?.issues[0]?.message).toBe(MSG.sellerTermsRequired);
    expect(terms.parse(true)).toBe(true);
    const country = selectInput(z.enum(COUNTRY_CODES, { error: MSG.countryMissing }));
    expect(country.safeParse('').error?.issues[0]?.message).toBe(MSG.countryMissing);
    expect(country.parse('GB')).toBe('GB');
  });
});
