import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import { Box, IconButton, Typography } from '@mui/material';
import { useT } from '../../lib/i18n.tsx';

/** The store's +/- counter of one product in the cart; 'Remove one' is off at zero. */
export function QuantityStepper({
  productName,
  quantity,
  onAdd,
  onRemove,
}: {
  productName: string;
  quantity: number;
  onAdd: () => void;
  onRemove: () => void;
}) {
  const t = useT();
  return (
    <Box
      role="group"
      aria-label={t('store.quantityOf', { name: productName })}
      sx={{ display: 'flex', alignItems: 'center', border: 1, borderColor: 'primary.main', borderRadius: 5 }}
    >
      <IconButton aria-label={t('store.removeOne')} onClick={onRemove} color="primary" disabled={quantity === 0}>
        <RemoveIcon />
      </IconButton>
      <Typography aria-live="polite" data-testid="quantity" sx={{ minWidth: 28, textAlign: 'center', fontWeight: 700 }}>
        {quantity}
      </Typography>
      <IconButton aria-label={t('store.addOne')} onClick={onAdd} color="primary">
        <AddIcon />
      </IconButton>
    </Box>
  );
}
