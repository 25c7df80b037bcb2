import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import { Badge, Fab, Zoom } from '@mui/material';

/** The floating Cart button with the item count (SPEC §2): shown while the cart has items and the form is out of view. */
export function FloatingCartButton({
  count,
  visible,
  onClick,
}: {
  count: number;
  visible: boolean;
  onClick: () => void;
}) {
  return (
    <Zoom in={visible} unmountOnExit>
      <Fab
        variant="extended"
        color="primary"
        aria-label="Cart"
        onClick={onClick}
        sx={{
          position: 'fixed',
          right: { xs: 16, sm: 32 },
          bottom: 'calc(16px + env(safe-area-inset-bottom, 0px))',
          zIndex: (theme) => theme.zIndex.speedDial,
          gap: 1,
          pr: 3,
        }}
      >
        <Badge badgeContent={count} color="secondary" max={99} data-testid="cart-badge" overlap="circular">
          <ShoppingCartIcon />
        </Badge>
        Cart
      </Fab>
    </Zoom>
  );
}
