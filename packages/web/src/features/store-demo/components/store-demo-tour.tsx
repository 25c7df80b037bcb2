import RocketLaunchIcon from '@mui/icons-material/RocketLaunch';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Fab,
  MobileStepper,
  Typography,
} from '@mui/material';
import { isMobileUserAgent } from '@fundshop/core';
import { useRef, useState, type ReactNode, type RefObject } from 'react';
import { Link as RouterLink } from 'react-router';
import { BOTTOM_OVERLAY_ATTRIBUTE } from '../../../components/bottom-overlay.ts';
import { useUserAgent } from '../../../lib/user-agent.tsx';
import { TOUR_STEPS } from './tour-steps.ts';
import { useT } from '../../../lib/i18n.tsx';
import { useFocusWhenShown } from '../../../lib/use-focus-when-shown.ts';

type Phase = 'welcome' | 'tour' | 'explore' | 'done';

/**
 * SPEC §2 Demo store tour: a welcome dialog ('Let's go' / 'Skip tour'), the five-step tour (Back, Next, Done),
 * then 'Explore Online Store' ('Sounds Good!'), then a floating 'Set Up Fundraiser' ('Set Up Now' on mobile)
 * button to /register-store. Skipping (or closing a dialog) goes straight to the button.
 */
export function StoreDemoTour() {
  const t = useT();
  const [phase, setPhase] = useState<Phase>('welcome');
  const welcomeHost = useRef<HTMLDivElement>(null);
  const mobile = isMobileUserAgent(useUserAgent());
  const [step, setStep] = useState(0);
  const current = TOUR_STEPS[step] ?? TOUR_STEPS[0];
  const last = step === TOUR_STEPS.length - 1;
  // Skipping, closing a dialog and the tour's end all lead to the set-up button.
  const finish = () => setPhase('done');
  // The last dialog opens in the browser: the focus goes into it (WAI-ARIA dialog pattern), here to its one button.
  const focusSoundsGood = useFocusWhenShown();

  return (
    <>
      {/*
        The welcome dialog is part of the page the server renders (docs/decisions/0029): drawn in place, not in a
        portal (which only the browser fills), and open from the start, without fading in. Its host is its
        container, so while it is open nothing around it is hidden from assistive technology: the dialog is modal.
      */}
      <div ref={welcomeHost}>
        <TourDialog
          open={phase === 'welcome'}
          onClose={finish}
          titleId="demo-welcome-title"
          title={t('demo.title')}
          inlineIn={welcomeHost}
        >
          <DialogContent>
            <DialogContentText>{t('demo.text')}</DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button onClick={finish}>{t('demo.skip')}</Button>
            <Button
              variant="contained"
              onClick={() => {
                setStep(0);
                setPhase('tour');
              }}
              // eslint-disable-next-line jsx-a11y/no-autofocus -- the server's page: the attribute focuses it as the page loads, before any of the app runs (WAI-ARIA dialog pattern)
              autoFocus
            >
              {t('demo.start')}
            </Button>
          </DialogActions>
        </TourDialog>
      </div>

      <TourDialog
        open={phase === 'tour'}
        onClose={finish}
        titleId="demo-tour-title"
        title={t(current.title)}
        describedBy="demo-tour-body"
      >
        <DialogContent>
          <DialogContentText id="demo-tour-body">{t(current.body)}</DialogContentText>
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 2 }}>
            {t('demoTour.stepOf', { step: step + 1, count: TOUR_STEPS.length })}
          </Typography>
        </DialogContent>
        <MobileStepper
          variant="dots"
          steps={TOUR_STEPS.length}
          position="static"
          activeStep={step}
          sx={{ px: 2, pb: 2 }}
          backButton={
            <Button onClick={() => setStep((s) => Math.max(0, s - 1))} disabled={step === 0}>
              {t('demoTour.back')}
            </Button>
          }
          nextButton={
            last ? (
              <Button variant="contained" onClick={() => setPhase('explore')}>
                {t('demoTour.done')}
              </Button>
            ) : (
              <Button variant="contained" onClick={() => setStep((s) => s + 1)}>
                {t('demoTour.next')}
              </Button>
            )
          }
        />
      </TourDialog>

      <TourDialog
        open={phase === 'explore'}
        onClose={finish}
        titleId="demo-explore-title"
        title={t('demoTour.exploreTitle')}
      >
        <DialogContent>
          <DialogContentText>{t('demoTour.exploreText')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={finish} ref={focusSoundsGood}>
            {t('demoTour.soundsGood')}
          </Button>
        </DialogActions>
      </TourDialog>

      {phase === 'done' ? (
        <Fab
          variant="extended"
          color="secondary"
          component={RouterLink}
          to="/register-store"
          {...{ [BOTTOM_OVERLAY_ATTRIBUTE]: true }}
          sx={{
            position: 'fixed',
            left: '50%',
            transform: 'translateX(-50%)',
            bottom: 'calc(16px + env(safe-area-inset-bottom, 0px))',
            zIndex: (theme) => theme.zIndex.speedDial,
            gap: 1,
            px: 3,
            whiteSpace: 'nowrap',
          }}
        >
          <RocketLaunchIcon />
          {mobile ? t('demoTour.setUpNow') : t('demoTour.setUpFundraiser')}
        </Fab>
      ) : null}
    </>
  );
}

/** One of the tour's dialogs: narrow, named by its title. */
function TourDialog({
  open,
  onClose,
  titleId,
  title,
  describedBy,
  inlineIn,
  children,
}: {
  open: boolean;
  onClose: () => void;
  titleId: string;
  title: string;
  /** The id of the text that describes the dialog, if one does. */
  describedBy?: string;
  /** Drawn in this element instead of a portal, shown at once (no transition in). */
  inlineIn?: RefObject<HTMLElement | null>;
  children: ReactNode;
}) {
  const inline = inlineIn
    ? {
        disablePortal: true,
        container: () => inlineIn.current,
        slotProps: { transition: { appear: false }, backdrop: { appear: false } },
      }
    : {};
  return (
    <Dialog
      {...inline}
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {children}
    </Dialog>
  );
}
