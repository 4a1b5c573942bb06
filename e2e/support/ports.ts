/**
 * The end-to-end system's ports: the shell, its remotes at shell+1, +2, ... (apps.ts), and the API. Set
 * E2E_SHELL_PORT / E2E_API_PORT to run a second suite beside this one.
 */
export const e2ePorts = {
  shell: Number(process.env.E2E_SHELL_PORT ?? 3100),
  api: Number(process.env.E2E_API_PORT ?? 4100),
} as const;

export const apiUrl = `http://127.0.0.1:${e2ePorts.api}/api`;
export const demoAdmin = { email: 'admin@example.com', password: 'Admin123!' } as const;
