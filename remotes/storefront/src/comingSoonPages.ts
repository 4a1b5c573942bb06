import { paths } from '@shared/domain';
import type { PageHeaderProps } from '@shared/ui';

/** SPEC §2: these routes show 'Coming Soon' under their header. */
export const comingSoonPages: { path: string; header: PageHeaderProps }[] = [
  { path: paths.merchandise, header: { title: 'Merchandise', subtitle: 'Caps, tees and keepsakes', description: 'Our merchandise store opens soon.' } },
  { path: paths.aboutUs, header: { title: 'About Us', subtitle: 'The people behind the events' } },
  { path: paths.gallery, header: { title: 'Gallery', subtitle: 'Moments from our events' } },
  { path: paths.privacyPolicy, header: { title: 'Privacy policy' } },
  { path: paths.termsAndConditions, header: { title: 'Terms and conditions' } },
];
