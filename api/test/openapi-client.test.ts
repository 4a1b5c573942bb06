import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import openapiTS from 'openapi-typescript';
import { type OpenApiDocument, openApiDocuments } from '../scripts/openapi-documents';
import { OPERATION_IDS } from '../src/http/operation-ids';

// The OpenAPI document is what other teams generate their clients from: every operation has a
// stable name and says who may call it, and a client generated from it compiles against the
// calls the site itself depends on.

/** The check-in answer of the document, down to the list of outcomes the broken copy loses. */
type CheckInOperation = {
  responses: { 200: { content: { 'application/json': { schema: { properties: { result: { enum: string[] } } } } } } };
};

const tsc = resolve(__dirname, '../../node_modules/.bin/tsc');

// A small typed client: the check-out creating an order, and the door scanner reading a check-in.
const CLIENT = `
import type { operations, paths } from './api';

type Json<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;

type CreateOrder = paths['/api/order/create']['post'];
export const order: Json<CreateOrder['requestBody']> = {
  type: 'EXPERIENCE',
  items: [{ experienceId: '6f1c1f3e-9a43-4c1e-8f51-3d2b6f0a9c11', quantity: 2 }],
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phoneNumber: '+44 20 7946 0000',
  address: '1 Analytical Row, London',
  installment: 'FULL',
  paymentType: 'Stripe',
  room: 'SHARED',
  gender: 'FEMALE',
};
export const orderId = (created: Json<CreateOrder['responses'][201]>): string => created.id;

type CheckIn = operations['checkInTicket'];
export const scan: Json<CheckIn['requestBody']> = { code: '7K3M-Q9TX-2HDR-5WNA' };
export function shown(answer: Json<CheckIn['responses'][200]>): string {
  switch (answer.result) {
    case 'VALID':
      return 'Welcome, ' + (answer.attendeeName ?? 'guest');
    case 'ALREADY_CHECKED_IN':
      return 'Already let in at ' + (answer.checkedInAt ?? 'an unknown time');
    case 'UNKNOWN':
      return 'Not one of our tickets';
    case 'BALANCE_DUE':
      return 'Instalments still to pay';
    case 'TEST_TICKET':
      return 'A test ticket';
    case 'VOID':
      return 'A cancelled ticket';
    case 'FORGED':
      return 'A forged ticket';
    default: {
      const unhandled: never = answer.result;
      return unhandled;
    }
  }
}
`;

/** Generates the client's types from the document and compiles the client against them. */
async function compileClient(document: OpenApiDocument): Promise<{ status: number | null; output: string }> {
  const folder = await mkdtemp(join(tmpdir(), 'openapi-client-'));
  try {
    const documentFile = join(folder, 'openapi.json');
    await writeFile(documentFile, JSON.stringify(document));
    await writeFile(join(folder, 'api.ts'), await openapiTS(pathToFileURL(documentFile)));
    await writeFile(join(folder, 'client.ts'), CLIENT);
    const compilerOptions = { strict: true, noEmit: true, target: 'ES2022', module: 'ESNext', moduleResolution: 'bundler', types: [] };
    await writeFile(join(folder, 'tsconfig.json'), JSON.stringify({ compilerOptions, files: ['client.ts'] }));
    const run = spawnSync(tsc, ['-p', join(folder, 'tsconfig.json')], { encoding: 'utf8' });
    return { status: run.status, output: `${run.stdout}${run.stderr}` };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

const operationsOf = (document: OpenApiDocument) =>
  Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({
      // The route as the API declares it: /api/order/{orderId}/pay is /api/order/:orderId/pay.
      route: `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`,
      operationId: operation.operationId,
      security: operation.security,
    })),
  );

describe('the OpenAPI document clients are generated from', () => {
  let documents: Awaited<ReturnType<typeof openApiDocuments>>;
  beforeAll(async () => {
    documents = await openApiDocuments();
  });

  it('names every operation, in both payments modes, with its id from operation-ids.ts, once', () => {
    for (const document of Object.values(documents)) {
      const operations = operationsOf(document);
      expect(operations.filter(({ route, operationId }) => operationId !== OPERATION_IDS[route])).toEqual([]);
      const ids = operations.map(({ operationId }) => operationId);
      expect(new Set(ids).size).toBe(ids.length);
    }
    // No id is left over from a route that no longer exists.
    const routes = new Set(Object.values(documents).flatMap((document) => operationsOf(document).map(({ route }) => route)));
    expect(Object.keys(OPERATION_IDS).filter((route) => !routes.has(route))).toEqual([]);
  });

  it('says who may call every operation: an admin bearer token, or anyone (an explicit security: [])', () => {
    for (const document of Object.values(documents)) {
      const operations = operationsOf(document);
      expect(operations.filter(({ security }) => !Array.isArray(security)).map(({ route }) => route)).toEqual([]);
      expect(operations.find(({ route }) => route === 'POST /api/order/create')?.security).toEqual([]);
      expect(operations.find(({ route }) => route === 'POST /api/tickets/check-in')?.security).toEqual([{ bearerAuth: [] }]);
    }
  });

  it('lists its server: the root of whatever serves it, as every path starts with /api', () => {
    expect(documents.sandbox.servers).toEqual([{ url: '/', description: expect.any(String) }]);
  });

  it('generates a client that compiles: creating an order and reading every check-in answer', async () => {
    const { status, output } = await compileClient(documents.sandbox);
    expect(output).toBe('');
    expect(status).toBe(0);
  });

  it('generates a client that no longer compiles once the document loses what the client uses', async () => {
    const broken = structuredClone(documents.sandbox);
    const checkIn = broken.paths['/api/tickets/check-in'].post as CheckInOperation;
    const outcomes = checkIn.responses['200'].content['application/json'].schema.properties.result;
    outcomes.enum = outcomes.enum.filter((outcome: string) => outcome !== 'TEST_TICKET');
    delete broken.paths['/api/order/create'];
    const { status, output } = await compileClient(broken);
    expect(status).not.toBe(0);
    expect(output).toContain("'/api/order/create'");
    expect(output).toContain('TEST_TICKET');
  });
});
