import { Trans } from '@lingui/react/macro';
import { P } from './terms-section';

/** Terms §11–§16: disclaimers, liability, indemnity, termination, governing law and changes. */
export function DisclaimerText() {
  return (
    <P>
      <Trans>
        The Services are provided "as is" and "as available". To the extent the law allows, Haulbase gives no warranty that they will be
        uninterrupted or error-free, or that information posted by other users is accurate.
      </Trans>
    </P>
  );
}

export function LiabilityText() {
  return (
    <>
      <P>
        <Trans>
          To the extent the law allows, the total liability of Haulbase for all claims arising out of or relating to the Services is capped
          at the fees you paid to Haulbase over the 6 months preceding the event that gave rise to the claim.
        </Trans>
      </P>
      <P>
        <Trans>
          Haulbase is not liable for lost profits, lost revenue, loss of or damage to freight, or indirect, incidental or consequential
          damages, nor for the acts or omissions of other users.
        </Trans>
      </P>
    </>
  );
}

export function IndemnityText() {
  return (
    <P>
      <Trans>
        You will defend and indemnify Haulbase against claims by third parties arising from your loads, your transport services, your data
        or your breach of these Terms.
      </Trans>
    </P>
  );
}

export function TerminationText() {
  return (
    <P>
      <Trans>
        You may close your account at any time. We may suspend or close an account that breaks these Terms, shares logins, leaves invoices
        unpaid or puts other users at risk. Sections that by their nature should survive (fees owed, liability, indemnity, governing law)
        survive termination.
      </Trans>
    </P>
  );
}

export function GoverningLawText() {
  return (
    <P>
      <Trans>
        These Terms are governed by the laws of the State of Delaware, United States, without regard to its conflict of laws rules. The
        state and federal courts located in Delaware have exclusive jurisdiction over any dispute arising from them.
      </Trans>
    </P>
  );
}

export function ChangesText() {
  return (
    <P>
      <Trans>
        We may update these Terms. We will announce material changes in the Services or by e-mail at least 30 days before they take effect;
        continuing to use the Services after that date means you accept the new Terms.
      </Trans>
    </P>
  );
}
