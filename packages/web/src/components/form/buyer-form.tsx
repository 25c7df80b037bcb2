import {
  countryOfCurrency,
  FIELD_MAX,
  organiserOrderForm,
  regionDecidesTax,
  TAX_REGIONS,
  taxRegionCode,
  type CartLine,
  type Translate,
} from '@fundshop/core';
import { Stack, type SxProps, type Theme } from '@mui/material';
import { useEffect, useRef, type ReactNode } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { BusyButton } from '../busy-button.tsx';
import { countryOptions } from './country-options.ts';
import { FormFields, type FieldSpec } from './form-text-field.tsx';
import { useT } from '../../lib/i18n.tsx';

/**
 * The buyer's details of an order (SPEC §5), shared by the store's checkout (shop feature) and the organiser's or
 * seller's 'Skapa beställning' / 'Ändra beställning' (order feature): the same fields in the same order, each
 * form with its own schema and its own call.
 */

/** The SPEC §5 checkout form as typed (all text; the schema trims and checks); the schemas' input type. */
export interface BuyerFormValues {
  buyerFirstName: string;
  buyerLastName: string;
  buyerEmail: string;
  buyerPhoneNumber: string;
  countryCode: string;
  streetAddress: string;
  apartment?: string;
  city: string;
  state: string;
  postalCode: string;
  personalMessage?: string;
  /** Contact person/seller orders only (SPEC §5). */
  note: string;
}

/** The organiser form's note without its default: every field of the form holds a string. */
export const buyerNote = organiserOrderForm.shape.note.unwrap();

const MAX = FIELD_MAX.checkout;

const FIELDS: readonly (keyof BuyerFormValues)[] = [
  'buyerFirstName',
  'buyerLastName',
  'buyerEmail',
  'buyerPhoneNumber',
  'countryCode',
  'streetAddress',
  'apartment',
  'city',
  'state',
  'postalCode',
  'personalMessage',
  'note',
];

/**
 * The form's first values from a draft or an edited order; the country defaults to the group's (the likeliest
 * country of its supporters). A region typed before it was chosen from a list ('Ontario', 'il') is the list's code.
 */
export function buyerFormValues(currencyCode: string, draft: Partial<Record<string, string>>): BuyerFormValues {
  const values = Object.fromEntries(FIELDS.map((field) => [field, draft[field] ?? ''])) as unknown as BuyerFormValues;
  if (!values.countryCode) values.countryCode = countryOfCurrency(currencyCode) ?? '';
  if (regionDecidesTax(values.countryCode)) values.state = taxRegionCode(values.countryCode, values.state) ?? '';
  return values;
}

/** What the buyer's fields need of the form: its fields, and the country's watch to fit the region to it. */
type BuyerForm<O> = Pick<
  UseFormReturn<BuyerFormValues, unknown, O>,
  'register' | 'formState' | 'control' | 'getValues' | 'setValue'
>;

/**
 * The country chosen, keeping the region one of its own: where a state or province decides the tax (US, CA) the
 * buyer chooses it from core's list (docs/decisions/0063), so a change of country drops a region the new one does
 * not have (and a list's code, meaningless in a country without a list).
 */
function useCountryWithItsRegion<O>({ control, getValues, setValue }: BuyerForm<O>): string {
  const country = useWatch({ control, name: 'countryCode' });
  const before = useRef(country);
  useEffect(() => {
    const previous = before.current;
    if (previous === country) return;
    before.current = country;
    const state = getValues('state');
    const kept = regionDecidesTax(country)
      ? (taxRegionCode(country, state) ?? '')
      : regionDecidesTax(previous)
        ? ''
        : state;
    if (kept !== state) setValue('state', kept, { shouldDirty: true });
  }, [country, getValues, setValue]);
  return country;
}

/** The 'State/Province/Region' field: a select of the country's regions where one decides the tax, else text. */
function regionField(country: string, t: Translate, helperText?: string): FieldSpec<BuyerFormValues> {
  const common = { name: 'state', label: t('form.state'), autoComplete: 'address-level1', helperText } as const;
  if (!regionDecidesTax(country)) return common;
  const regions: Record<string, string> = TAX_REGIONS[country];
  return {
    ...common,
    type: 'select',
    placeholder: t('form.chooseRegion', { country }),
    options: Object.entries(regions).map(([value, label]) => ({ value, label })),
  };
}

