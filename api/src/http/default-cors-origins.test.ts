import { remotes } from '../../../apps';
import { defaultCorsOrigins } from './default-cors-origins';

describe('the default CORS origins', () => {
  it("are the site's origin and every remote of the list of apps beside the shell's port", () => {
    expect(defaultCorsOrigins('https://events.example/', 3000)).toEqual([
      'https://events.example',
      ...remotes.map((remote) => `http://localhost:${3000 + remote.portOffset}`),
    ]);
    expect(defaultCorsOrigins('http://localhost:3100', 3100)).toEqual(
      [3100, 3101, 3102, 3103, 3104, 3105, 3106, 3107].map((port) => `http://localhost:${port}`),
    );
  });

  it('follow a remote added to the list', () => {
    expect(defaultCorsOrigins('http://localhost:3000', 3000, [...remotes, { portOffset: 8 }])).toContain('http://localhost:3008');
  });
});
