import type { DiscountFor, EventTimeZone } from '@shared/domain';

// Demo events. Days are offsets from the day the seed runs, so open events are always ahead
// (spread over several months) and closed ones behind, however old the checkout is.

export interface SeedEvent {
  slug: string;
  title: string;
  description: string;
  address: string;
  /** Where it happens decides the zone its times are read in. */
  timeZone: EventTimeZone;
  daysFromNow: number;
  time: string;
  price: number;
  accommodationPriceSingle: number;
  accommodationPriceShared: number;
}

export interface SeedExperience extends SeedEvent {
  eventPackage: string[];
}

export interface SeedParty extends SeedEvent {
  discount: number;
  discountFor: DiscountFor;
}

export const seedExperiences: SeedExperience[] = [
  {
    slug: 'lagos-detty-december-getaway',
    title: 'Lagos Detty December Getaway',
    description:
      'Spend the festive season where the party never stops. Five days of beach clubs, rooftop concerts and ' +
      'Lagos street food, with a local host who knows every shortcut through Victoria Island traffic. ' +
      'Evenings end at the biggest Afrobeats shows of the year, and mornings start slowly with small chops ' +
      'and fresh coconut by the pool.',
    address: 'Eko Hotel & Suites, Adetokunbo Ademola Street, Victoria Island, Lagos',
    timeZone: 'Africa/Lagos',
    daysFromNow: 24,
    time: '14:00',
    price: 45000,
    accommodationPriceSingle: 60000,
    accommodationPriceShared: 35000,
    eventPackage: ['4 nights in a sea-view room', 'Airport pick-up and drop-off', 'Two concert tickets', 'Guided food tour of Lekki'],
  },
  {
    slug: 'lake-district-wellness-retreat',
    title: 'Lake District Wellness Retreat',
    description:
      'Swap the commute for the fells. This weekend retreat on the shore of Windermere mixes sunrise yoga, ' +
      'guided walks to hidden tarns and long dinners built on Cumbrian produce. There is a wood-fired sauna ' +
      'after every hike, a quiet library for rainy afternoons and plenty of time to do absolutely nothing ' +
      'with a view of the lake.',
    address: 'Low Wood Bay Resort, Ambleside Road, Windermere, Cumbria LA23 1LP',
    timeZone: 'Europe/London',
    daysFromNow: 52,
    time: '15:30',
    price: 32000,
    accommodationPriceSingle: 28000,
    accommodationPriceShared: 18000,
    eventPackage: ['2 nights half board', 'Daily yoga and breathwork', 'Guided fell walk', 'Spa and sauna access'],
  },
  {
    slug: 'afrobeats-live-london-weekend',
    title: 'Afrobeats Live in London: Weekend Experience',
    description:
      'A full weekend built around the biggest Afrobeats night of the London calendar. Arrive on Friday for a ' +
      'welcome dinner on the river, take the Saturday afternoon backstage tour, then watch the headline show ' +
      'from reserved seats. Sunday brings a recovery brunch with live highlife before everyone heads home ' +
      'with their voices gone.',
    address: 'The O2, Peninsula Square, London SE10 0DX',
    timeZone: 'Europe/London',
    daysFromNow: 81,
    time: '18:00',
    price: 12000,
    accommodationPriceSingle: 22000,
    accommodationPriceShared: 14000,
    eventPackage: ['Reserved concert seat', 'Backstage tour', 'Thames welcome dinner', 'Sunday live-music brunch'],
  },
  {
    slug: 'edinburgh-heritage-tour',
    title: 'Edinburgh Highlands & Heritage Tour',
    description:
      'Cobbled closes, castle ramparts and a day trip into the Highlands. Our guide walks you through the ' +
      'Old Town stories the coach tours miss, then a private minibus takes the group past Loch Lomond to ' +
      'Glencoe. Evenings are free for ceilidh dancing, whisky tastings or simply a good plate of haggis in a ' +
      'warm pub.',
    address: 'The Balmoral Hotel, 1 Princes Street, Edinburgh EH2 2EQ',
    timeZone: 'Europe/London',
    daysFromNow: 118,
    time: '10:00',
    price: 38500,
    accommodationPriceSingle: 31000,
    accommodationPriceShared: 19500,
    eventPackage: ['3 nights with breakfast', 'Old Town walking tour', 'Highlands day trip', 'Whisky tasting'],
  },
  {
    slug: 'cotswolds-food-and-wine-weekend',
    title: 'Cotswolds Food & Wine Weekend',
    description:
      'Honey-stone villages, English sparkling wine and a cookery masterclass that blends West African ' +
      'spice with Cotswold lamb. Stay in a seventeenth-century coaching inn, cycle between vineyards on ' +
      'Saturday and finish with a long-table supper cooked by a guest chef. A slow, generous weekend for ' +
      'anyone who plans holidays around meals.',
    address: 'The Lygon Arms, High Street, Broadway, Worcestershire WR12 7DU',
    timeZone: 'Europe/London',
    daysFromNow: 156,
    time: '16:00',
    price: 29500,
    accommodationPriceSingle: 26000,
    accommodationPriceShared: 17000,
    eventPackage: ['2 nights in a coaching inn', 'Vineyard cycle tour', 'Cookery masterclass', 'Guest-chef supper'],
  },
  {
    slug: 'accra-independence-heritage-trip',
    title: 'Accra Independence Heritage Trip',
    description:
      'Celebrate Independence Day in the heart of Ghana. The trip covers the Kwame Nkrumah Memorial Park, a ' +
      'day at Cape Coast Castle with a historian, kente weaving in Bonwire and a night of highlife at a ' +
      'legendary Osu bar. A moving, joyful week that leaves every guest with new friends and a suitcase full ' +
      'of fabric.',
    address: 'Kempinski Hotel Gold Coast City, Gamel Abdul Nasser Avenue, Accra',
    timeZone: 'Africa/Accra',
    daysFromNow: -45,
    time: '12:00',
    price: 52000,
    accommodationPriceSingle: 48000,
    accommodationPriceShared: 30000,
    eventPackage: ['6 nights with breakfast', 'Cape Coast Castle visit', 'Kente weaving workshop', 'Independence Day parade seats'],
  },
  {
    slug: 'brighton-summer-soul-weekend',
    title: 'Brighton Summer Soul Weekend',
    description:
      'Sea air, soul music and fish and chips on the pebbles. Two nights on the seafront with a Saturday ' +
      'beach party, a vintage market crawl through the Lanes and a Sunday gospel brunch overlooking the ' +
      'pier. Pack sunglasses, comfortable shoes and a jacket for the evenings, because the breeze off the ' +
      'Channel always surprises people.',
    address: 'The Grand Brighton, 97-99 King\u2019s Road, Brighton BN1 2FW',
    timeZone: 'Europe/London',
    daysFromNow: -120,
    time: '13:00',
    price: 18500,
    accommodationPriceSingle: 21000,
    accommodationPriceShared: 12500,
    eventPackage: ['2 nights on the seafront', 'Beach party entry', 'Gospel brunch', 'Guided walk through the Lanes'],
  },
];

