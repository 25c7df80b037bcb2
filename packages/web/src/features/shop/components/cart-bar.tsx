import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import { Badge, Box, Button, Fab, Paper, Slide, Typography, useMediaQuery, Zoom } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { useRef, useState, type FocusEvent } from 'react';
import { BOTTOM_OVERLAY_ATTRIBUTE } from '../../../components/bottom-overlay.ts';
import { PriceTaxNote } from '../../../components/cart/price-tax-note.tsx';
import { useFormat, useT } from '../../../lib/i18n.tsx';

/** Where the cart bar's 'Checkout' jumps to: the heading above the checkout form's first field. */
export const CHECKOUT_DETAILS_ID = 'checkout-details';

export interface CartBarProps {
  count: number;
  total: number;
  currencyCode: string;
  /** The cart has items and the checkout is out of view. */
  visible: boolean;
  /** To the cart summary. */
  onCart: () => void;
  /** To the checkout form, its first field focused. */
  onCheckout: () => void;
}

/**
 * SPEC §2's floating Cart button with the item count, shown while the cart has items and the form is out of view.
 * On a phone it is a bar along the bottom with the count, the total and 'Checkout', so paying is one tap away
 * from anywhere in a long store.
 */
export function CartBar({ count, total, currencyCode, visible, onCart, onCheckout }: CartBarProps) {
  const format = useFormat();
  const t = useT();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  // Kept while it has the keyboard's focus: the checkout scrolling into view would otherwise take the focused
  // button away and drop the focus on the page's body. A tap or click also focuses the button, but then the bar
  // leaves as the checkout comes into view, as it did before.
  const [focused, setFocused] = useState(false);
  const pointed = useRef(false);
  const focusWatch = {
    onPointerDown: () => {
      pointed.current = true;
    },
    onFocus: () => {
      setFocused(!pointed.current);
      pointed.current = false;
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
    },
  };
  const shown = visible || focused;
  const cartButton = (
    <Badge badgeContent={count} color="secondary" max={99} data-testid="cart-badge" overlap="circular">
      <ShoppingCartIcon />
    </Badge>
  );
  if (!phone) {
    return (
      <Zoom in={shown} unmountOnExit>
        <Fab
          variant="extended"
          color="primary"
          aria-label={t('store.cart')}
          onClick={onCart}
          {...focusWatch}
          sx={{
            position: 'fixed',
            right: 32,
            bottom: 'calc(16px + env(safe-area-inset-bottom, 0px))',
            zIndex: (theme) => theme.zIndex.speedDial,
            gap: 1,
            pr: 3,
          }}
        >
          {cartButton}
          {t('store.cart')}
        </Fab>
      </Zoom>
    );
  }
  return (
    <Slide in={shown} direction="up" unmountOnExit>
      <Paper
        component="aside"
        aria-label={t('supporter.cartBarLabel')}
        {...{ [BOTTOM_OVERLAY_ATTRIBUTE]: true }}
        {...focusWatch}
        elevation={8}
        square
        sx={{
          position: 'fixed',
          left: 0,
          right: 0,
          bottom: 0,
          zIndex: (theme) => theme.zIndex.speedDial,
          px: 1.5,
          pt: 1,
          pb: 'calc(8px + env(safe-area-inset-bottom, 0px))',
          display: 'flex',
          alignItems: 'center',
          gap: 1,
        }}
      >
        <Button aria-label={t('store.cart')} onClick={onCart} sx={{ minWidth: 0, px: 1.5, minHeight: 48 }}>
          {cartButton}
        </Button>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography variant="body2" color="text.secondary" sx={{ lineHeight: 1.2 }}>
            {t('supporter.cartItems', { count })}
          </Typography>
          <Typography sx={{ lineHeight: 1.3 }}>
            <Box component="span" sx={{ fontWeight: 700 }} data-testid="cart-bar-total">
              {format.price(total, currencyCode)}
            </Box>{' '}
            <PriceTaxNote currencyCode={currencyCode} />
          </Typography>
        </Box>
        <Button variant="contained" size="large" onClick={onCheckout} sx={{ minHeight: 48, px: 3 }}>
          {t('supporter.checkout')}
        </Button>
      </Paper>
    </Slide>
  );
}
