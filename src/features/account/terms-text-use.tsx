import { Trans } from '@lingui/react/macro';
import { P, Points } from './terms-section';

/** Terms §1–§5: agreement, services, eligibility, accounts, acceptable use. */
export function AgreementText() {
  return (
    <>
      <P>
        <Trans>
          These Terms and Conditions ("Terms") are an agreement between you and Haulbase ("Haulbase", "we", "us") and govern your use of the
          Haulbase website, web application, mobile applications and related services (together, the "Services"). By creating an account,
          signing in or otherwise using the Services you accept these Terms on behalf of yourself and the company you represent.
        </Trans>
      </P>
      <P>
        <Trans>If you do not agree to these Terms, do not use the Services.</Trans>
      </P>
    </>
  );
}

export function ServicesText() {
  return (
    <>
      <P>
        <Trans>Haulbase is a freight-matching marketplace that connects shippers with motor carriers. The Services include:</Trans>
      </P>
      <Points
        items={[
          <Trans>the Haulbase marketplace, where loads are posted, searched, booked and managed;</Trans>,
          <Trans>Haulbase Track, the mobile tracking app that shares a truck's position while it carries a load;</Trans>,
          <Trans>Haulbase Rates, the rate-view product that shows market rates for lanes and equipment types;</Trans>,
          <Trans>Haulbase Connect, which connects a transport management system (TMS) to the marketplace;</Trans>,
          <Trans>Haulbase Onboard, the carrier onboarding product that collects and checks carrier documents.</Trans>,
        ]}
      />
      <P>
        <Trans>
          Haulbase provides a platform only. We are not a shipper, broker or carrier, we do not take possession of any freight, and we are
          not a party to the transport agreements made between users.
        </Trans>
      </P>
    </>
  );
}

export function EligibilityText() {
  return (
    <>
      <P>
        <Trans>
          You may use the Services only if you are, or act for, a bona fide shipper, broker, third-party logistics provider, forwarder,
          intermodal or rail company, or motor carrier, and only for the business purposes of that company.
        </Trans>
      </P>
      <P>
        <Trans>
          Brokers and motor carriers must hold and keep current the operating authority, registrations and insurance the law requires of
          them. We may ask for proof at any time and may refuse or end access when it is not provided.
        </Trans>
      </P>
    </>
  );
}

export function AccountsText() {
  return (
    <Points
      items={[
        <Trans>Each login belongs to one person. Logins may not be shared, sold or transferred, inside or outside your company.</Trans>,
        <Trans>Keep the information in your account accurate and up to date, including your company and contact details.</Trans>,
        <Trans>Keep your password secret. You are responsible for everything done with your login.</Trans>,
        <Trans>Tell us at once if you suspect someone else has used your login; we may reset or suspend it to protect you.</Trans>,
      ]}
    />
  );
}

export function AcceptableUseText() {
  return (
    <>
      <P>
        <Trans>When you use the Services you must not:</Trans>
      </P>
      <Points
        items={[
          <Trans>post loads, trucks, rates or documents that are false, misleading or not yours to offer;</Trans>,
          <Trans>copy, scrape, resell or republish marketplace or rate data, or use it to build a competing service;</Trans>,
          <Trans>probe, overload or bypass the security or usage limits of the Services;</Trans>,
          <Trans>break any law, including transport, safety, sanctions and anti-fraud rules.</Trans>,
        ]}
      />
    </>
  );
}
