import { paths } from '@shared/domain';

// The home page's fixed copy: service intro, showcase, highlights, team, review.

export const serviceIntro = {
  heading: 'Events worth planning for, booked in minutes',
  text: 'We curate getaways, concerts and parties, then make booking them painless: choose your tickets, pay in full or spread the cost in instalments, and receive your tickets by e-mail the moment you have paid.',
};

export const showcase = [
  { title: 'Experiences', text: 'Getaways and concerts with accommodation and packages included.', to: paths.experiences },
  { title: 'Parties', text: 'The nights everyone talks about, some with group discounts.', to: paths.parties },
  { title: 'Merchandise', text: 'Wear the memories: caps, tees and keepsakes.', to: paths.merchandise },
] as const;

export const highlights = [
  { title: 'Pay in instalments', text: 'Drop 25% today and spread the rest over three payments before the event.' },
  { title: 'Tickets by e-mail', text: 'Your tickets arrive in your inbox as soon as your payment goes through.' },
  { title: 'Secure payments', text: 'Pay by card or wallet through trusted payment providers.' },
  { title: 'Prices in pounds', text: 'Every price is shown in pounds sterling, with nothing added at the end.' },
] as const;

export const team = [
  { name: 'Amara Okafor', role: 'Founder and head of experiences', quote: 'Every trip we run is one we would book ourselves.' },
  { name: 'James Whitfield', role: 'Parties and nightlife', quote: 'A great night starts with a booking that just works.' },
  { name: 'Chloe Mensah', role: 'Guest care', quote: 'We answer every message, before and after your event.' },
] as const;

export const review = {
  rating: 5,
  text: 'Booked a weekend getaway for six of us and paid in instalments. The tickets landed in my inbox straight away and the trip was flawless.',
  author: 'Tolu A.',
  detail: 'Experience guest',
} as const;

export const UPCOMING_DESCRIPTION_WORDS = 18;
