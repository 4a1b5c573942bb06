// The ONE jotai store of the page. @shared/store is a Module Federation singleton, so the shell and
// every remote import this very module and therefore this very store: an atom one remote writes
// (the sign-in of @shared/auth, the storefront's lists) is what every other part of the page reads.
// A package of its own, apart from the auth state, so a page that has no use for auth (a public
// page) loads the store without it.
import { createStore } from 'jotai';

export const store = createStore();
