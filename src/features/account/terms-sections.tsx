import { Anchor } from '@mantine/core';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ComponentType } from 'react';
import { SUPPORT_EMAIL } from './support';
import { P } from './terms-section';
import { FeesText } from './terms-text-billing';
import { ChangesText, DisclaimerText, GoverningLawText, IndemnityText, LiabilityText, TerminationText } from './terms-text-legal';
import { PrivacyText, IntellectualPropertyText } from './terms-text-privacy';
import { MarketplaceText, ProductTermsText } from './terms-text-products';
import { AcceptableUseText, AccountsText, AgreementText, EligibilityText, ServicesText } from './terms-text-use';

function ContactText() {
  return (
    <P>
      <Trans>
        Questions about these Terms, your data or your invoices? Write to{' '}
        <Anchor href={`mailto:${SUPPORT_EMAIL}`} underline="always">
          {SUPPORT_EMAIL}
        </Anchor>
        . Billing disputes and data requests sent to this address count as written notice.
      </Trans>
    </P>
  );
}

export type TermsSectionDef = { id: string; title: MessageDescriptor; Body: ComponentType };

/** The sections of /terms in order; `privacy` and `contact` are the targets of the footer links. */
export const TERMS_SECTIONS: TermsSectionDef[] = [
  { id: 'agreement', title: msg`Agreement to these terms`, Body: AgreementText },
  { id: 'services', title: msg`The Haulbase services`, Body: ServicesText },
  { id: 'eligibility', title: msg`Who may use Haulbase`, Body: EligibilityText },
  { id: 'accounts', title: msg`Accounts and logins`, Body: AccountsText },
  { id: 'acceptable-use', title: msg`Acceptable use`, Body: AcceptableUseText },
  { id: 'marketplace', title: msg`Loads and carriers`, Body: MarketplaceText },
  { id: 'products', title: msg`Product-specific terms`, Body: ProductTermsText },
  { id: 'fees', title: msg`Fees, invoices and payment`, Body: FeesText },
  { id: 'privacy', title: msg`Privacy and your data`, Body: PrivacyText },
  { id: 'intellectual-property', title: msg`Intellectual property`, Body: IntellectualPropertyText },
  { id: 'disclaimer', title: msg`Disclaimer`, Body: DisclaimerText },
  { id: 'liability', title: msg`Limitation of liability`, Body: LiabilityText },
  { id: 'indemnity', title: msg`Indemnity`, Body: IndemnityText },
  { id: 'termination', title: msg`Suspension and termination`, Body: TerminationText },
  { id: 'governing-law', title: msg`Governing law`, Body: GoverningLawText },
  { id: 'changes', title: msg`Changes to these terms`, Body: ChangesText },
  { id: 'contact', title: msg`Contact`, Body: ContactText },
];
