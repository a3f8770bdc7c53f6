import { describe, expect, it } from 'vitest';
import { databaseTargets } from './support/databases';
import { useLoad, usePartyTokens } from './support/detail-loads';
import { useHarness } from './support/harness';
import { auth } from './support/partners';

/** Issue 14 §5: a load's Activities show what the direct reads show, no more (decision 018). */
const targets = await databaseTargets();
const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const TYPE = { POD: 2, OTH: 6 };

describe.each(targets)('Activities follow visibility on $name', (target) => {
  const h = useHarness(target);
  const tokens = usePartyTokens(h);
  const load = useLoad(h, { statusCode: 'IT' });

  const form = (name: string) => {
    const data = new FormData();
    data.append('File', new File([PDF], name, { type: 'application/pdf' }));
    return data;
  };
  const upload = async (token: string, name: string, isPublic: boolean) => {
    const query = new URLSearchParams({ shipmentId: String(load.id), typeId: String(TYPE.OTH), isPublic: String(isPublic) });
    const res = await h.app.request(`/api/Attachments?${query}`, { method: 'POST', headers: auth(token), body: form(name) });
    expect(res.status).toBe(200);
    return ((await res.json()) as { Id: number }[])[0].Id;
  };
  /** Every file name any activity of the load mentions, as `who` reads them. */
  const namesSeenBy = async (token: string) => {
    const res = await h.app.request(`/api/Shipments/Activities/${load.id}`, { headers: auth(token) });
    expect(res.status).toBe(200);
    const entries = (await res.json()) as { Fields: { Field: string; OldValue: string | null; NewValue: string | null }[] }[];
    return new Set(
      entries.flatMap((e) => e.Fields.filter((f) => f.Field === 'Attachment').flatMap((f) => [f.OldValue, f.NewValue])).filter(Boolean),
    );
  };

  it("a private attachment's entries are read by its uploader and BackOffice only; public ones by every party", async () => {
    await upload(tokens.shipper, 'shipper-secret.pdf', false);
    const truckerPrivate = await upload(tokens.trucker, 'trucker-secret.pdf', false);
    await upload(tokens.shipper, 'rate-sheet.pdf', true);
    // changes and deletes of a private file stay private too
    const rename = new URLSearchParams({ name: 'trucker-renamed' });
    expect(
      (await h.app.request(`/api/Attachments/${truckerPrivate}?${rename}`, { method: 'PUT', headers: auth(tokens.trucker) })).status,
    ).toBe(200);
    expect((await h.app.request(`/api/Attachments/${truckerPrivate}`, { method: 'DELETE', headers: auth(tokens.trucker) })).status).toBe(
      200,
    );

    const trucker = await namesSeenBy(tokens.trucker);
    expect(trucker.has('shipper-secret.pdf')).toBe(false);
    expect(trucker.has('trucker-secret.pdf')).toBe(true);
    expect(trucker.has('rate-sheet.pdf')).toBe(true);
    const shipper = await namesSeenBy(tokens.shipper);
    expect(shipper.has('shipper-secret.pdf')).toBe(true);
    expect([...shipper].some((n) => String(n).startsWith('trucker-'))).toBe(false);
    expect(shipper.has('rate-sheet.pdf')).toBe(true);
    const admin = await namesSeenBy(tokens.admin);
    for (const name of ['shipper-secret.pdf', 'trucker-secret.pdf', 'trucker-renamed.pdf', 'rate-sheet.pdf'])
      expect(admin.has(name)).toBe(true);
  });

  it("BackOffice's invoice upload shows in BackOffice's Activities only", async () => {
    const query = new URLSearchParams({ shipmentId: String(load.id), type: 'BI' });
    const res = await h.app.request(`/api/Billing/Attachment?${query}`, {
      method: 'POST',
      headers: auth(tokens.admin),
      body: form('invoice-7781.pdf'),
    });
    expect(res.status).toBe(200);
    expect((await namesSeenBy(tokens.admin)).has('invoice-7781.pdf')).toBe(true);
    expect((await namesSeenBy(tokens.shipper)).has('invoice-7781.pdf')).toBe(false);
    expect((await namesSeenBy(tokens.trucker)).has('invoice-7781.pdf')).toBe(false);
  });
});
