// Every workspace package with a jest.config.mjs is a project of the root run.
export default {
  projects: ['<rootDir>/shared/*', '<rootDir>/shell', '<rootDir>/remotes/*', '<rootDir>/api'],
};
