import { TERMS_TITLE, TermsText } from '../../../components/legal/TermsText';
import { StaticPage } from './StaticPage';

/** /terminos-y-condiciones (requirements R2: eleven sections). */
export default function TermsPage() {
  return (
    <StaticPage title={TERMS_TITLE} testId="terms">
      <TermsText headingLevel="h2" />
    </StaticPage>
  );
}
