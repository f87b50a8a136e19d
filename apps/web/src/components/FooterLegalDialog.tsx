import Button from '@mui/material/Button';
import { AppDialog } from './AppDialog';
import { PRIVACY_POLICY_TITLE, PrivacyPolicyText } from './legal/PrivacyPolicyText';
import { TERMS_TITLE, TermsText } from './legal/TermsText';

export type FooterLegalDocument = 'privacy' | 'terms';

interface FooterLegalDialogProps {
  document: FooterLegalDocument;
  onClose: () => void;
}

/** The footer's privacy and terms dialogs (requirements R2): the same text as their pages. */
export default function FooterLegalDialog({ document, onClose }: FooterLegalDialogProps) {
  return (
    <AppDialog
      open
      onClose={onClose}
      title={document === 'privacy' ? PRIVACY_POLICY_TITLE : TERMS_TITLE}
      actions={
        <Button variant="contained" onClick={onClose}>
          Entendido
        </Button>
      }
    >
      {document === 'privacy' ? <PrivacyPolicyText headingLevel="h3" /> : <TermsText headingLevel="h3" />}
    </AppDialog>
  );
}
