// Every workspace package with a jest.config.mjs is a project of the root run.
export default {
  projects: ['<rootDir>/shared/*', '<rootDir>/shell', '<rootDir>/remotes/*', '<rootDir>/api', '<rootDir>/scripts'],
  // A project's own testTimeout is not read in a multi-project run. API suites migrate and seed a
  // database of their own in beforeAll, which on a busy 2-core machine can outlast jest's 5 s.
  testTimeout: 30_000,
  // One worker per core: jest's default keeps one core for itself, which on a 2-core machine runs
  // every suite in band, one at a time.
  maxWorkers: '100%',
};
