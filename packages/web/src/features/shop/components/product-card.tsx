import { cutShortDescription, type WebShopProduct } from '@fundshop/core';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import { Box, Button, Card, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
import { useEffect, useId, useRef } from 'react';
import { PriceTaxNote } from '../../../components/cart/price-tax-note.tsx';
import { QuantityStepper } from '../../../components/cart/quantity-stepper.tsx';
import { useFormat, useT } from '../../../lib/i18n.tsx';

/** A book's cover; its width and height attributes keep its place before it loads (Box would take them as styles). */
const Cover = styled('img')(({ theme }) => ({
  width: '100%',
  height: 'auto',
  aspectRatio: '2 / 3',
  objectFit: 'cover',
  borderRadius: theme.shape.borderRadius,
  boxShadow: '0 4px 14px rgba(0,0,0,0.18)',
  [theme.breakpoints.up('sm')]: { width: 'auto', height: 220 },
}));

/** 'Sample edition' as a small outlined label: text, not a Chip, to keep MUI's Chip out of the store's first load. */
export function SampleEditionLabel() {
  const t = useT();
  return (
    <Typography
      variant="caption"
      component="p"
      sx={{
        alignSelf: 'flex-start',
        mt: 0.5,
        px: 0.75,
        border: 1,
        borderColor: 'warning.main',
        borderRadius: 1,
        // The text in the body's colour: orange text this small would miss the 4.5:1 contrast.
        color: 'text.primary',
        fontWeight: 700,
        lineHeight: 1.6,
      }}
    >
      {t('store.sampleEdition')}
    </Typography>
  );
}

export interface ProductCardProps {
  product: WebShopProduct;
  /** Loaded at once: the first covers are on the first screen (the largest paint), the rest load as they near it. */
  eager?: boolean;
  currencyCode: string;
  /** How many of this product are in the cart. */
  quantity: number;
  onAdd: () => void;
  onRemove: () => void;
  onMoreInfo: () => void;
}

/**
 * An e-book of the store: cover, name, 'Sample edition' when the file is the repository's sample (docs/decisions/0058),
 * short description (cut at 140), price with how it stands with tax ('incl. GST', '+ tax'), cart counter and More info.
 */
export function ProductCard({
  product,
  eager = false,
  currencyCode,
  quantity,
  onAdd,
  onRemove,
  onMoreInfo,
}: ProductCardProps) {
  const format = useFormat();
  const t = useT();
  const titleId = useId();
  // 'Add to cart' gives its place to the counter, and taking the last one off gives it back: the button pressed
  // leaves the page, so its counterpart ('Add one', or 'Add to cart') takes the focus instead of the page's body,
  // and the next Enter goes on where the supporter is.
  const cartControl = useRef<HTMLDivElement>(null);
  const keepFocus = useRef(false);
  const focusInControl = () => cartControl.current?.contains(document.activeElement) ?? false;
  useEffect(() => {
    if (!keepFocus.current) return;
    keepFocus.current = false;
    // The control's last button adds: 'Add to cart', or the counter's 'Add one'.
    [...(cartControl.current?.querySelectorAll('button') ?? [])].at(-1)?.focus();
  }, [quantity]);
  return (
    <Card
      component="article"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{ display: 'flex', flexDirection: { xs: 'row', sm: 'column' }, height: '100%' }}
    >
      <Box
        sx={{
          flex: { xs: '0 0 104px', sm: 'none' },
          bgcolor: '#eef3f1',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          p: { xs: 1.25, sm: 2 },
        }}
      >
        <Cover
          src={product.coverImageUrl}
          alt={t('store.coverOf', { name: product.productName })}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          width={200}
          height={300}
        />
      </Box>
      <Box sx={{ p: { xs: 1.5, sm: 2 }, display: 'flex', flexDirection: 'column', flexGrow: 1, minWidth: 0 }}>
        <Typography id={titleId} variant="h6" component="h3" sx={{ fontSize: '1.05rem', lineHeight: 1.3 }}>
          {product.productName}
        </Typography>
        {product.sampleEdition ? <SampleEditionLabel /> : null}
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.75, flexGrow: 1 }}>
          {cutShortDescription(product.shortProductDescription)}
        </Typography>
        <Button
          size="small"
          onClick={onMoreInfo}
          sx={{ alignSelf: 'flex-start', mt: 0.5, ml: -0.75, minHeight: 36 }}
          aria-haspopup="dialog"
        >
          {t('store.moreInfo')}
        </Button>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mt: 1 }}>
          <Box sx={{ display: 'flex', flexDirection: 'column' }}>
            <Typography sx={{ fontWeight: 700, fontSize: '1.15rem', lineHeight: 1.3 }}>
              {format.price(product.productPrice, currencyCode)}
            </Typography>
            <PriceTaxNote currencyCode={currencyCode} />
          </Box>
          <Box ref={cartControl} sx={{ display: 'contents' }}>
            {quantity === 0 ? (
              <Button
                variant="contained"
                startIcon={<AddShoppingCartIcon />}
                onClick={() => {
                  keepFocus.current = focusInControl();
                  onAdd();
                }}
                sx={{ minHeight: 40 }}
              >
                {t('store.addToCart')}
              </Button>
            ) : (
              <QuantityStepper
                productName={product.productName}
                quantity={quantity}
                onAdd={onAdd}
                onRemove={() => {
                  keepFocus.current = quantity === 1 && focusInControl();
                  onRemove();
                }}
              />
            )}
          </Box>
        </Box>
      </Box>
    </Card>
  );
}