/** The cart as the order calls take it. */
export function orderLines(cart: readonly CartLine[]) {
  return cart.map(({ productId, amountOrdered, productName, productPrice }) => ({
    productId,
    amountOrdered,
    productName,
    productPrice,
  }));
}

/**
 * The buyer's fields in SPEC §5's order. Phone and address are optional in every form (an e-book needs neither,
 * docs/decisions/0053); `optionalContact` marks last name, email and region optional too (an organiser's or seller's
 * order, paid in cash: a name is enough); `withNote` adds the note only such an order takes. `withContact` false leaves out the supporter's
 * last name, email, phone and address: a seller editing an order is not shown them (docs/decisions/0036).
 */
export function BuyerFields<O>({
  form,
  sellerName,
  optionalContact,
  withNote,
  withContact = true,
}: {
  form: BuyerForm<O>;
  sellerName: string;
  optionalContact: boolean;
  withNote: boolean;
  withContact?: boolean;
}) {
  const t = useT();
  const country = useCountryWithItsRegion(form);
  const optional = optionalContact ? t('dashboard.optional') : undefined;
  const alwaysOptional = t('form.optional');
  const noteField: FieldSpec<BuyerFormValues>[] = withNote
    ? [{ name: 'note', label: t('dashboard.note'), helperText: t('dashboard.optional'), multiline: true, minRows: 2 }]
    : [];
  // Every form, with the contact details or without, ends with the message to the seller and then the note.
  const closingFields: FieldSpec<BuyerFormValues>[] = [
    {
      name: 'personalMessage',
      label: t('form.personalMessage'),
      helperText: t('form.personalMessageHint', { name: sellerName }),
    },
    ...noteField,
  ];
  if (!withContact) {
    return (
      <FormFields
        form={form}
        limits={MAX}
        fields={[{ name: 'buyerFirstName', label: t('form.firstName'), autoComplete: 'off' }, ...closingFields]}
      />
    );
  }
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormFields
          form={form}
          limits={MAX}
          fields={[
            { name: 'buyerFirstName', label: t('form.firstName'), autoComplete: 'given-name' },
            { name: 'buyerLastName', label: t('form.lastName'), autoComplete: 'family-name', helperText: optional },
          ]}
        />
      </Stack>
      <FormFields
        form={form}
        limits={MAX}
        fields={[
          {
            name: 'buyerEmail',
            label: t('form.email'),
            type: 'email',
            autoComplete: 'email',
            helperText: optional,
            htmlInput: { inputMode: 'email' },
          },
          {
            name: 'buyerPhoneNumber',
            label: t('form.phoneNumber'),
            type: 'tel',
            autoComplete: 'tel',
            helperText: alwaysOptional,
            htmlInput: { inputMode: 'tel' },
          },
          {
            name: 'countryCode',
            label: t('form.country'),
            type: 'select',
            autoComplete: 'country',
            placeholder: t('form.chooseCountry'),
            options: countryOptions(t),
          },
          {
            name: 'streetAddress',
            label: t('form.streetAddress'),
            autoComplete: 'address-line1',
            helperText: alwaysOptional,
          },
          {
            name: 'apartment',
            label: t('form.apartment'),
            autoComplete: 'address-line2',
            helperText: alwaysOptional,
          },
        ]}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormFields
          form={form}
          limits={MAX}
          fields={[
            { name: 'city', label: t('form.city'), autoComplete: 'address-level2', helperText: alwaysOptional },
            regionField(country, t, optional),
          ]}
        />
      </Stack>
      <FormFields
        form={form}
        limits={MAX}
        fields={[
          { name: 'postalCode', label: t('form.postalCode'), autoComplete: 'postal-code', helperText: alwaysOptional },
          ...closingFields,
        ]}
      />
    </>
  );
}

/** Pay or save, with a spinner in place of a second click while the call runs. */
export function BuyerSubmitButton({ busy, children, sx }: { busy: boolean; children: ReactNode; sx?: SxProps<Theme> }) {
  return (
    <BusyButton type="submit" variant="contained" size="large" busy={busy} spinnerSize={18} sx={sx}>
      {children}
    </BusyButton>
  );
}
