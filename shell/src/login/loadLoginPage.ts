// The login page's chunk (its form and inputs), apart from the back office's frame: a signed-in
// member's pages never show it. Asked for from here only, by index.ts as the login page starts
// (beside the shell's own code, not after it) and by AdminSite when it renders the page, so both
// get the one chunk (see loadAppFrame.ts).
export const loadLoginPage = () => import('./LoginPage').then(({ LoginPage }) => ({ default: LoginPage }));
