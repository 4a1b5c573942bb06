// The one list of the site's front-end apps. Adding a remote is one entry here and its folder;
// everything else that names an app is derived from this list:
// - scripts/apps.ts: what `npm start`, the builds and the test suites serve and build;
// - rspack.shared.ts: each remote's federation name and exposed modules;
// - shell/area-table.ts: the shell's route areas and the path pattern of index.html's early
//   requests, baked into the shell's build (the shell's code never carries this whole list);
// - scripts/remote-types.ts: the shell's type contract with each remote (shell/@mf-types);
// - api/src/config.ts: the API's default CORS origins (shell port + port offset);
// - docker/nginx/write-remotes-json.sh: remotes.json from whatever REMOTE_<NAME>_URL is set.
// Files that cannot import it (docker/compose.yaml, tsconfig.json "paths") are checked against it
// by scripts/test/apps.test.ts.

export interface AppEntry {
  /**
   * Federation name: the key in remotes.json, `loadRemote('<name>/App')`, the REMOTE_<NAME>_URL
   * variable. Lower case letters, digits and underscores, starting with a letter, not ending in
   * _canary (REMOTE_<NAME>_CANARY_URL is the canary of <name>).
   */
  name: string;
  /** Folder of the app, from the repository root. */
  folder: string;
  /** Where the app is served beside the shell: the shell's port plus this offset. */
  portOffset: number;
}

/** Where the back office lives: every admin remote's routes are under it, no public one's are. */
export const adminRoot = '/admin';

export interface RemoteEntry extends AppEntry {
  /** Public pages, or the back office (under adminRoot, behind sign-in). */
  access: 'public' | 'admin';
  /**
   * Path prefixes of the site this remote renders (a prefix owns itself and everything below it).
   * The longest prefix that matches wins, so the public remote owning '/' takes every public path
   * no other remote owns.
   */
  routes: readonly string[];
  /** The area's name on the card shown when it cannot be loaded ("The <label> section is ..."). */
  label: string;
  /** Built without MUI, so the shell loads no theme frame around it. */
  muiFree: boolean;
  /** Module Federation exposes: module path => source file. The shell renders './App'. */
  exposes: Readonly<Record<string, string>>;
}

const app = { './App': './src/App.tsx' } as const;

export const shell = { name: 'shell', folder: 'shell', portOffset: 0 } as const satisfies AppEntry;

export const remotes = [
  {
    name: 'storefront',
    folder: 'remotes/storefront',
    portOffset: 1,
    access: 'public',
    routes: ['/'],
    label: 'storefront',
    muiFree: true,
    exposes: app,
  },
  {
    name: 'checkout',
    folder: 'remotes/checkout',
    portOffset: 2,
    access: 'public',
    routes: [
      '/experiences/check-out',
      '/parties/check-out',
      '/experiences/confirmation',
      '/parties/confirmation',
      '/experiences/redirect',
      '/parties/redirect',
      '/experiences/payment-success',
      '/parties/payment-success',
    ],
    label: 'checkout',
    muiFree: false,
    exposes: app,
  },
  {
    name: 'event_hub',
    folder: 'remotes/event-hub',
    portOffset: 3,
    access: 'admin',
    routes: ['/admin/events'],
    label: 'event hub',
    muiFree: false,
    exposes: app,
  },
  {
    name: 'merchandise',
    folder: 'remotes/merchandise',
    portOffset: 4,
    access: 'admin',
    routes: ['/admin/merchandise'],
    label: 'merchandise',
    muiFree: false,
    exposes: app,
  },
  {
    name: 'payments',
    folder: 'remotes/payments',
    portOffset: 5,
    access: 'admin',
    routes: ['/admin/dashboard', '/admin/payments', '/admin/orders'],
    label: 'dashboard and payments',
    muiFree: false,
    exposes: app,
  },
  {
    name: 'settings',
    folder: 'remotes/settings',
    portOffset: 6,
    access: 'admin',
    routes: ['/admin/settings'],
    label: 'settings',
    muiFree: false,
    exposes: app,
  },
  {
    name: 'bookings',
    folder: 'remotes/bookings',
    portOffset: 7,
    access: 'public',
    routes: ['/booking'],
    label: 'bookings',
    muiFree: false,
    exposes: app,
  },
] as const satisfies readonly RemoteEntry[];

export type RemoteName = (typeof remotes)[number]['name'];
