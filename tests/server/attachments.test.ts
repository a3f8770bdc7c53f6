import { existsSync, readdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, attachments } from '../../server/db/schema';
import { checkSignedUrl, signUrl } from '../../server/services/signed-urls';
import { databaseTargets } from './support/databases';
import { insertLoad, useLoad, usePartyTokens } from './support/detail-loads';
import { useHarness } from './support/harness';
import { auth } from './support/partners';

const SECRET = new TextEncoder().encode('a-secret-a-secret-a-secret-a-secret-0123');

describe('signed URLs', () => {
  const now = Date.UTC(2025, 2, 18, 12, 0, 30);
  const parts = (url: string) => {
    const u = new URL(url, 'http://x');
    return [u.pathname, u.searchParams.get('exp') ?? undefined, u.searchParams.get('sig') ?? undefined] as const;
  };

  it('is valid for at least an hour, then expired', () => {
    const [path, exp, sig] = parts(signUrl(SECRET, '/api/files/attachments/7', now));
    expect(checkSignedUrl(SECRET, path, exp, sig, now)).toBe('valid');
    expect(checkSignedUrl(SECRET, path, exp, sig, now + 3600_000)).toBe('valid');
    expect(Number(exp) * 1000 - now).toBeLessThanOrEqual(4200_000);
    expect(checkSignedUrl(SECRET, path, exp, sig, now + 4201_000)).toBe('expired');
  });

  it('keeps one URL for a while (cacheable) and matches the path without regard to case', () => {
    expect(signUrl(SECRET, '/api/files/attachments/7', now)).toBe(signUrl(SECRET, '/api/files/attachments/7', now + 60_000));
    const [, exp, sig] = parts(signUrl(SECRET, '/api/Files/Attachments/7', now));
    expect(checkSignedUrl(SECRET, '/api/files/attachments/7', exp, sig, now)).toBe('valid');
  });

  it('refuses a tampered path, expiry or signature, another key and missing parts', () => {
    const [path, exp, sig] = parts(signUrl(SECRET, '/api/files/attachments/7', now));
    expect(checkSignedUrl(SECRET, '/api/files/attachments/8', exp, sig, now)).toBe('invalid');
    expect(checkSignedUrl(SECRET, path, String(Number(exp) + 600), sig, now)).toBe('invalid');
    expect(checkSignedUrl(SECRET, path, exp, `${sig!.slice(0, -1)}${sig!.endsWith('A') ? 'B' : 'A'}`, now)).toBe('invalid');
    expect(checkSignedUrl(new TextEncoder().encode('another-secret-another-secret-0123456'), path, exp, sig, now)).toBe('invalid');
    expect(checkSignedUrl(SECRET, path, undefined, sig, now)).toBe('invalid');
    expect(checkSignedUrl(SECRET, path, exp, undefined, now)).toBe('invalid');
    expect(checkSignedUrl(SECRET, path, '1e9', sig, now)).toBe('invalid');
  });
});

// ── the calls ───────────────────────────────────────────────────────────────────────────────────────────────────

const targets = await databaseTargets();

const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const PNG = Uint8Array.from(
  Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'),
);
const TYPE = { POD: 2, RC: 3, PHO: 5, BB: 7 };

type Part = { bytes: Uint8Array; name: string; type?: string };
const filesForm = (parts: Part[]) => {
  const form = new FormData();
  for (const p of parts)
    form.append('File', new File([p.bytes as Uint8Array<ArrayBuffer>], p.name, { type: p.type ?? 'application/octet-stream' }));
  return form;
};
const zeros = (n: number) => new Uint8Array(n);

