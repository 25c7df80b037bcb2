import type { MessageKey } from '@fundshop/core';
import { Box, Link, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useT } from '../../../lib/i18n.tsx';
import { useSupportEmail } from '../../../lib/public-config.ts';

export interface LegalSection {
  heading: string;
  paragraphs: ReactNode[];
}

/** A readable column for the terms and the privacy policy: title, date, sections, and a link to the other page. */
export function LegalPage({
  title,
  intro,
  sections,
  other,
}: {
  title: string;
  intro: ReactNode;
  sections: LegalSection[];
  other: { label: string; to: string };
}) {
  const t = useT();
  useDocumentTitle(title);
  return (
    <Box sx={{ px: { xs: 1.5, sm: 3 }, pt: { xs: 2, sm: 4 }, pb: 6, display: 'flex', justifyContent: 'center' }}>
      <Paper component="article" variant="outlined" sx={{ width: '100%', maxWidth: 760, p: { xs: 2.5, sm: 5 } }}>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.7rem', sm: '2.125rem' } }}>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('legal.updated')}
        </Typography>
        <Typography sx={{ mt: 2 }}>{intro}</Typography>
        {sections.map((section) => (
          <Box component="section" key={section.heading} sx={{ mt: 3.5 }}>
            <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
              {section.heading}
            </Typography>
            {section.paragraphs.map((paragraph, index) => (
              <Typography key={index} sx={{ mt: index ? 1.25 : 0 }}>
                {paragraph}
              </Typography>
            ))}
          </Box>
        ))}
        <Typography sx={{ mt: 4 }}>
          <Link component={RouterLink} to={other.to}>
            {other.label}
          </Link>
        </Typography>
      </Paper>
    </Box>
  );
}

/** The support address of this deployment (SUPPORT_EMAIL) as a mail link. */
export function SupportEmailLink() {
  const email = useSupportEmail();
  return <Link href={`mailto:${email}`}>{email}</Link>;
}

/** Stands for the link while the text is translated; no text of the catalogues holds it. */
const LINK_MARK = '\uE000';

/**
 * A catalogue text with a link in it, at its `{email}` or `{link}`: each language puts the link where its sentence
 * needs it.
 */
export function useTextWithLink(): (key: MessageKey, link: ReactNode) => ReactNode {
  const t = useT();
  return (key, link) => {
    const [before, after] = t(key, { email: LINK_MARK, link: LINK_MARK }).split(LINK_MARK);
    return (
      <>
        {before}
        {link}
        {after}
      </>
    );
  };
}
