import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { activities, bids, modes, packaging, shipmentStops, shipments, statusHistory, trackingPoints, users } from '../../server/db/schema';
import { chunkWaypoints, joinChunks, planRoute, type Waypoint } from '../../server/services/routing';
import { databaseTargets } from './support/databases';
import {
  insertLoad,
  otherTruckerEmail,
  type PartyTokens,
  partyTokens,
  shipperIdOf,
  type TestLoad,
  truckerIdOf,
} from './support/detail-loads';
import { ADMIN, SHIPPER, TRUCKER } from './support/fixtures';
import { useHarness } from './support/harness';
import { auth, userIdOf } from './support/partners';

/** A stand-in for OSRM on a local port: answers each leg as two points plus a midpoint, or misbehaves on demand. */
function fakeOsrm() {
  const requests: string[] = [];
  let mode: 'ok' | 'error' | 'slow' | 'no-route' = 'ok';
  const server: Server = createServer((req, res) => {
    requests.push(req.url ?? '');
    const match = /^\/osrm\/route\/v1\/driving\/([^?]+)\?overview=full&geometries=geojson$/.exec(req.url ?? '');
    if (mode === 'error' || !match) {
      res.writeHead(500).end('boom');
      return;
    }
    if (mode === 'slow') {
      setTimeout(() => res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}'), 1000);
      return;
    }
    if (mode === 'no-route') {
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ code: 'NoRoute', routes: [] }));
      return;
    }
    const points = match[1].split(';').map((pair) => pair.split(',').map(Number));
    const coordinates: number[][] = [];
    points.forEach((p, i) => {
      if (i > 0) coordinates.push([(points[i - 1][0] + p[0]) / 2, (points[i - 1][1] + p[1]) / 2]);
      coordinates.push(p);
    });
    res
      .writeHead(200, { 'Content-Type': 'application/json' })
      .end(JSON.stringify({ code: 'Ok', routes: [{ geometry: { type: 'LineString', coordinates } }] }));
  });
  return {
    requests,
    setMode: (next: typeof mode) => (mode = next),
    start: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/osrm`)),
      ),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const waypoints = (n: number): Waypoint[] => Array.from({ length: n }, (_, i) => ({ Latitude: 30 + i / 8, Longitude: -100 + i / 4 }));

describe('planned route (routing service)', () => {
  const osrm = fakeOsrm();
  let url = '';
  const warnings: string[] = [];
  const log = (message: string) => warnings.push(message);
  beforeAll(async () => {
    url = await osrm.start();
  });
  afterAll(() => osrm.stop());

  it('chunks 21 points at a time; consecutive chunks share their boundary point', () => {
    const points = Array.from({ length: 45 }, (_, i) => i);
    const chunks = chunkWaypoints(points);
    expect(chunks.map((c) => [c[0], c[c.length - 1], c.length])).toEqual([
      [0, 20, 21],
      [20, 40, 21],
      [40, 44, 5],
    ]);
    expect(chunkWaypoints(Array.from({ length: 21 }, (_, i) => i))).toHaveLength(1);
    expect(chunkWaypoints(Array.from({ length: 22 }, (_, i) => i)).map((c) => c.length)).toEqual([21, 2]);
    expect(chunkWaypoints([1])).toEqual([]);
    expect(
      joinChunks([
        [
          { Latitude: 1, Longitude: 1 },
          { Latitude: 2, Longitude: 2 },
        ],
        [
          { Latitude: 2, Longitude: 2 },
          { Latitude: 3, Longitude: 3 },
        ],
      ]),
    ).toHaveLength(3);
  });

  it('without ROUTING_URL the route is the straight segments through the waypoints, no request made', async () => {
    const route = await planRoute(waypoints(4), { log });
    expect(route).toEqual({ source: 'straight', points: waypoints(4) });
  });

  it('asks the server in chunks of 21 and joins the geometry without repeating boundary points', async () => {
    osrm.setMode('ok');
    osrm.requests.length = 0;
    const route = await planRoute(waypoints(45), { routingUrl: url, log });
    expect(route.source).toBe('osrm');
    expect(osrm.requests).toHaveLength(3);
    expect(osrm.requests.map((r) => r.split('?')[0].split('/').pop()!.split(';').length).sort()).toEqual([21, 21, 5]);
    // 45 waypoints + a midpoint per leg (44), each boundary point once.
    expect(route.points).toHaveLength(89);
    expect(route.points[0]).toEqual({ Latitude: 30, Longitude: -100 });
    expect(route.points.at(-1)).toEqual(waypoints(45)[44]);
  });

  it.each(['error', 'no-route', 'slow'] as const)(
    'falls back to straight segments when the server answers %s, and only logs',
    async (mode) => {
      osrm.setMode(mode);
      warnings.length = 0;
      const started = Date.now();
      const route = await planRoute(waypoints(3), { routingUrl: url, log, timeoutMs: 300 });
      expect(route).toEqual({ source: 'straight', points: waypoints(3) });
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toMatch(/^\[routing\] directions request failed/);
      expect(Date.now() - started).toBeLessThan(900);
    },
  );

  it('falls back when nothing listens on ROUTING_URL', async () => {
    warnings.length = 0;
    const route = await planRoute(waypoints(2), { routingUrl: 'http://127.0.0.1:9/osrm', log });
    expect(route.source).toBe('straight');
    expect(warnings).toHaveLength(1);
  });
});

// ── GET /api/Tracking/{id}, activities, bids ────────────────────────────────────────────────────────────────────

const targets = await databaseTargets();

const TWO_STOPS: TestLoad['stops'] = [
  { type: 'Drop', name: 'Tulsa DC', city: 'Tulsa', state: 'Oklahoma', latitude: 36.154, longitude: -95.9928, delivered: true },
  { type: 'Pick-up', name: 'Springfield Mill', city: 'Springfield', state: 'Missouri', latitude: 37.209, longitude: -93.2923 },
];

describe.each(targets)('tracking, activities and bids on $name', (target) => {
  const h = useHarness(target);
  const tokens = {} as PartyTokens;
  let loadId = 0;

  beforeAll(async () => {
    Object.assign(tokens, await partyTokens(h));
    loadId = await insertLoad(h.db, { statusCode: 'IT', stops: TWO_STOPS });
    const at = (s: string) => new Date(`2025-03-${s}Z`);
    await h.db.insert(statusHistory).values(
      (['DF', 'OP', 'BK', 'OFP', 'AT', 'IT'] as const).map((statusCode, i) => ({
        shipmentId: loadId,
        statusCode,
        created: at(`1${i}T08:00:00`),
      })),
    );
    // Inserted out of order: the answer sorts them by event time.
    await h.db.insert(trackingPoints).values([
      {
        shipmentId: loadId,
        latitude: 34.5,
        longitude: -95.5,
        city: 'Durant',
        state: 'Oklahoma',
        eventName: 'Position',
        eventDate: at('12T10:00:00'),
      },
      {
        shipmentId: loadId,
        latitude: 33.2,
        longitude: -96.6,
        city: 'McKinney',
        state: 'Texas',
        eventName: 'Picked up',
        eventDate: at('11T15:00:00'),
      },
    ]);
    const other = await truckerIdOf(h.db, await otherTruckerEmail(h.db));
    const mine = await truckerIdOf(h.db, TRUCKER);
    await h.db.insert(bids).values([
      { shipmentId: loadId, truckerId: mine, price: 2450, selected: true, status: 'Accepted', created: at('12T09:00:00') },
      {
        shipmentId: loadId,
        truckerId: other,
        price: 2390.5,
        status: 'Declined',
        note: 'Can pick up a day early',
        created: at('12T10:00:00'),
      },
    ]);
    const adminId = await userIdOf(h.db, ADMIN);
    const shipperUser = await userIdOf(h.db, SHIPPER);
    await h.db.insert(activities).values([
      {
        shipmentId: loadId,
        userId: shipperUser,
        action: 'Created',
        created: at('10T08:00:00'),
        fields: [{ Field: 'TotalPrice', Type: 'decimal', OldValue: null, NewValue: '2500' }],
      },
      {
        shipmentId: loadId,
        userId: adminId,
        action: 'StatusChanged',
        created: at('12T08:00:00'),
        receivedAt: at('12T10:30:00'),
        fields: [{ Field: 'Status', Type: 'string', OldValue: 'OP', NewValue: 'BK' }],
      },
      { shipmentId: loadId, userId: null, action: 'Updated', created: at('11T08:00:00'), fields: [] },
    ]);
  });

  const get = (path: string, token?: string) => h.app.request(path, { headers: token ? auth(token) : {} });

  it('answers the tracking response of decision 042 to the owning shipper', async () => {
    const res = await get(`/api/Tracking/${loadId}`, tokens.shipper);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.Shipment).toEqual({
      Id: loadId,
      Code: expect.stringMatching(/^HB-\d+$/),
      ShippingCompany: 'Lone Star Foods',
      ShippingAddress1: '1200 Commerce St',
      ShippingCity: 'Dallas',
      ShippingState: 'Texas',
      ShippingZipCode: '75202',
      ShippingTimeZone: 'America/Chicago',
      ReceivingCompany: 'Windy City Grocers',
      ReceivingAddress1: '233 S Wacker Dr',
      ReceivingCity: 'Chicago',
      ReceivingState: 'Illinois',
      ReceivingZipCode: '60606',
      ReceivingTimeZone: 'America/Chicago',
      ReqShipDate: '2025-03-11T00:00:00.000Z',
      PuAppointmentDate: '2025-03-11T14:00:00.000Z',
      ShippingDepartureDate: null,
      Mabd: '2025-03-14T00:00:00.000Z',
      DelAppointmentDate: null,
      ReceivingArrivalDate: null,
      EquipmentType: expect.any(String),
      TotalWeight: 18000,
      WeightType: 'LBS',
      TotalPrice: 2500,
      TotalMiles: 967.5,
      SealNumber: 'SEAL-1',
      TruckNumber: 'TR-7',
      TrailerNumber: 'TL-9',
      Bids: 2,
    });
    expect(body.Stops).toEqual([
      {
        Type: 'Drop',
        Name: 'Tulsa DC',
        Address1: '1 Main St',
        City: 'Tulsa',
        State: 'Oklahoma',
        Zipcode: '00000',
        Delivered: true,
        EventName: null,
        EventDate: null,
        // the facility's zone (decision 160), from the city when the stop has no coordinates
        TimeZone: expect.stringMatching(/^America\//),
      },
      {
        Type: 'Pick-up',
        Name: 'Springfield Mill',
        Address1: '2 Main St',
        City: 'Springfield',
        State: 'Missouri',
        Zipcode: '00000',
        Delivered: false,
        EventName: null,
        EventDate: null,
        TimeZone: expect.stringMatching(/^America\//),
      },
    ]);
    expect(body.Tracking.map((p: { City: string; EventDate: string }) => [p.City, p.EventDate])).toEqual([
      ['McKinney', '2025-03-11T15:00:00.000Z'],
      ['Durant', '2025-03-12T10:00:00.000Z'],
    ]);
    expect(body.Polyline).toEqual(body.Tracking);
    expect(body.StatusesHistoy.map((s: { Code: string; Name: string }) => `${s.Code} ${s.Name}`)).toEqual([
      'DF Draft',
      'OP Open',
      'BK Booked',
      'OFP En route to pickup',
      'AT At pickup',
      'IT In transit',
    ]);
    expect(body.StatusesHistoy[0].Created).toBe('2025-03-10T08:00:00.000Z');
    // the carrier user's phone, for the shipper to call (issue 38)
    const [{ phone }] = await h.db.select({ phone: users.phone }).from(users).where(eq(users.email, TRUCKER));
    expect(body.Trucker).toEqual({
      Name: 'Blake Freight Lines LLC',
      Driver: 'Jordan Blake',
      ContactEmail: TRUCKER,
      Phone: phone,
      LicenceNumber: '1048576',
    });
    // No ROUTING_URL: straight segments origin → stops → receiver, with their places.
    expect(body.PlannedPolyline.map((p: { City: string }) => p.City)).toEqual(['Dallas', 'Tulsa', 'Springfield', 'Chicago']);
    expect(body.PlannedPolyline[0]).toEqual({
      Latitude: 32.7767,
      Longitude: -96.797,
      City: 'Dallas',
      State: 'Texas',
      EventName: null,
      EventDate: null,
    });
    expect(body).toMatchObject({
      StatusCode: 'IT',
      Status: 'In transit',
      ModeId: 2,
      Mode: 'FTL',
      ShipperId: await shipperIdOf(h.db, SHIPPER),
      IsOwner: true,
    });
  });

  it('lets BackOffice and the assigned trucker read it (not owners), refuses other parties, 404s unknown ids, 401s no token', async () => {
    for (const token of [tokens.admin, tokens.trucker]) {
      const res = await get(`/api/tracking/${loadId}`, token);
      expect(res.status).toBe(200);
      expect((await res.json()).IsOwner).toBe(false);
    }
    for (const token of [tokens.otherShipper, tokens.otherTrucker]) {
      for (const path of [`/api/Tracking/${loadId}`, `/api/Shipments/Activities/${loadId}`, `/api/Shipments/Bids/${loadId}`]) {
        const res = await get(path, token);
        expect(res.status).toBe(403);
        expect(await res.json()).toEqual({ Message: 'You do not have permission to do this.', MessageId: { Id: 'forbidden' } });
      }
    }
    for (const path of ['/api/Tracking/99999999', '/api/Tracking/abc', '/api/Shipments/Activities/99999999', '/api/Shipments/Bids/0']) {
      expect((await get(path, tokens.admin)).status).toBe(404);
    }
    expect((await get(`/api/Tracking/${loadId}`)).status).toBe(401);
  });

  it('answers Trucker null while no carrier is assigned, and an empty route without coordinates', async () => {
    const id = await insertLoad(h.db, { statusCode: 'OP', truckerEmail: null });
    await h.db.update(shipments).set({ shippingLatitude: null, receivingLatitude: null }).where(eq(shipments.id, id));
    const body = await (await get(`/api/Tracking/${id}`, tokens.shipper)).json();
    expect(body).toMatchObject({ Trucker: null, Stops: [], Tracking: [], StatusesHistoy: [], PlannedPolyline: [], StatusCode: 'OP' });
    expect(body.Shipment.Bids).toBe(0);
  });

  it('uses a cached line that passes through the waypoints and ignores one that does not', async () => {
    const id = await insertLoad(h.db, { statusCode: 'BK' });
    const line = [
      { Latitude: 32.7767, Longitude: -96.797 },
      { Latitude: 37, Longitude: -92 },
      { Latitude: 41.8781, Longitude: -87.6298 },
    ];
    await h.db.update(shipments).set({ plannedPolyline: line, plannedPolylineSource: 'straight' }).where(eq(shipments.id, id));
    let body = await (await get(`/api/Tracking/${id}`, tokens.admin)).json();
    expect(body.PlannedPolyline.map((p: { Latitude: number; City: string | null }) => [p.Latitude, p.City])).toEqual([
      [32.7767, 'Dallas'],
      [37, null],
      [41.8781, 'Chicago'],
    ]);
    // The receiver moved: the cached line no longer ends there, so the straight segments are answered.
    await h.db.update(shipments).set({ receivingLatitude: 39.7392, receivingLongitude: -104.9903 }).where(eq(shipments.id, id));
    body = await (await get(`/api/Tracking/${id}`, tokens.admin)).json();
    expect(body.PlannedPolyline.map((p: { Latitude: number }) => p.Latitude)).toEqual([32.7767, 39.7392]);
  });

  describe('with ROUTING_URL', () => {
    const osrm = fakeOsrm();
    beforeAll(async () => {
      process.env.ROUTING_URL = await osrm.start();
    });
    afterAll(async () => {
      delete process.env.ROUTING_URL;
      await osrm.stop();
    });

    it('routes through the server once, caches the route on the load, and routes again after the stops change', async () => {
      osrm.setMode('ok');
      osrm.requests.length = 0;
      const id = await insertLoad(h.db, { statusCode: 'OFP', stops: TWO_STOPS });
      const first = await (await get(`/api/Tracking/${id}`, tokens.trucker)).json();
      expect(osrm.requests).toHaveLength(1);
      expect(first.PlannedPolyline).toHaveLength(7); // 4 waypoints + a midpoint per leg
      const [row] = await h.db.select().from(shipments).where(eq(shipments.id, id));
      expect(row.plannedPolylineSource).toMatch(/^osrm:[0-9a-f]{16}$/);
      const again = await (await get(`/api/Tracking/${id}`, tokens.trucker)).json();
      expect(again.PlannedPolyline).toEqual(first.PlannedPolyline);
      expect(osrm.requests).toHaveLength(1);
      await h.db.delete(shipmentStops).where(eq(shipmentStops.shipmentId, id));
      const rerouted = await (await get(`/api/Tracking/${id}`, tokens.trucker)).json();
      expect(osrm.requests).toHaveLength(2);
      expect(rerouted.PlannedPolyline).toHaveLength(3);
    });

    it('answers straight segments (and stores nothing) when the routing server fails', async () => {
      osrm.setMode('error');
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const id = await insertLoad(h.db, { statusCode: 'OFP' });
      const res = await get(`/api/Tracking/${id}`, tokens.admin);
      expect(res.status).toBe(200);
      expect((await res.json()).PlannedPolyline.map((p: { City: string }) => p.City)).toEqual(['Dallas', 'Chicago']);
      expect(warn).toHaveBeenCalledTimes(1);
      warn.mockRestore();
      const [row] = await h.db.select().from(shipments).where(eq(shipments.id, id));
      expect(row.plannedPolyline).toBeNull();
    });
  });

  it('answers activities newest first with user names and field values', async () => {
    const res = await get(`/api/Shipments/Activities/${loadId}`, tokens.trucker);
    expect(res.status).toBe(200);
    const list = await res.json();
    expect(list.map((a: { Action: string; User: string; Created: string }) => [a.Action, a.User, a.Created])).toEqual([
      ['StatusChanged', 'Alex Morgan', '2025-03-12T08:00:00.000Z'],
      ['Updated', 'System', '2025-03-11T08:00:00.000Z'],
      ['Created', 'Sam Rivera', '2025-03-10T08:00:00.000Z'],
    ]);
    expect(list[0]).toEqual({
      Id: expect.any(Number),
      User: 'Alex Morgan',
      Created: '2025-03-12T08:00:00.000Z',
      // recorded offline, received 2.5 h later: both clocks
      ReceivedAt: '2025-03-12T10:30:00.000Z',
      Action: 'StatusChanged',
      Fields: [{ Field: 'Status', Type: 'string', OldValue: 'OP', NewValue: 'BK' }],
    });
  });

  it('names the ids an activity recorded (packaging, mode) as the form shows them; an unknown id stays', async () => {
    const [pallet] = await h.db.select().from(packaging).where(eq(packaging.id, 4));
    const [ftl] = await h.db.select().from(modes).where(eq(modes.id, 2));
    const [row] = await h.db
      .insert(activities)
      .values({
        shipmentId: loadId,
        userId: null,
        action: 'Updated',
        created: new Date('2025-01-01T00:00:00Z'),
        fields: [
          { Field: 'Item 2 · PackagingId', Type: 'int', OldValue: null, NewValue: '4' },
          { Field: 'ModeId', Type: 'int', OldValue: '2', NewValue: '99999' },
        ],
      })
      .returning({ id: activities.id });
    const list = await (await get(`/api/Shipments/Activities/${loadId}`, tokens.admin)).json();
    expect(list.find((a: { Id: number }) => a.Id === row.id).Fields).toEqual([
      { Field: 'Item 2 · PackagingId', Type: 'string', OldValue: null, NewValue: pallet.name },
      { Field: 'ModeId', Type: 'string', OldValue: ftl.name, NewValue: '99999' },
    ]);
    await h.db.delete(activities).where(eq(activities.id, row.id));
  });

  it('answers bids newest first with the accepted one Selected; the carrier sees only its own', async () => {
    const all = await (await get(`/api/Shipments/Bids/${loadId}`, tokens.shipper)).json();
    expect(all).toEqual([
      {
        Id: expect.any(Number),
        TruckerId: expect.any(Number),
        Trucker: expect.any(String),
        Price: 2390.5,
        Created: '2025-03-12T10:00:00.000Z',
        Selected: false,
        Status: 'Declined',
        Note: 'Can pick up a day early',
      },
      {
        Id: expect.any(Number),
        TruckerId: await truckerIdOf(h.db, TRUCKER),
        Trucker: 'Blake Freight Lines LLC',
        Price: 2450,
        Created: '2025-03-12T09:00:00.000Z',
        Selected: true,
        Status: 'Accepted',
        Note: null,
      },
    ]);
    expect(await (await get(`/api/Shipments/Bids/${loadId}`, tokens.admin)).json()).toEqual(all);
    const own = await (await get(`/api/Shipments/Bids/${loadId}`, tokens.trucker)).json();
    expect(own).toEqual([all[1]]);
  });
});
