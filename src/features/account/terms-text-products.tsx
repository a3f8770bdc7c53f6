import { Trans } from '@lingui/react/macro';
import { H3, P, Points } from './terms-section';

/** Terms §6–§7: the marketplace and the product-specific terms. */
export function MarketplaceText() {
  return (
    <Points
      items={[
        <Trans>
          Shippers describe each load truthfully: commodity, weight, dimensions, hazardous materials, pickup and delivery windows and rate.
        </Trans>,
        <Trans>Carriers accept only loads they are authorised, insured and equipped to move, and move them safely and lawfully.</Trans>,
        <Trans>
          The parties to a load agree the price, liability for loss or damage and payment terms between themselves. Haulbase does not
          guarantee that any load is booked, moved or paid for.
        </Trans>,
        <Trans>
          Ratings, approvals and quick-pay decisions shown in the Services are information to help you decide, not a guarantee of another
          user's performance.
        </Trans>,
      ]}
    />
  );
}

export function ProductTermsText() {
  return (
    <>
      <H3>
        <Trans>Haulbase Track (mobile tracking app)</Trans>
      </H3>
      <P>
        <Trans>
          While a driver has a load in progress, the app shares the device's location with the shipper and broker of that load. The driver
          starts and stops sharing in the app; location is not collected when no load is in progress. Drivers must not handle the app while
          driving.
        </Trans>
      </P>
      <H3>
        <Trans>Haulbase Rates (rate view)</Trans>
      </H3>
      <P>
        <Trans>
          Rates are estimates built from aggregated, anonymised marketplace data. They are for your own pricing decisions and may not be
          redistributed. We do not promise that any rate will be offered or accepted.
        </Trans>
      </P>
      <H3>
        <Trans>Haulbase Connect (TMS connection)</Trans>
      </H3>
      <P>
        <Trans>
          When you connect a transport management system, you authorise Haulbase to exchange load, status and document data with it. You are
          responsible for the system's credentials and for the data it sends. Either side may end the connection at any time.
        </Trans>
      </P>
      <H3>
        <Trans>Haulbase Onboard (carrier onboarding)</Trans>
      </H3>
      <P>
        <Trans>
          Carriers confirm that the documents they upload (operating authority, insurance certificates, W-9 and similar) are genuine and
          current. Shippers and brokers who onboard a carrier remain responsible for their own decision to use it.
        </Trans>
      </P>
    </>
  );
}
