import { Trans } from '@lingui/react/macro';
import { P, Points } from './terms-section';

/** Terms §9–§10: privacy (footer link "Privacy") and intellectual property. */
export function PrivacyText() {
  return (
    <>
      <P>
        <Trans>We collect and use personal and business data only to run, secure and improve the Services:</Trans>
      </P>
      <Points
        items={[
          <Trans>account data: names, e-mail addresses, phone numbers, photos, company and billing details;</Trans>,
          <Trans>marketplace data: loads, stops, documents, messages and status changes;</Trans>,
          <Trans>location data from Haulbase Track, only while a load is in progress;</Trans>,
          <Trans>technical data such as sign-in times and device and browser information, to keep accounts secure.</Trans>,
        ]}
      />
      <P>
        <Trans>
          We share load and tracking data only with the other parties to that load and with service providers who process it for us under
          contract. We do not sell personal data. Rate data is published only in aggregated, anonymised form.
        </Trans>
      </P>
      <P>
        <Trans>
          You may ask to see, correct or delete your personal data by writing to us (see Contact). We keep data as long as your account is
          open and afterwards only as long as the law or the settlement of a dispute requires.
        </Trans>
      </P>
    </>
  );
}

export function IntellectualPropertyText() {
  return (
    <P>
      <Trans>
        The Services, their software and their content belong to Haulbase or its licensors. You keep the rights in the data you submit and
        give Haulbase a licence to use it to provide the Services. Feedback you send us may be used without obligation to you.
      </Trans>
    </P>
  );
}
