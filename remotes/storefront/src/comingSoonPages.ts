import { paths } from '@shared/domain';
import type { PageHeaderProps } from '@shared/ui/core';

/** These routes show 'Coming Soon' under their header. */
export const comingSoonPages: { path: string; header: PageHeaderProps }[] = [
  {
    path: paths.merchandise,
    header: {
      title: 'Merchandise',
      subtitle: 'Caps, tees and keepsakes',
      description: 'Wear the memories: our merchandise store opens soon.',
    },
  },
  {
    path: paths.aboutUs,
    header: {
      title: 'About Us',
      subtitle: 'The people behind the events',
      description: 'Who we are, how we pick our venues and why we do it.',
    },
  },
  {
    path: paths.gallery,
    header: { title: 'Gallery', subtitle: 'Moments from our events', description: 'Photos and clips from past experiences and parties.' },
  },
  {
    path: paths.privacyPolicy,
    header: {
      title: 'Privacy policy',
      subtitle: 'How we handle your data',
      description: 'What we collect when you book, why, and how long we keep it.',
    },
  },
  {
    path: paths.termsAndConditions,
    header: {
      title: 'Terms and conditions',
      subtitle: 'The terms of every booking',
      description: 'Tickets, instalments, refunds and the rules of our events.',
    },
  },
];
