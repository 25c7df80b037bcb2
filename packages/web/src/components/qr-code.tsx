import { QR_SIZE } from '@fundshop/core';
import { Box } from '@mui/material';
import { QRCodeSVG } from 'qrcode.react';

/**
 * A QR code of a link (SPEC §9: 256 px, error-correction level L, white background, black foreground). SVG keeps it
 * sharp when printed or zoomed; `label` names the image for screen readers.
 */
export function QrCode({ value, label, size = QR_SIZE }: { value: string; label: string; size?: number }) {
  return (
    <Box
      sx={{ display: 'inline-flex', p: 1.5, bgcolor: '#FFFFFF', borderRadius: 1, border: 1, borderColor: 'divider' }}
    >
      <QRCodeSVG
        value={value}
        size={size}
        level="L"
        bgColor="#FFFFFF"
        fgColor="#000000"
        role="img"
        aria-label={label}
        data-qr-value={value}
        style={{ display: 'block', maxWidth: '100%', height: 'auto' }}
      />
    </Box>
  );
}