describe.each(targets)('attachments on $name', (target) => {
  const h = useHarness(target);
  const tokens = usePartyTokens(h);
  const load = useLoad(h, { statusCode: 'IT' });

  const upload = (token: string, query: Record<string, string | number | boolean>, parts: Part[] | FormData) =>
    h.app.request(`/api/Attachments?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`, {
      method: 'POST',
      headers: auth(token),
      body: parts instanceof FormData ? parts : filesForm(parts),
    });
  const call = (method: string, path: string, token?: string, body?: FormData) =>
    h.app.request(path, { method, headers: token ? auth(token) : {}, body });
  const activitiesOf = (id: number) => h.db.select().from(activities).where(eq(activities.shipmentId, id));
  const incoming = () =>
    existsSync(join(h.config.dataDir, 'files', 'incoming')) ? readdirSync(join(h.config.dataDir, 'files', 'incoming')) : [];

  it('lists the attachment types for any signed-in user', async () => {
    const res = await call('GET', '/api/Attachments/Types', tokens.trucker);
    expect(res.status).toBe(200);
    const types = await res.json();
    expect(types.map((t: { Code: string }) => t.Code)).toEqual(['BOL', 'POD', 'RC', 'INV', 'PHO', 'OTH', 'BB', 'BI']);
    expect(types[1]).toEqual({ Id: TYPE.POD, Code: 'POD', Name: expect.any(String) });
    expect((await call('GET', '/api/Attachments/Types')).status).toBe(401);
  });

  it('uploads repeated File parts, answers them, serves the bytes from the signed FilePath and records an activity', async () => {
    const res = await upload(tokens.shipper, { shipmentId: load.id, typeId: TYPE.POD, isPublic: false }, [
      { bytes: PDF, name: 'proof of delivery.pdf', type: 'application/pdf' },
      { bytes: PNG, name: 'dock-photo.png', type: 'image/png' },
    ]);
    expect(res.status).toBe(200);
    const [pdf, png] = await res.json();
    expect(pdf).toEqual({
      Id: expect.any(Number),
      FileName: 'proof of delivery.pdf',
      FilePath: expect.stringMatching(new RegExp(`^/api/files/attachments/${pdf.Id}\\?u=\\d+&exp=\\d+&sig=[\\w-]{43}$`)),
      Type: expect.any(String),
      TypeId: TYPE.POD,
      TypeCode: 'POD',
      IsPublic: false,
      IsOwner: true,
      Created: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      Size: PDF.byteLength,
      ContentType: 'application/pdf',
    });
    expect(png).toMatchObject({ FileName: 'dock-photo.png', ContentType: 'image/png', Size: PNG.byteLength });

    const file = await h.app.request(pdf.FilePath); // no Authorization header
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toBe(
      `inline; filename="proof of delivery.pdf"; filename*=UTF-8''proof%20of%20delivery.pdf`,
    );
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PDF);
    expect(new Uint8Array(await (await h.app.request(png.FilePath)).arrayBuffer())).toEqual(PNG);

    const created = (await activitiesOf(load.id)).find(
      (a) => a.action === 'Created' && a.fields.some((f) => f.NewValue === 'proof of delivery.pdf'),
    );
    expect(created?.fields).toEqual([
      { Field: 'Attachment', Type: 'string', OldValue: null, NewValue: 'proof of delivery.pdf' },
      { Field: 'Attachment', Type: 'string', OldValue: null, NewValue: 'dock-photo.png' },
    ]);
  });

  it('refuses tampered, expired and unsigned download links with 403', async () => {
    const [a] = await (await upload(tokens.shipper, { shipmentId: load.id, typeId: TYPE.RC }, [{ bytes: PDF, name: 'rate.pdf' }])).json();
    const url = new URL(a.FilePath, 'http://x');
    const sig = url.searchParams.get('sig')!;
    const exp = url.searchParams.get('exp')!;
    const tampered = [
      `/api/files/attachments/${a.Id + 1}?exp=${exp}&sig=${sig}`,
      `/api/files/attachments/${a.Id}?exp=${Number(exp) + 1}&sig=${sig}`,
      `/api/files/attachments/${a.Id}?exp=${exp}&sig=${sig.slice(1)}x`,
      `/api/files/attachments/${a.Id}`,
    ];
    for (const path of tampered) {
      const res = await h.app.request(path);
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ Message: 'This link is not valid.', MessageId: { Id: 'link_invalid' } });
    }
    const expired = signUrl(h.config.jwtSecret, `/api/files/attachments/${a.Id}`, Date.now() - 3 * 3600_000);
    const res = await h.app.request(expired);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ Message: 'This link has expired.', MessageId: { Id: 'link_expired' } });
  });

  it('shows a party its own and the public attachments, BackOffice all; IsOwner is the uploader', async () => {
    const id = await insertLoad(h.db, { statusCode: 'AT' });
    await upload(tokens.shipper, { shipmentId: id, typeId: TYPE.RC, isPublic: false }, [{ bytes: PDF, name: 'private-rate.pdf' }]);
    await upload(tokens.shipper, { shipmentId: id, typeId: TYPE.RC, isPublic: true }, [{ bytes: PDF, name: 'public-rate.pdf' }]);
    await upload(tokens.trucker, { shipmentId: id, typeId: TYPE.PHO, isPublic: false }, [{ bytes: PNG, name: 'trucker-private.png' }]);
    const names = async (token: string) => {
      const body = await (await call('GET', `/api/Shipments/attachments/${id}`, token)).json();
      if (!Array.isArray(body)) throw new Error(JSON.stringify(body));
      return (body as { FileName: string; IsOwner: boolean }[]).map((a) => `${a.FileName}${a.IsOwner ? ' (mine)' : ''}`);
    };
    expect(await names(tokens.shipper)).toEqual(['public-rate.pdf (mine)', 'private-rate.pdf (mine)']);
    expect(await names(tokens.trucker)).toEqual(['trucker-private.png (mine)', 'public-rate.pdf']);
    expect(await names(tokens.admin)).toEqual(['trucker-private.png', 'public-rate.pdf', 'private-rate.pdf']);
    expect((await call('GET', `/api/Shipments/attachments/${id}`, tokens.otherShipper)).status).toBe(403);
    expect((await call('GET', `/api/Shipments/attachments/${id}`, tokens.otherTrucker)).status).toBe(403);
    expect((await call('GET', '/api/Shipments/attachments/99999999', tokens.admin)).status).toBe(404);

    const [row] = await h.db
      .select()
      .from(attachments)
      .where(and(eq(attachments.shipmentId, id), eq(attachments.fileName, 'private-rate.pdf')));
    expect((await call('GET', `/api/Attachments/${row.id}`, tokens.trucker)).status).toBe(403);
    expect((await call('GET', `/api/Attachments/${row.id}`, tokens.admin)).status).toBe(200);
    const mine = await (await call('GET', `/api/Attachments/${row.id}`, tokens.shipper)).json();
    expect(mine).toMatchObject({ Id: row.id, FileName: 'private-rate.pdf', IsOwner: true, IsPublic: false });
    expect((await call('GET', '/api/Attachments/99999999', tokens.admin)).status).toBe(404);
  });

  it('renames keeping the extension, changes type and visibility, replaces the file, and records the differences', async () => {
    const [a] = await (await upload(tokens.trucker, { shipmentId: load.id, typeId: TYPE.POD }, [{ bytes: PDF, name: 'scan.pdf' }])).json();
    const put = (query: string, body?: FormData) => call('PUT', `/api/Attachments/${a.Id}?${query}`, tokens.trucker, body);

    let res = await put(`name=${encodeURIComponent('Signed POD')}&typeId=${TYPE.RC}&isPublic=false`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      Id: a.Id,
      FileName: 'Signed POD.pdf',
      TypeId: TYPE.RC,
      TypeCode: 'RC',
      IsPublic: false,
      IsOwner: true,
    });
    expect((await (await put('name=final.PDF')).json()).FileName).toBe('final.PDF');
    expect((await (await put('name=final.png')).json()).FileName).toBe('final.png.PDF');

    const updated = (await activitiesOf(load.id)).filter((x) => x.action === 'Updated').map((x) => x.fields);
    expect(updated).toContainEqual([
      { Field: 'Attachment', Type: 'string', OldValue: 'scan.pdf', NewValue: 'Signed POD.pdf' },
      { Field: 'AttachmentType', Type: 'string', OldValue: expect.any(String), NewValue: expect.any(String) },
      { Field: 'AttachmentIsPublic', Type: 'bool', OldValue: 'true', NewValue: 'false' },
    ]);

    // Replacing the file: the bytes, size and type follow the new file; the name keeps the new file's extension.
    res = await put('name=delivery', filesForm([{ bytes: PNG, name: 'IMG_0042.png' }]));
    expect(res.status).toBe(200);
    const replaced = await res.json();
    expect(replaced).toMatchObject({ FileName: 'delivery.png', ContentType: 'image/png', Size: PNG.byteLength });
    expect(new Uint8Array(await (await h.app.request(replaced.FilePath)).arrayBuffer())).toEqual(PNG);

    res = await put('name=%20%20');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      Message: 'The request is invalid.',
      ModelState: { Name: ['The_file_name_is_required'] },
      ModelStateIds: { Name: [{ Id: 'The_file_name_is_required' }] },
    });
    res = await put(`typeId=${TYPE.BB}`);
    expect(await res.json()).toEqual({
      Message: 'The request is invalid.',
      ModelState: { TypeId: ['Please_select_attachment_type'] },
      ModelStateIds: { TypeId: [{ Id: 'Please_select_attachment_type' }] },
    });
    res = await put('name=x', filesForm([{ bytes: zeros(5_000_001), name: 'big.pdf' }]));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      Message: 'You_have_exceeded_the_file_size_limit(5mb)',
      MessageId: { Id: 'You_have_exceeded_the_file_size_limit(5mb)' },
    });
  });

  it("checks visibility when a signed link is used: made private, the trucker's link stops opening it (issue 36)", async () => {
    const [a] = await (
      await upload(tokens.shipper, { shipmentId: load.id, typeId: TYPE.POD, isPublic: true }, [{ bytes: PDF, name: 'pod.pdf' }])
    ).json();
    const linkOf = async (token: string) =>
      ((await (await call('GET', `/api/Attachments/${a.Id}`, token)).json()) as { FilePath: string }).FilePath;
    const [truckerLink, shipperLink, adminLink] = [await linkOf(tokens.trucker), await linkOf(tokens.shipper), await linkOf(tokens.admin)];
    expect((await h.app.request(truckerLink)).status).toBe(200);
    expect((await call('PUT', `/api/attachments/Visibility/${a.Id}`, tokens.shipper)).status).toBe(200);
    const refused = await h.app.request(truckerLink);
    expect(refused.status).toBe(404);
    // The uploader and BackOffice still see it; their links still open it.
    for (const link of [shipperLink, adminLink]) expect(new Uint8Array(await (await h.app.request(link)).arrayBuffer())).toEqual(PDF);
    // Public again: the trucker's link opens it again; another user's id in the link breaks its signature.
    expect((await call('PUT', `/api/attachments/Visibility/${a.Id}`, tokens.shipper)).status).toBe(200);
    expect((await h.app.request(truckerLink)).status).toBe(200);
    const forged = truckerLink.replace(/u=\d+/, `u=${new URL(shipperLink, 'http://x').searchParams.get('u')}`);
    expect((await h.app.request(forged)).status).toBe(403);
  });

  it('toggles visibility and deletes for the owner only (others, BackOffice included, get 403)', async () => {
    const [a] = await (
      await upload(tokens.shipper, { shipmentId: load.id, typeId: TYPE.POD, isPublic: true }, [{ bytes: PDF, name: 'bol.pdf' }])
    ).json();
    for (const token of [tokens.trucker, tokens.admin]) {
      expect((await call('PUT', `/api/attachments/Visibility/${a.Id}`, token)).status).toBe(403);
      expect((await call('PUT', `/api/Attachments/${a.Id}?name=hijack`, token)).status).toBe(403);
      expect((await call('DELETE', `/api/Attachments/${a.Id}`, token)).status).toBe(403);
    }
    expect((await call('PUT', `/api/attachments/Visibility/${a.Id}`, tokens.otherShipper)).status).toBe(403);

    let res = await call('PUT', `/api/attachments/Visibility/${a.Id}`, tokens.shipper);
    expect(res.status).toBe(200);
    expect((await res.json()).IsPublic).toBe(false);
    expect((await (await call('PUT', `/api/Attachments/Visibility/${a.Id}`, tokens.shipper)).json()).IsPublic).toBe(true);

    res = await call('DELETE', `/api/Attachments/${a.Id}`, tokens.shipper);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ Message: 'Your_Attachment_has_been_deleted' });
    expect((await call('GET', `/api/Attachments/${a.Id}`, tokens.shipper)).status).toBe(404);
    expect((await h.app.request(a.FilePath)).status).toBe(404);
    const log = await activitiesOf(load.id);
    expect(log.filter((x) => x.fields[0]?.NewValue === 'bol.pdf' && x.action === 'Updated').map((x) => x.fields[1])).toEqual([
      { Field: 'AttachmentIsPublic', Type: 'bool', OldValue: 'true', NewValue: 'false' },
      { Field: 'AttachmentIsPublic', Type: 'bool', OldValue: 'false', NewValue: 'true' },
    ]);
    expect(log.find((x) => x.action === 'Deleted')?.fields).toEqual([
      { Field: 'Attachment', Type: 'string', OldValue: 'bol.pdf', NewValue: null },
    ]);
  });

  it('runs a write sent twice with one Idempotency-Key once (the outbox replay)', async () => {
    const [a] = await (
      await upload(tokens.trucker, { shipmentId: load.id, typeId: TYPE.PHO, isPublic: true }, [{ bytes: PNG, name: 'replayed.png' }])
    ).json();
    const toggle = () =>
      h.app.request(`/api/attachments/Visibility/${a.Id}`, {
        method: 'PUT',
        headers: { ...auth(tokens.trucker), 'Idempotency-Key': `vis-${a.Id}` },
      });
    const first = await toggle();
    const second = await toggle();
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect((await first.json()).IsPublic).toBe(false);
    expect((await second.json()).IsPublic).toBe(false);
    const [row] = await h.db.select().from(attachments).where(eq(attachments.id, a.Id));
    expect(row.isPublic).toBe(false);
  });

  it('enforces the limits: 5,000,001 bytes per file and 20,000,000 per request are refused with the spec messages, nothing is kept', async () => {
    const before = (await h.db.select().from(attachments).where(eq(attachments.shipmentId, load.id))).length;
    let res = await upload(tokens.shipper, { shipmentId: load.id, typeId: TYPE.POD }, [{ bytes: zeros(5_000_001), name: 'big.pdf' }]);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      Message: 'You_have_exceeded_the_file_size_limit(5mb)',
      MessageId: { Id: 'You_have_exceeded_the_file_size_limit(5mb)' },
    });

    res = await upload(
      tokens.shipper,
      { shipmentId: load.id, typeId: TYPE.POD },
      [1, 2, 3, 4, 5].map((i) => ({ bytes: zeros(4_000_001), name: `${i}.pdf` })),
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      Message: 'You_have_exceeded_the_size_limit(20mb)',
      MessageId: { Id: 'You_have_exceeded_the_size_limit(20mb)' },
    });
    expect((await h.db.select().from(attachments).where(eq(attachments.shipmentId, load.id))).length).toBe(before);
    expect(incoming()).toEqual([]);

    // Exactly at both limits: accepted.
    res = await upload(
      tokens.shipper,
      { shipmentId: load.id, typeId: TYPE.POD },
      [1, 2, 3, 4].map((i) => ({ bytes: zeros(5_000_000), name: `${i}.pdf` })),
    );
    expect(res.status).toBe(200);
    expect((await res.json()).map((a: { Size: number }) => a.Size)).toEqual([5_000_000, 5_000_000, 5_000_000, 5_000_000]);
    expect(incoming()).toEqual([]);
  });

  it('answers Please_select_file, the TypeId ModelState and the guards before storing anything', async () => {
    let res = await upload(tokens.shipper, { shipmentId: load.id, typeId: TYPE.POD }, []);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ Message: 'Please_select_file', MessageId: { Id: 'Please_select_file' } });
    res = await upload(tokens.shipper, { shipmentId: load.id, typeId: TYPE.POD }, [{ bytes: new Uint8Array(0), name: '' }]);
    expect(await res.json()).toEqual({ Message: 'Please_select_file', MessageId: { Id: 'Please_select_file' } });
    for (const typeId of ['', 'x', '999', String(TYPE.BB)]) {
      res = await upload(tokens.shipper, { shipmentId: load.id, typeId }, [{ bytes: PDF, name: 'a.pdf' }]);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        Message: 'The request is invalid.',
        ModelState: { TypeId: ['Please_select_attachment_type'] },
        ModelStateIds: { TypeId: [{ Id: 'Please_select_attachment_type' }] },
      });
    }
    res = await upload(tokens.otherShipper, { shipmentId: load.id, typeId: TYPE.POD }, [{ bytes: PDF, name: 'a.pdf' }]);
    expect(res.status).toBe(403);
    res = await upload(tokens.shipper, { shipmentId: 99999999, typeId: TYPE.POD }, [{ bytes: PDF, name: 'a.pdf' }]);
    expect(res.status).toBe(404);
    res = await h.app.request(`/api/Attachments?shipmentId=${load.id}&typeId=${TYPE.POD}`, {
      method: 'POST',
      body: filesForm([{ bytes: PDF, name: 'a.pdf' }]),
    });
    expect(res.status).toBe(401);
  });

  it('cleans names and serves unknown or active types as downloads, never as HTML', async () => {
    const res = await upload(tokens.shipper, { shipmentId: load.id, typeId: TYPE.POD }, [
      { bytes: new TextEncoder().encode('<script>alert(1)</script>'), name: 'C:\\fakepath\\evil.html', type: 'text/html' },
      { bytes: PDF, name: 'no-extension', type: 'text/html' },
    ]);
    const [html, sniffed] = await res.json();
    expect(html).toMatchObject({ FileName: 'evil.html', ContentType: 'application/octet-stream' });
    expect(sniffed).toMatchObject({ FileName: 'no-extension', ContentType: 'application/pdf' });
    expect((await h.app.request(html.FilePath)).headers.get('content-type')).toBe('application/octet-stream');
  });

  describe('over a real socket', () => {
    let base = '';
    let server: ReturnType<typeof serve>;
    beforeAll(async () => {
      server = serve({ fetch: h.app.fetch, port: 0, hostname: '127.0.0.1' });
      await new Promise((resolve) => server.once('listening', resolve));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it('answers the spec message for a 25 MB body (not a generic 413) and keeps serving', async () => {
      const res = await fetch(`${base}/api/Attachments?shipmentId=${load.id}&typeId=${TYPE.POD}`, {
        method: 'POST',
        headers: auth(tokens.shipper),
        body: filesForm([{ bytes: zeros(25_000_000), name: 'huge.pdf' }]),
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        Message: 'You_have_exceeded_the_file_size_limit(5mb)',
        MessageId: { Id: 'You_have_exceeded_the_file_size_limit(5mb)' },
      });
      const ok = await fetch(`${base}/api/Attachments/Types`, { headers: auth(tokens.shipper) });
      expect(ok.status).toBe(200);
    });
  });
});
