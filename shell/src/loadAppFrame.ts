// The chunk of the public MUI areas' frame, asked for from here only: when index.ts warmed it and the
// router rendered it with imports of their own, a checkout page downloaded it twice, as two chunks.
export const loadAppFrame = () => import('./AppFrame');
