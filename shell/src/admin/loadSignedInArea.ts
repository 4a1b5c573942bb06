// The signed-in pages' chunk (layout, API client, query cache), apart from the login's. AdminSite
// renders it; the login and the invitation ask for it as their form is sent, so it comes while the
// server answers instead of after.
export const loadSignedInArea = () => import('./SignedInArea');
