import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { useT } from '../../../lib/i18n.tsx';

/** The order pages' pictures share one canvas: 240 by 180, centred, a little smaller on a phone. */
function IllustrationFrame({ label, testId, children }: { label: string; testId?: string; children: ReactNode }) {
  return (
    <Box
      component="svg"
      viewBox="0 0 240 180"
      role="img"
      aria-label={label}
      data-testid={testId}
      sx={{ width: { xs: 200, sm: 240 }, height: 'auto', display: 'block', mx: 'auto' }}
    >
      {children}
    </Box>
  );
}

/** An open e-book with a heart rising from it, in confetti: the first-time buyer's thank-you (original artwork). */
export function FirstOrderIllustration() {
  const t = useT();
  return (
    <IllustrationFrame label={t('orders.firstOrderImage')} testId="first-order-image">
      <circle cx="120" cy="96" r="78" fill="#e7f3ee" />
      {/* confetti */}
      <rect x="30" y="34" width="10" height="5" rx="2" fill="#f29b1d" transform="rotate(-25 35 36)" />
      <rect x="198" y="44" width="10" height="5" rx="2" fill="#1f7a5a" transform="rotate(30 203 46)" />
      <rect x="186" y="118" width="9" height="4" rx="2" fill="#e85d75" transform="rotate(-40 190 120)" />
      <rect x="44" y="124" width="9" height="4" rx="2" fill="#4a90d9" transform="rotate(20 48 126)" />
      <circle cx="60" cy="22" r="3.5" fill="#e85d75" />
      <circle cx="178" cy="20" r="3" fill="#f29b1d" />
      <circle cx="214" cy="88" r="3" fill="#4a90d9" />
      <circle cx="24" cy="86" r="3" fill="#1f7a5a" />
      {/* book */}
      <path
        d="M120 142c-18-10-42-13-66-10V72c24-3 48 0 66 10z"
        fill="#ffffff"
        stroke="#1f7a5a"
        strokeWidth="4"
        strokeLinejoin="round"
      />
      <path
        d="M120 142c18-10 42-13 66-10V72c-24-3-48 0-66 10z"
        fill="#ffffff"
        stroke="#1f7a5a"
        strokeWidth="4"
        strokeLinejoin="round"
      />
      <path d="M120 82v60" stroke="#1f7a5a" strokeWidth="4" />
      <path
        d="M68 92c12-1 26 1 38 6M68 106c12-1 26 1 38 6M68 120c12-1 26 1 38 6"
        stroke="#9cc9b6"
        strokeWidth="3"
        strokeLinecap="round"
        fill="none"
      />
      <path
        d="M172 92c-12-1-26 1-38 6M172 106c-12-1-26 1-38 6M172 120c-12-1-26 1-38 6"
        stroke="#9cc9b6"
        strokeWidth="3"
        strokeLinecap="round"
        fill="none"
      />
      {/* heart */}
      <path
        d="M120 66c-3-9-22-20-22-34 0-9 7-15 14-15 4 0 7 2 8 5 1-3 4-5 8-5 7 0 14 6 14 15 0 14-19 25-22 34z"
        fill="#e85d75"
      />
      <path d="M108 28c2-3 5-4 8-3" stroke="#ffffff" strokeWidth="3" strokeLinecap="round" fill="none" opacity="0.8" />
    </IllustrationFrame>
  );
}

/** A parcel with a ribbon and a check mark: the 'Thank you for your order!' picture (original artwork). */
export function OrderThanksIllustration() {
  const t = useT();
  return (
    <IllustrationFrame label={t('orders.thanksImage')}>
      <circle cx="120" cy="96" r="78" fill="#fdf1de" />
      <rect x="62" y="74" width="116" height="76" rx="8" fill="#1f7a5a" />
      <rect x="54" y="60" width="132" height="24" rx="6" fill="#2e9470" />
      <rect x="112" y="60" width="16" height="90" fill="#f29b1d" />
      <path
        d="M120 60c-10-18-34-22-36-10-2 10 20 12 36 10zM120 60c10-18 34-22 36-10 2 10-20 12-36 10z"
        fill="#f29b1d"
        stroke="#d9830b"
        strokeWidth="2"
      />
      <circle cx="182" cy="50" r="20" fill="#ffffff" stroke="#1f7a5a" strokeWidth="4" />
      <path
        d="M172 50l7 7 13-14"
        stroke="#1f7a5a"
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
        fill="none"
      />
      <circle cx="40" cy="40" r="3.5" fill="#e85d75" />
      <circle cx="210" cy="120" r="3" fill="#4a90d9" />
      <rect x="30" y="120" width="10" height="5" rx="2" fill="#4a90d9" transform="rotate(-25 35 122)" />
    </IllustrationFrame>
  );
}
