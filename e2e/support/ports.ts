/** The end-to-end system's ports: the shell, its remotes at shell+1..+6, and the API. */
export const e2ePorts = { shell: 3100, api: 4100 } as const;

export const apiUrl = `http://127.0.0.1:${e2ePorts.api}/api`;
export const demoAdmin = { email: 'admin@example.com', password: 'Admin123!' } as const;
