import { adminToken, bearer, createTestApp, drivers, tableCounts, type TestApp } from './helpers';
import {
  badBodies,
  badQueryValues,
  HTML_PAYLOAD,
  isFreeText,
  type JsonSchema,
  type Operation,
  operations,
  SQL_PAYLOAD,
  sample,
  urlOf,
} from './openapi';

// Ids no route may take: malformed, injected, out of range.
const BAD_IDS = [
  'not-an-id',
  SQL_PAYLOAD,
  HTML_PAYLOAD,
  '-1',
  '0',
  '1.5',
  '99999999999999999999',
  '6f1c1f3e-9a43-4c1e-8f51-3d2b6f0a9c1z',
  ' ',
  '\u0000',
  '1\u001b',
];

/** Every free-text string field of a body or query schema, by its path, with its schema. */
function freeTextFields(schema: JsonSchema, path: string): [string, JsonSchema][] {
  if (schema.anyOf) return schema.anyOf.flatMap((branch) => freeTextFields(branch, path));
  if (schema.properties) return Object.entries(schema.properties).flatMap(([key, property]) => freeTextFields(property, `${path}.${key}`));
  if (schema.items) return freeTextFields(schema.items, `${path}[]`);
  return isFreeText(schema) ? [[path, schema]] : [];
}

interface Attempt {
  label: string;
  url: string;
  payload?: unknown;
  raw?: string;
}

/** Every bad request the document lets us derive for one operation. */
function attempts(operation: Operation): Attempt[] {
  const query = (values: Record<string, string>) => {
    const params = new URLSearchParams();
    for (const parameter of operation.query) {
      const value = values[parameter.name] ?? (parameter.required ? String(sample(parameter.schema)) : undefined);
      if (value !== undefined) params.set(parameter.name, value);
    }
    const text = params.toString();
    return text ? `?${text}` : '';
  };
  const body = operation.body ? { payload: sample(operation.body) } : {};
  const list: Attempt[] = [];
  for (const parameter of operation.params) {
    for (const id of BAD_IDS)
      list.push({ label: `${parameter.name}=${id}`, url: urlOf(operation, { [parameter.name]: id }) + query({}), ...body });
  }
  for (const parameter of operation.query) {
    for (const value of badQueryValues(parameter.schema)) {
      list.push({ label: `${parameter.name}=${value.slice(0, 40)}`, url: urlOf(operation) + query({ [parameter.name]: value }), ...body });
    }
  }
  if (operation.body) {
    for (const [label, payload] of badBodies(operation.body)) list.push({ label, url: urlOf(operation) + query({}), payload });
    list.push({ label: 'malformed JSON', url: urlOf(operation) + query({}), raw: '{"title": "unterminated' });
  }
  return list;
}

describe.each(drivers)('robustness on %s', (driver) => {
  let t: TestApp;
  let all: Operation[];
  let auth: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp(driver);
    all = await operations(t.app);
    auth = bearer(await adminToken(t));
  });
  afterAll(() => t.close());

  it('derives hundreds of bad requests from the document', () => {
    expect(all.flatMap(attempts).length).toBeGreaterThan(500);
  });

  it('gives every free-text field of every body and query a length limit', () => {
    const fields = all.flatMap((operation) => [
      ...(operation.body ? freeTextFields(operation.body, `${operation.method} ${operation.path} body`) : []),
      ...operation.query.flatMap((parameter) =>
        freeTextFields(parameter.schema, `${operation.method} ${operation.path} ?${parameter.name}`),
      ),
    ]);
    expect(fields.length).toBeGreaterThan(20);
    expect(fields.filter(([, schema]) => schema.maxLength === undefined).map(([path]) => path)).toEqual([]);
  });

  it('answers every bad request with a 4xx, never a 5xx, and writes nothing', async () => {
    const before = await tableCounts(t.database.db);
    const wrong: string[] = [];
    for (const operation of all) {
      for (const attempt of attempts(operation)) {
        const response = await t.app.inject({
          method: operation.method as 'GET',
          url: attempt.url,
          remoteAddress: '10.9.9.9',
          headers: { ...auth, ...(attempt.raw !== undefined ? { 'content-type': 'application/json' } : {}) },
          ...(attempt.raw !== undefined
            ? { payload: attempt.raw }
            : attempt.payload !== undefined
              ? { payload: attempt.payload as object }
              : {}),
        });
        if (response.statusCode < 400 || response.statusCode >= 500) {
          wrong.push(`${operation.method} ${operation.path} [${attempt.label}] => ${response.statusCode} ${response.body.slice(0, 200)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(await tableCounts(t.database.db)).toEqual(before);
  });

  it('accepts the valid sample the bad requests are built from, so each of them breaks one thing', async () => {
    const creates = all.filter((operation) => operation.method === 'POST' && operation.body && !operation.path.includes('{'));
    // An order needs an event that exists (orders.test.ts makes them); a check-in creates nothing,
    // and so does a door's sync of its scans, which needs an event that exists (check-in.test.ts);
    // a password change needs the current password and creates nothing (account.test.ts covers it);
    // Find my booking creates nothing and answers 202 whatever it is sent (bookings.test.ts); the
    // second step of signing in and turning two-factor sign-in on need a code of the app
    // (two-factor.test.ts); a promo code check needs an event that exists and only reads
    // (promo-codes.test.ts); a wallet device's log needs Apple Wallet configured and only writes to
    // the log (wallet.test.ts); a client error report is answered 202, not 201 (client-errors.test.ts).
    const skipped = [
      '/api/uploads',
      '/api/admin/login',
      '/api/admin/login/2fa',
      '/api/admin/me/two-factor/confirm',
      '/api/order/create',
      '/api/tickets/check-in',
      '/api/check-in/sync',
      '/api/admin/password',
      '/api/bookings/lookup',
      '/api/promo-codes/check',
      '/api/wallet/apple/v1/log',
      '/api/client-errors',
    ];
    for (const operation of creates.filter((candidate) => !skipped.includes(candidate.path))) {
      const response = await t.app.inject({
        method: 'POST',
        url: urlOf(operation),
        headers: auth,
        payload: sample(operation.body ?? {}) as object,
      });
      expect([`${operation.path}`, response.statusCode]).toEqual([`${operation.path}`, 201]);
    }
  });
});
