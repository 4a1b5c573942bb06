/**
 * The end-to-end system's ports: the shell, its remotes at shell+1, +2, ... (apps.ts), and the API. Set
 * E2E_SHELL_PORT / E2E_API_PORT to run a second suite beside this one.
 */
export const e2ePorts = {
  shell: Number(process.env.E2E_SHELL_PORT ?? 3100),
  api: Number(process.env.E2E_API_PORT ?? 4100),
} as const;

/**
 * The origin the e2e system lets a signed-in member point a remote at (OVERRIDE_ORIGINS, its
 * remotes.json's overrideOrigins): past the remotes' ports, where remote-override.spec.ts serves
 * a team's other build.
 */
export const overrideOrigin = `http://localhost:${e2ePorts.shell + 10}`;

export const apiUrl = `http://127.0.0.1:${e2ePorts.api}/api`;
export const demoAdmin = { email: 'admin@example.com', password: 'Admin123!' } as const;
