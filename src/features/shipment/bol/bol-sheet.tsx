import { Trans, useLingui } from '@lingui/react/macro';
import { FREIGHT_CHARGE_TERMS, type BillOfLading, type BolParty } from '@/contract/shipment';
import { formatAppointmentWindow, formatEventTime } from '@/lib/format/zoned';
import { formatMoney } from '@/lib/format/money';
import classes from './bol.module.css';
import { formatWeight } from '@/lib/format/weight';
import { partyPlace, type BolSheet as Sheet } from './bol-view';

type Props = { bol: BillOfLading; sheet: Sheet; index: number; count: number };

/** An appointment window on its facility's clock, the zone named (decision 160). */
const range = (from: string | null, to: string | null, zone: string | null) => formatAppointmentWindow(from, to, zone) || '—';

/** One bill of lading sheet: parties, carrier, charge terms, items, totals, appointments and signatures. */
export function BolSheet({ bol, sheet, index, count }: Props) {
  const { t } = useLingui();
  const termLabels: Record<string, string> = { Prepaid: t`Prepaid`, Collect: t`Collect`, 'Third Party Billing': t`Third Party Billing` };
  const subtitle =
    sheet.stopNumber === 0
      ? t`Master bill of lading`
      : sheet.stopType === 'Drop'
        ? t`Stop ${sheet.stopNumber} · Drop`
        : t`Stop ${sheet.stopNumber} · Pick-up`;
  return (
    <article className={classes.page} data-bol-page aria-label={t`Bill of lading page ${index + 1} of ${count}`}>
      <header className={classes.head}>
        <div>
          <h2 className={classes.title}>
            <Trans>Bill of Lading</Trans>
          </h2>
          <div className={classes.subtitle}>{subtitle}</div>
        </div>
        <dl className={classes.meta}>
          <dt>
            <Trans>BOL number</Trans>
          </dt>
          <dd>{bol.Code}</dd>
          <dt>
            <Trans>Customer ref.</Trans>
          </dt>
          <dd>{bol.CustomerRefNumber || '—'}</dd>
          <dt>
            <Trans>Page</Trans>
          </dt>
          <dd>
            {index + 1} / {count}
          </dd>
        </dl>
      </header>

      {bol.IsHeavy && (
        <p className={classes.heavy} role="note">
          <Trans>NOTE - This Load is Heavy</Trans>
        </p>
      )}

      <div className={classes.grid}>
        <div className={classes.column}>
          <Party title={t`Ship from`} party={sheet.shipFrom} />
          <Party title={t`Ship to`} party={sheet.shipTo} />
          {bol.BillTo ? (
            <Party title={t`Third party freight charges bill to`} party={bol.BillTo} />
          ) : (
            <Party title={t`Bill to`} party={null} />
          )}
        </div>
        <div className={classes.column}>
          <section className={classes.box}>
            <h3 className={classes.boxTitle}>
              <Trans>Carrier</Trans>
            </h3>
            <dl className={classes.facts}>
              <dt>
                <Trans>Carrier name</Trans>
              </dt>
              <dd>{bol.Trucker?.Name || '—'}</dd>
              <dt>
                <Trans>Trailer number</Trans>
              </dt>
              <dd>{bol.Trucker?.TrailerNumber || '—'}</dd>
              <dt>
                <Trans>Seal number(s)</Trans>
              </dt>
              <dd>{bol.Trucker?.SealNumber || '—'}</dd>
              <dt>SCAC</dt>
              <dd>{bol.Trucker?.Scac || '—'}</dd>
              <dt>
                <Trans>Pro number</Trans>
              </dt>
              <dd>{bol.Trucker?.ProNumber || '—'}</dd>
            </dl>
          </section>
          <section className={classes.box}>
            <h3 className={classes.boxTitle}>
              <Trans>Freight charge terms</Trans>
            </h3>
            <ul className={classes.terms}>
              {FREIGHT_CHARGE_TERMS.map((term) => (
                <li key={term}>
                  <span className={classes.check} role="img" aria-label={bol.FreightChargesterms === term ? t`checked` : t`not checked`}>
                    {bol.FreightChargesterms === term ? '✔' : ''}
                  </span>
                  {termLabels[term]}
                </li>
              ))}
            </ul>
          </section>
          <section className={classes.box}>
            <h3 className={classes.boxTitle}>
              <Trans>Appointments</Trans>
            </h3>
            <dl className={classes.facts}>
              <dt>
                <Trans>Pick-up</Trans>
              </dt>
              <dd>{range(sheet.puFrom, sheet.puTo, sheet.puZone)}</dd>
              <dt>
                <Trans>Delivery</Trans>
              </dt>
              <dd>{range(sheet.delFrom, sheet.delTo, sheet.delZone)}</dd>
              {sheet.departed && (
                <>
                  <dt>
                    <Trans>Departed pick-up</Trans>
                  </dt>
                  <dd>{formatEventTime(sheet.departed)}</dd>
                </>
              )}
              {sheet.arrived && (
                <>
                  <dt>
                    <Trans>Arrived at delivery</Trans>
                  </dt>
                  <dd>{formatEventTime(sheet.arrived)}</dd>
                </>
              )}
            </dl>
          </section>
        </div>
      </div>

      <table className={classes.items}>
        <caption className={classes.boxTitle}>
          <Trans>Carrier information</Trans>
        </caption>
        <thead>
          <tr>
            <th className={classes.num}>
              <Trans>Pieces</Trans>
            </th>
            <th>
              <Trans>Package type</Trans>
            </th>
            <th className={classes.num}>
              <Trans>Weight</Trans> ({bol.WeightType})
            </th>
            <th className={classes.center}>
              <Trans>HM</Trans>
            </th>
            <th>
              <Trans>Commodity description</Trans>
            </th>
            <th>NMFC #</th>
            <th className={classes.num}>
              <Trans>Class</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {sheet.items.length === 0 && (
            <tr>
              <td colSpan={7} className={classes.empty}>
                <Trans>No line items</Trans>
              </td>
            </tr>
          )}
          {sheet.items.map((item) => (
            <tr key={item.Id}>
              <td className={classes.num}>{item.Pieces}</td>
              <td>{item.PackageType}</td>
              <td className={classes.num}>{formatWeight(item.Weight, null)}</td>
              <td className={classes.center}>{item.HazMat ? 'X' : ''}</td>
              <td>{item.Commodity}</td>
              <td className={classes.nowrap}>{item.NMFC ?? ''}</td>
              <td className={classes.num}>{item.Class ?? ''}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <td className={classes.num}>{sheet.totalPieces}</td>
            <td>
              <Trans>Grand total</Trans>
            </td>
            <td className={classes.num}>{formatWeight(sheet.totalWeight, bol.WeightType)}</td>
            <td colSpan={4} />
          </tr>
        </tfoot>
      </table>

      <div className={classes.cod}>
        <span>
          <Trans>COD amount</Trans>: <strong>{bol.CodAmount === null ? '—' : `$${formatMoney(bol.CodAmount)}`}</strong>
        </span>
        <span className={classes.small}>
          <Trans>Freight charges are {termLabels[bol.FreightChargesterms] ?? bol.FreightChargesterms} unless marked otherwise.</Trans>
        </span>
      </div>

      <div className={classes.signatures}>
        <Signature
          title={t`Shipper signature / date`}
          note={t`This is to certify that the above named materials are properly classified, packaged, marked and labeled.`}
        />
        <Signature title={t`Carrier signature / pickup date`} note={t`Carrier acknowledges receipt of packages and required placards.`} />
        <Signature title={t`Consignee signature / date`} note={t`Received in good order, except as noted.`} />
      </div>
    </article>
  );
}

function Party({ title, party }: { title: string; party: BolParty | null }) {
  const { t } = useLingui();
  return (
    <section className={classes.box}>
      <h3 className={classes.boxTitle}>{title}</h3>
      {party ? (
        <>
          <div className={classes.company}>{party.Company || '—'}</div>
          {party.Address1 && <div>{party.Address1}</div>}
          <div>{partyPlace(party)}</div>
          {party.ContactPhone && <div>{t`Phone: ${party.ContactPhone}`}</div>}
          {party.Number && <div>{t`Number: ${party.Number}`}</div>}
        </>
      ) : (
        <div className={classes.small}>—</div>
      )}
    </section>
  );
}

function Signature({ title, note }: { title: string; note: string }) {
  return (
    <section className={classes.signature}>
      <div className={classes.line} />
      <div className={classes.boxTitle}>{title}</div>
      <div className={classes.small}>{note}</div>
    </section>
  );
}
