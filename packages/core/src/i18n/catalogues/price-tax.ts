import { catalogueArea } from '../catalogue-source.ts';

/**
 * What a supporter sees of tax before paying (docs/decisions/0063): how the store's prices stand with it ('incl.
 * GST', '+ tax'), the state or province that decides it, and the order's net, tax and total on the payment page and
 * the confirmation. `{tax}` is a tax's own name or label (core's TAX_TYPE_NAMES, 'HST 13%'): never translated.
 */
export const priceTaxTexts = catalogueArea({
  en: {
    // Beside a price in a market whose prices hold their tax (GB, AU, NZ), and in one where it is added (US, CA); on
    // the checkout button the amount and '+ tax' are held together by no-break spaces, a phone's line breaks before them
    'store.taxIncluded': 'incl. {tax}',
    'store.taxAdded': '+ tax',
    'store.amountTaxAdded': '{amount}\u00a0+\u00a0tax',
    // The region select's first, unchosen option (US and Canadian buyers)
    'form.chooseRegion': '{country, select, CA {Choose a province or territory} other {Choose a state}}',
    // The payment page and the confirmation (components/cart/tax-summary.tsx)
    'taxSummary.net': 'Subtotal',
    'taxSummary.tax': 'Tax',
    'taxSummary.included': 'Includes {tax}',
  },
  sv: {
    'store.taxIncluded': 'inkl. {tax}',
    'store.taxAdded': '+ skatt',
    'store.amountTaxAdded': '{amount}\u00a0+\u00a0skatt',
    'form.chooseRegion': '{country, select, CA {Välj en provins eller ett territorium} other {Välj en delstat}}',
    'taxSummary.net': 'Delsumma',
    'taxSummary.tax': 'Skatt',
    'taxSummary.included': 'Varav {tax}',
  },
  fr: {
    'store.taxIncluded': '{tax} incluse',
    'store.taxAdded': '+ taxes',
    'store.amountTaxAdded': '{amount}\u00a0+\u00a0taxes',
    'form.chooseRegion': '{country, select, CA {Choisissez une province ou un territoire} other {Choisissez un État}}',
    'taxSummary.net': 'Sous-total',
    'taxSummary.tax': 'Taxes',
    'taxSummary.included': 'Dont {tax}',
  },
});
