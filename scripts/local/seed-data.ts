/** The demo community seeded on first start. Passwords are for the local cloud only. */
import type { Rgb } from './png';

export interface SeedFan {
  email: string;
  password: string;
  displayName: string;
  bio: string;
  favoriteWrestlers: string;
  favoritePromotions: string;
  colors: [Rgb, Rgb];
  admin?: boolean;
}

const FAN_PASSWORD = 'ringside';

const fan = (
  local: string,
  displayName: string,
  bio: string,
  favoriteWrestlers: string,
  favoritePromotions: string,
  colors: [Rgb, Rgb],
): SeedFan => ({
  email: `${local}@ringside.local`,
  password: FAN_PASSWORD,
  displayName,
  bio,
  favoriteWrestlers,
  favoritePromotions,
  colors,
});

export const SEED_FANS: SeedFan[] = [
  {
    email: 'admin@ringside.local',
    password: 'ringside-admin',
    displayName: 'The Referee',
    bio: 'Keeping it clean in the ring and on the timeline. Ringside moderator.',
    favoriteWrestlers: 'Bret Hart, Mick Foley',
    favoritePromotions: 'WWE, AEW',
    colors: [
      [40, 40, 40],
      [230, 230, 230],
    ],
    admin: true,
  },
  fan(
    'stone.cold',
    'Stone Cold Stunner Steph',
    "Opened a cold one at every PPV since 1998. And that's the bottom line.",
    'Stone Cold Steve Austin, The Rock',
    'WWE, WCW',
    [
      [120, 20, 20],
      [240, 180, 40],
    ],
  ),
  fan(
    'suplex.sam',
    'Suplex City Sam',
    'Population: me. German suplex enthusiast and house-show regular.',
    'Brock Lesnar, Kurt Angle',
    'WWE, NJPW',
    [
      [30, 30, 90],
      [200, 40, 40],
    ],
  ),
  fan(
    'moonsault.maria',
    'Moonsault Maria',
    'High flyers only. I rate every top-rope move out of five stars.',
    'Rey Mysterio, Will Ospreay',
    'AAA, NJPW, AEW',
    [
      [10, 90, 120],
      [250, 220, 80],
    ],
  ),
  fan(
    'figure.four',
    'Figure Four Frank',
    'Wooo! Old-school NWA fan who still owns the VHS tapes.',
    'Ric Flair, Dusty Rhodes',
    'NWA, WCW',
    [
      [90, 20, 110],
      [255, 200, 230],
    ],
  ),
  fan(
    'lariat.lucy',
    'Lariat Lucy',
    'Strong style, stiff chops, no apologies. Joshi puroresu forever.',
    'Kenta Kobashi, Meiko Satomura',
    'NOAH, Stardom',
    [
      [150, 60, 10],
      [255, 240, 200],
    ],
  ),
  fan(
    'chokeslam.chris',
    'Chokeslam Chris',
    "Big-man matches are my love language. Seven feet or it doesn't count.",
    'The Undertaker, Kane',
    'WWE',
    [
      [20, 20, 20],
      [120, 40, 160],
    ],
  ),
  fan(
    'piledriver.pete',
    'Piledriver Pete',
    'Indie show promoter by night, spreadsheet warrior by day.',
    'Jon Moxley, Eddie Kingston',
    'GCW, AEW',
    [
      [60, 60, 60],
      [200, 30, 30],
    ],
  ),
  fan(
    'hurricanrana.hana',
    'Hurricanrana Hana',
    'Lucha libre since I could walk. Masks are sacred.',
    'Rey Fenix, Penta',
    'AAA, CMLL',
    [
      [0, 120, 80],
      [250, 80, 120],
    ],
  ),
  fan(
    'powerbomb.paige',
    'Powerbomb Paige',
    "Women's division truther. Every main event, every time.",
    'Bianca Belair, Mercedes Mone',
    'WWE, AEW, Stardom',
    [
      [200, 30, 120],
      [255, 210, 60],
    ],
  ),
  fan(
    'diamond.dee',
    'Diamond Cutter Dee',
    "DDP Yoga survivor. Bang! Out of nowhere takes on the week's cards.",
    'Diamond Dallas Page, Randy Orton',
    'WCW, WWE',
    [
      [20, 80, 160],
      [200, 240, 255],
    ],
  ),
  fan(
    'top.rope.tony',
    'Top Rope Tony',
    "Cage matches, ladder matches, TLC. If it has a height, I'm there.",
    'Jeff Hardy, Shawn Michaels',
    'WWE, TNA',
    [
      [160, 100, 0],
      [40, 40, 40],
    ],
  ),
  fan(
    'springboard.sofia',
    'Springboard Sofia',
    'Tag team specialist. Long live the tag division!',
    'The Young Bucks, FTR',
    'AEW, ROH',
    [
      [240, 120, 0],
      [80, 0, 120],
    ],
  ),
  fan(
    'iron.claw.ivan',
    'Iron Claw Ivan',
    'Texas wrestling history nerd. Sportatorium stories on request.',
    'Kerry Von Erich, Bruiser Brody',
    'WCCW, NWA',
    [
      [100, 0, 0],
      [0, 0, 0],
    ],
  ),
];
