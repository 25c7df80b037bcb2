import { catalogueArea } from '../catalogue-source.ts';

/**
 * The receipt (docs/decisions/0061): the receipt mail's tax lines, the my-books page's receipt and the PDF receipt,
 * each in the order's language. Tax names ('GST 10%') and registration names ('ABN') are the authorities' own, not
 * translated (core's TAX_TYPE_NAMES, REGISTRATION_NAMES). Data, not logic.
 */
export const receiptTexts = catalogueArea({
  en: {
    'receipt.title': 'Receipt',
    'receipt.number': 'Receipt number',
    'receipt.date': 'Date',
    'receipt.orderNumber': 'Order number',
    'receipt.buyer': 'Bought by',
    'receipt.supporting': 'Supporting {seller} ({group})',
    'receipt.net': 'Amount excluding tax',
    'receipt.tax': 'Tax',
    'receipt.soldBy': 'Sold by',
    'receipt.address': 'Address',
    'receipt.download': 'Download the receipt (PDF)',
    'receipt.documentTitle': 'Receipt {number}',
  },
  sv: {
    'receipt.title': 'Kvitto',
    'receipt.number': 'Kvittonummer',
    'receipt.date': 'Datum',
    'receipt.orderNumber': 'Ordernummer',
    'receipt.buyer': 'Köpt av',
    'receipt.supporting': 'Stöder {seller} ({group})',
    'receipt.net': 'Belopp exklusive skatt',
    'receipt.tax': 'Skatt',
    'receipt.soldBy': 'Säljs av',
    'receipt.address': 'Adress',
    'receipt.download': 'Ladda ner kvittot (PDF)',
    'receipt.documentTitle': 'Kvitto {number}',
  },
  fr: {
    'receipt.title': 'Reçu',
    'receipt.number': 'Numéro de reçu',
    'receipt.date': 'Date',
    'receipt.orderNumber': 'Numéro de commande',
    'receipt.buyer': 'Acheté par',
    'receipt.supporting': 'En soutien à {seller} ({group})',
    'receipt.net': 'Montant hors taxes',
    'receipt.tax': 'Taxe',
    'receipt.soldBy': 'Vendu par',
    'receipt.address': 'Adresse',
    'receipt.download': 'Télécharger le reçu (PDF)',
    'receipt.documentTitle': 'Reçu {number}',
  },
});
