import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, Stack } from '@mui/material';
import { QRCodeCanvas, QRCodeSVG } from 'qrcode.react';
import { useRef } from 'react';
import { useT } from '../lib/i18n.tsx';

/** Large enough for a poster or a flyer; the SVG scales to any size anyway. */
const DOWNLOAD_SIZE = 1024;
/** The quiet zone a scanner needs around the code (4 modules, the standard's). */
const QUIET_ZONE = 4;

function save(href: string, fileName: string) {
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.download = fileName;
  anchor.click();
}

/**
 * The QR code of a link as PNG and SVG files, for a flyer, a newsletter or a poster of the seller's own (issue 29).
 * Drawn in the browser from the same library as the code on screen: nothing is sent anywhere.
 */
export function QrDownloads({ value, fileName }: { value: string; fileName: string }) {
  const t = useT();
  const svg = useRef<SVGSVGElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const common = { value, size: DOWNLOAD_SIZE, level: 'L', marginSize: QUIET_ZONE, bgColor: '#FFFFFF' } as const;
  return (
    <>
      <Box sx={{ display: 'none' }} aria-hidden>
        <QRCodeSVG ref={svg} {...common} fgColor="#000000" />
        <QRCodeCanvas ref={canvas} {...common} fgColor="#000000" />
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ displayPrint: 'none' }}>
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          onClick={() => canvas.current && save(canvas.current.toDataURL('image/png'), `${fileName}.png`)}
        >
          {t('share.downloadPng')}
        </Button>
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          onClick={() => {
            if (!svg.current) return;
            const text = new XMLSerializer().serializeToString(svg.current);
            const url = URL.createObjectURL(new Blob([text], { type: 'image/svg+xml' }));
            save(url, `${fileName}.svg`);
            // The browser has taken the file by the next task.
            setTimeout(() => URL.revokeObjectURL(url), 0);
          }}
        >
          {t('share.downloadSvg')}
        </Button>
      </Stack>
    </>
  );
}