export const seedParties: SeedParty[] = [
  {
    slug: 'amala-and-afrobeats-brunch',
    title: 'Amala & Afrobeats Brunch',
    description:
      'The brunch London keeps talking about. Bottomless amala, ewedu and gbegiri alongside jollof and ' +
      'plantain, with a DJ moving from old-school fuji to the newest Afrobeats as the afternoon turns into ' +
      'evening. Come dressed to be photographed: there is a prize for the best outfit and a live ' +
      'saxophonist at sunset.',
    address: 'Oval Space, 29-32 The Oval, London E2 9DT',
    timeZone: 'Europe/London',
    daysFromNow: 17,
    time: '13:00',
    price: 4500,
    accommodationPriceSingle: 9500,
    accommodationPriceShared: 6000,
    discount: 500,
    discountFor: 'FEMALE',
  },
  {
    slug: 'all-white-yacht-party',
    title: 'All White Yacht Party',
    description:
      'Three hours on the Thames dressed head to toe in white. The boat leaves Tower Millennium Pier at ' +
      'golden hour and sails past the City, Canary Wharf and the Thames Barrier while two DJs trade ' +
      'Amapiano and R&B sets. Welcome cocktail included; the upper deck is reserved for dancing until the ' +
      'lights of Tower Bridge bring us home.',
    address: 'Tower Millennium Pier, Lower Thames Street, London EC3N 4DT',
    timeZone: 'Europe/London',
    daysFromNow: 47,
    time: '19:00',
    price: 6500,
    accommodationPriceSingle: 11000,
    accommodationPriceShared: 7500,
    discount: 1000,
    discountFor: 'BOTH',
  },
  {
    slug: 'owambe-nights-aso-ebi-edition',
    title: 'Owambe Nights: Aso Ebi Edition',
    description:
      'A proper Nigerian party with all the trimmings: live band, money spraying, small chops on arrival and ' +
      'a dance floor that never empties. This edition has an aso ebi dress code in emerald and gold, with ' +
      'fabric available to order in advance. Bring your aunties, bring your friends, and bring comfortable ' +
      'shoes for the conga line.',
    address: 'Troxy, 490 Commercial Road, London E1 0HX',
    timeZone: 'Europe/London',
    daysFromNow: 88,
    time: '20:00',
    price: 5500,
    accommodationPriceSingle: 9000,
    accommodationPriceShared: 5500,
    discount: 750,
    discountFor: 'MALE',
  },
  {
    slug: 'manchester-amapiano-day-party',
    title: 'Manchester Amapiano Day Party',
    description:
      'Daytime is the new night-time. Six hours of Amapiano, gqom and Afro-house in a converted railway ' +
      'depot, with guest DJs flown in from Johannesburg and Lagos. Street-food traders line the courtyard, ' +
      'there is a chill-out terrace for when your legs need a break, and the last train home is still ' +
      'running when the music stops.',
    address: 'Depot Mayfield, 11 Baring Street, Manchester M1 2PY',
    timeZone: 'Europe/London',
    daysFromNow: 124,
    time: '14:00',
    price: 4000,
    accommodationPriceSingle: 8500,
    accommodationPriceShared: 5000,
    discount: 0,
    discountFor: '',
  },
  {
    slug: 'birmingham-rooftop-sundowner',
    title: 'Birmingham Rooftop Sundowner',
    description:
      'Watch the sun set over the canals from one of the best rooftops in the Midlands. Expect chilled ' +
      'Afro-soul while the light fades, then a livelier set once the city lights come on. A grazing table ' +
      'of suya, peppered prawns and puff-puff keeps everyone going, and the terrace heaters mean the party ' +
      'carries on well after dark.',
    address: 'The Mailbox, 7 Commercial Street, Birmingham B1 1RS',
    timeZone: 'Europe/London',
    daysFromNow: 163,
    time: '17:30',
    price: 3500,
    accommodationPriceSingle: 8000,
    accommodationPriceShared: 4500,
    discount: 500,
    discountFor: 'BOTH',
  },
  {
    slug: 'valentines-afro-soul-dinner-party',
    title: 'Valentine\u2019s Afro-Soul Dinner Party',
    description:
      'A candlelit three-course dinner thirty-five floors above the City, followed by an Afro-soul band and ' +
      'dancing until late. Each table gets a bottle of prosecco, there is a photographer on hand for couples ' +
      'and friends alike, and the menu brings together British classics and West African favourites. ' +
      'Smart dress, please.',
    address: 'Sky Garden, 20 Fenchurch Street, London EC3M 8AF',
    timeZone: 'Europe/London',
    daysFromNow: -30,
    time: '19:30',
    price: 9500,
    accommodationPriceSingle: 12000,
    accommodationPriceShared: 8000,
    discount: 1500,
    discountFor: 'MALE',
  },
  {
    slug: 'lagos-boat-cruise-social',
    title: 'Lagos Boat Cruise Social',
    description:
      'An afternoon on the lagoon with the Lagos skyline as the backdrop. The cruise leaves Lekki Marina ' +
      'with a live DJ, grilled fish and chapman on board, stopping at a private beach for an hour of ' +
      'volleyball and swimming. Sunscreen is a must, and so is a change of clothes for the sunset dance on ' +
      'the return trip.',
    address: 'Lekki Marina, Admiralty Way, Lekki Phase 1, Lagos',
    timeZone: 'Africa/Lagos',
    daysFromNow: -75,
    time: '12:30',
    price: 7000,
    accommodationPriceSingle: 10000,
    accommodationPriceShared: 6500,
    discount: 1000,
    discountFor: 'FEMALE',
  },
];
