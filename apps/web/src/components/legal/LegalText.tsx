import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface LegalSection {
  title: string;
  body: ReactNode;
}

interface LegalTextProps {
  sections: readonly LegalSection[];
  /** h2 on a page under its h1; h3 inside a dialog, whose title is the h2. */
  headingLevel: 'h2' | 'h3';
  intro?: ReactNode;
}

/** A legal document as numbered headed sections; the same text serves the page and the footer dialog. */
export function LegalText({ sections, headingLevel, intro }: LegalTextProps) {
  return (
    <Box
      sx={{
        textAlign: 'left',
        '& p': { mt: 0, mb: 1.5, lineHeight: 1.65 },
        '& ul': { mt: 0, mb: 1.5, pl: 3 },
        '& li': { mb: 0.5, lineHeight: 1.6 },
      }}
    >
      {intro}
      {sections.map((section, i) => (
        <Box component="section" key={section.title} sx={{ mb: 2.5 }}>
          <Typography variant="h6" component={headingLevel} sx={{ mb: 1, fontWeight: 700 }}>
            {i + 1}. {section.title}
          </Typography>
          <Typography component="div" variant="body2">
            {section.body}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
