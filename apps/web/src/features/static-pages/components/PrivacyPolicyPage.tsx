import { PRIVACY_POLICY_TITLE, PrivacyPolicyText } from '../../../components/legal/PrivacyPolicyText';
import { StaticPage } from './StaticPage';

/** /politica-privacidad and /politica-datos: one policy (requirements R2). */
export default function PrivacyPolicyPage() {
  return (
    <StaticPage title={PRIVACY_POLICY_TITLE} testId="privacy-policy">
      <PrivacyPolicyText headingLevel="h2" />
    </StaticPage>
  );
}
