import { type WebShopProduct } from '@fundshop/core';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { PriceTaxNote } from '../../../components/cart/price-tax-note.tsx';
import { useFormat, useT } from '../../../lib/i18n.tsx';
import { SampleEditionLabel } from './product-card.tsx';

/**
 * SPEC §2 More Info dialog. productDescription is HTML sanitized on the server with an allow-list
 * (ARCHITECTURE §3), so it is rendered as HTML. A sample edition says so, and what it is, above it (decision 0058).
 */
export function ProductInfoDialog({
  product,
  currencyCode,
  onClose,
  onAdd,
}: {
  product: WebShopProduct | null;
  currencyCode: string;
  onClose: () => void;
  onAdd: (product: WebShopProduct) => void;
}) {
  const format = useFormat();
  const t = useT();
  return (
    <Dialog open={product !== null} onClose={onClose} aria-labelledby="product-info-title" fullWidth maxWidth="sm">
      {product ? (
        <>
          <DialogTitle id="product-info-title" sx={{ pr: 3 }}>
            {product.productName}
          </DialogTitle>
          {/* Focusable: a long description scrolls on a phone, and a keyboard scrolls only what has the focus. */}
          <DialogContent dividers tabIndex={0} role="region" aria-labelledby="product-info-title">
            <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexDirection: { xs: 'column', sm: 'row' } }}>
              <Box
                component="img"
                src={product.coverImageUrl}
                alt={t('store.coverOf', { name: product.productName })}
                width={140}
                height={210}
                sx={{ width: 140, height: 'auto', aspectRatio: '2 / 3', borderRadius: 1, flexShrink: 0 }}
              />
              <Box>
                <Typography sx={{ fontWeight: 700, mb: 1 }}>
                  {format.price(product.productPrice, currencyCode)}{' '}
                  <PriceTaxNote currencyCode={currencyCode} sx={{ fontWeight: 400 }} />
                </Typography>
                {product.sampleEdition ? (
                  <Box sx={{ mb: 1.25, display: 'flex', flexDirection: 'column' }}>
                    <SampleEditionLabel />
                    <Typography variant="body2" sx={{ mt: 0.75 }} data-testid="sample-edition-note">
                      {t('store.sampleEditionNote')}
                    </Typography>
                  </Box>
                ) : null}
                <Box
                  data-testid="product-description"
                  sx={{ '& p': { mt: 0, mb: 1.25 }, '& ul, & ol': { pl: 2.5, my: 1 }, overflowWrap: 'anywhere' }}
                  dangerouslySetInnerHTML={{ __html: product.productDescription }}
                />
              </Box>
            </Box>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('store.close')}</Button>
            <Button
              variant="contained"
              onClick={() => {
                onAdd(product);
                onClose();
              }}
            >
              {t('store.addToCart')}
            </Button>
          </DialogActions>
        </>
      ) : null}
    </Dialog>
  );
}
