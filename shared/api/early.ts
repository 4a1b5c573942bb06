// The '@shared/api/early' entry: deliberately not a shared module and free of the client, so the shell's
// startup code can use it before Module Federation has negotiated any shared package, and a public
// page can show its lists without downloading the API client.
export * from './src/earlyAnswers';
export * from './src/eventLists';
export * from './src/siteInfo';
