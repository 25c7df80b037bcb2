import { TAX_REGIONS } from '@fundshop/core';
import { fr } from '@fundshop/core/i18n/catalogues/fr';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { renderWithApp } from '../../test/render.tsx';
import { BuyerFields, buyerFormValues } from './buyer-form.tsx';
import { useZodForm } from './use-zod-form.ts';

/** Every field as typed: the test reads what the fields hold, the forms' own schemas check it. */
const text = z.string();
const schema = z.object({
  buyerFirstName: text,
  buyerLastName: text,
  buyerEmail: text,
  buyerPhoneNumber: text,
  countryCode: text,
  streetAddress: text,
  apartment: text,
  city: text,
  state: text,
  postalCode: text,
  personalMessage: text,
  note: text,
});

/** The buyer's fields on a form of their own; `onValid` gets what a submit would send. */
function TestForm({ currencyCode, onValid }: { currencyCode: string; onValid: (values: unknown) => void }) {
  const form = useZodForm(schema, buyerFormValues(currencyCode, {}));
  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)}>
      <BuyerFields form={form} sellerName="Anna" optionalContact withNote={false} />
      <button type="submit">Send</button>
    </form>
  );
}

const region = () => screen.getByLabelText<HTMLInputElement | HTMLSelectElement>('State/Province/Region');
const optionsOf = (select: HTMLSelectElement) => [...select.options].map((option) => option.value);

describe("the buyer's state or province", { timeout: 20_000 }, () => {
  it("is chosen from the country's list in the US and Canada, by code, and typed elsewhere", async () => {
    const onValid = vi.fn();
    renderWithApp(<TestForm currencyCode="USD" onValid={onValid} />);
    const user = userEvent.setup();
    const states = region();
    expect(states.tagName).toBe('SELECT');
    expect(states.value).toBe('');
    expect(optionsOf(states as HTMLSelectElement)).toEqual(['', ...Object.keys(TAX_REGIONS.US)]);
    expect(screen.getByRole('option', { name: 'Choose a state' })).toBeDisabled();
    await user.selectOptions(states, 'Illinois');
    await user.type(screen.getByLabelText('First name'), 'Alex');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onValid).toHaveBeenCalled());
    expect(onValid.mock.calls[0]![0]).toMatchObject({ countryCode: 'US', state: 'IL' });

    await user.selectOptions(screen.getByLabelText('Country'), 'CA');
    await waitFor(() => expect(optionsOf(region() as HTMLSelectElement)).toContain('ON'));
    // Illinois is no Canadian province: the choice starts over.
    expect(region().value).toBe('');
    expect(screen.getByRole('option', { name: 'Choose a province or territory' })).toBeInTheDocument();
    await user.selectOptions(region(), 'Ontario');

    await user.selectOptions(screen.getByLabelText('Country'), 'GB');
    await waitFor(() => expect(region().tagName).toBe('INPUT'));
    // A province's code means nothing in Britain: the field is empty, to be typed.
    expect(region().value).toBe('');
    await user.type(region(), 'West Yorkshire');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(2));
    expect(onValid.mock.calls[1]![0]).toMatchObject({ countryCode: 'GB', state: 'West Yorkshire' });
  });

  it("keeps a region the new country has, and reads an earlier draft's typed name as its code", async () => {
    renderWithApp(<TestForm currencyCode="NZD" onValid={vi.fn()} />);
    const user = userEvent.setup();
    // Typed in a country without a list, a name the US list has is kept once the buyer chooses the US.
    await user.type(region(), 'oregon');
    await user.selectOptions(screen.getByLabelText('Country'), 'US');
    await waitFor(() => expect(region().tagName).toBe('SELECT'));
    await waitFor(() => expect(region().value).toBe('OR'));

    expect(buyerFormValues('CAD', { state: 'ontario' })).toMatchObject({ countryCode: 'CA', state: 'ON' });
    expect(buyerFormValues('USD', { state: 'Ontario' })).toMatchObject({ countryCode: 'US', state: '' });
    expect(buyerFormValues('GBP', { state: 'Kent' })).toMatchObject({ countryCode: 'GB', state: 'Kent' });
  });

  it("says what to choose in the page's language", () => {
    renderWithApp(<TestForm currencyCode="CAD" onValid={vi.fn()} />, { language: 'fr' });
    expect(screen.getByLabelText(fr['form.state'])).toHaveProperty('tagName', 'SELECT');
    expect(screen.getByRole('option', { name: 'Choisissez une province ou un territoire' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Ontario' })).toHaveProperty('value', 'ON');
  });
});
