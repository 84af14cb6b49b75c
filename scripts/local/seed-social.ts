/**
 * The demo community's conversation: who follows whom, posts with hashtags (one with a YouTube
 * preview) spread over the last days, Pops and comments. Written through the same data modules the
 * handlers use, with past timestamps, so the feed fan-out consumers fill everyone's feeds.
 */
import { ulid } from 'ulid';
import { getDb } from '../../functions/data/client';
import { createComment } from '../../functions/data/comment';
import { follow } from '../../functions/data/follow';
import { togglePop } from '../../functions/data/pop';
import { createPost, postKey } from '../../functions/data/post';
import { extractHashtags } from '../../shared/hashtags';

/** Seed fans by the local part of their e-mail address. */
type Local = string;

interface SeedPost {
  author: Local;
  hoursAgo: number;
  content: string;
  video?: { url: string; title: string; description: string };
  comments?: [Local, string][];
  poppedBy?: Local[];
}

/** Everyone follows a few fans; Stone Cold Steph (the demo log-in) follows most of them. */
const SEED_FOLLOWS: [Local, Local[]][] = [
  [
    'stone.cold',
    ['suplex.sam', 'moonsault.maria', 'figure.four', 'lariat.lucy', 'diamond.dee', 'iron.claw.ivan'],
  ],
  ['suplex.sam', ['stone.cold', 'chokeslam.chris', 'powerbomb.paige']],
  ['moonsault.maria', ['hurricanrana.hana', 'springboard.sofia', 'top.rope.tony', 'stone.cold']],
  ['figure.four', ['iron.claw.ivan', 'stone.cold']],
  ['lariat.lucy', ['powerbomb.paige', 'moonsault.maria', 'stone.cold']],
  ['chokeslam.chris', ['piledriver.pete', 'suplex.sam']],
  ['piledriver.pete', ['chokeslam.chris', 'iron.claw.ivan']],
  ['hurricanrana.hana', ['moonsault.maria', 'springboard.sofia']],
  ['powerbomb.paige', ['lariat.lucy', 'stone.cold']],
  ['diamond.dee', ['stone.cold', 'top.rope.tony']],
  ['top.rope.tony', ['springboard.sofia', 'moonsault.maria']],
  ['springboard.sofia', ['hurricanrana.hana', 'top.rope.tony', 'moonsault.maria']],
  ['iron.claw.ivan', ['figure.four', 'piledriver.pete']],
];

const SEED_POSTS: SeedPost[] = [
  // Show night: several fans on the same tag within the hour, so /trending has something rising.
  {
    author: 'chokeslam.chris',
    hoursAgo: 0.3,
    content: 'Main event of #RAW tonight and the building is shaking. Who else is watching?',
    poppedBy: ['piledriver.pete', 'suplex.sam'],
    comments: [['suplex.sam', 'Front row in spirit!']],
  },
  {
    author: 'powerbomb.paige',
    hoursAgo: 0.6,
    content: 'That #RAW opener set the bar. Nobody is topping it tonight.',
    poppedBy: ['lariat.lucy'],
  },
  {
    author: 'top.rope.tony',
    hoursAgo: 1.5,
    content: 'Live from the cheap seats at #RAW: the pop for that return was deafening.',
    poppedBy: ['springboard.sofia', 'moonsault.maria'],
  },
  {
    author: 'suplex.sam',
    hoursAgo: 1,
    content: 'Three German suplexes in a row and the crowd still wanted more. Welcome to #SuplexCity! #RAW',
    poppedBy: ['stone.cold', 'chokeslam.chris', 'powerbomb.paige'],
    comments: [['stone.cold', 'Population: all of us tonight.']],
  },
  {
    author: 'moonsault.maria',
    hoursAgo: 3,
    content:
      'That shooting star press was a five-star landing. Top rope artistry at its finest. #AEWDynamite',
    poppedBy: ['hurricanrana.hana', 'springboard.sofia', 'stone.cold', 'top.rope.tony'],
    comments: [
      ['springboard.sofia', 'I rewound it four times. Pure art.'],
      ['top.rope.tony', 'Ospreay would be proud.'],
    ],
  },
  {
    author: 'lariat.lucy',
    hoursAgo: 5,
    content: 'Women’s division stole the show again. Give them the main event already! #WrestleMania',
    poppedBy: ['powerbomb.paige', 'moonsault.maria'],
  },
  {
    author: 'diamond.dee',
    hoursAgo: 8,
    content: 'Check out this video: https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    video: {
      url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      title: 'The greatest entrance of all time?',
      description: 'Ringside classics',
    },
    poppedBy: ['stone.cold'],
  },
  {
    author: 'figure.four',
    hoursAgo: 12,
    content:
      'Wooo! Sixteen-time world champion and still the dirtiest player in the game. #NatureBoy #WrestleMania',
    poppedBy: ['iron.claw.ivan', 'stone.cold'],
    comments: [['iron.claw.ivan', 'To be the man, you gotta beat the man.']],
  },
  {
    author: 'iron.claw.ivan',
    hoursAgo: 20,
    content:
      'Sportatorium story of the day: the night the ring ropes snapped mid-match. Nobody left their seat. #WCCW',
    poppedBy: ['figure.four', 'piledriver.pete'],
  },
  {
    author: 'chokeslam.chris',
    hoursAgo: 26,
    content: 'Hell in a Cell should be saved for blood feuds only. Agree or disagree? #HellInACell',
    poppedBy: ['piledriver.pete', 'suplex.sam'],
    comments: [
      ['piledriver.pete', 'Agree. The cell means nothing if it is every year.'],
      ['suplex.sam', 'Disagree, give me cage matches every month.'],
    ],
  },
  {
    author: 'stone.cold',
    hoursAgo: 30,
    content: 'Cracked a cold one for the Royal Rumble. Number 30 better be a surprise. #RoyalRumble',
    poppedBy: ['suplex.sam', 'lariat.lucy', 'diamond.dee', 'powerbomb.paige'],
    comments: [['diamond.dee', 'Number 30 is always a surprise to someone!']],
  },
  {
    author: 'hurricanrana.hana',
    hoursAgo: 40,
    content: 'Lucha libre Fridays are back. Máscara contra máscara next month! #AAA #Lucha',
    poppedBy: ['moonsault.maria', 'springboard.sofia'],
  },
  {
    author: 'powerbomb.paige',
    hoursAgo: 52,
    content:
      'Powerbomb through the announce table. The table did not survive. Neither did my voice. #SmackDown',
    poppedBy: ['lariat.lucy'],
  },
  {
    author: 'top.rope.tony',
    hoursAgo: 70,
    content:
      'Ranking the best Wrestle Kingdom main events. Number one is not even close. #NJPW #WrestleKingdom',
    poppedBy: ['springboard.sofia', 'moonsault.maria'],
  },
  {
    author: 'springboard.sofia',
    hoursAgo: 90,
    content: 'Springboard 450 in the indies last night. The future is bright. #Indies',
  },
  {
    author: 'piledriver.pete',
    hoursAgo: 110,
    content: 'Old school rule: the piledriver is a finisher, not a transition move. #OldSchool',
    poppedBy: ['chokeslam.chris'],
  },
];

/** Writes the follows, posts, Pops and comments; `ids` maps e-mail local parts to user ids. */
export async function seedSocial(ids: Map<Local, string>, now = Date.now()): Promise<void> {
  const db = getDb();
  const id = (local: Local) => {
    const found = ids.get(local);
    if (!found) throw new Error(`No seeded fan ${local}`);
    return found;
  };
  for (const [follower, followed] of SEED_FOLLOWS) {
    for (const target of followed) await follow(db, id(follower), { id: id(target) });
  }
  for (const seed of SEED_POSTS) {
    const at = now - seed.hoursAgo * 3_600_000;
    const postId = ulid(at);
    await createPost(db, {
      id: postId,
      authorId: id(seed.author),
      content: seed.content,
      imageUrl: null,
      linkPreviewUrl: seed.video?.url ?? null,
      linkPreviewTitle: seed.video?.title ?? null,
      linkPreviewDescription: seed.video?.description ?? null,
      hashtags: extractHashtags(seed.content),
      createdAt: new Date(at).toISOString(),
    });
    for (const fan of seed.poppedBy ?? [])
      await togglePop(db, postKey(postId), id(fan), new Date(at + 60_000));
    let minutes = 10;
    for (const [fan, content] of seed.comments ?? []) {
      const commentAt = at + minutes * 60_000;
      minutes += 17;
      await createComment(db, {
        id: ulid(commentAt),
        postId,
        authorId: id(fan),
        content,
        createdAt: new Date(commentAt).toISOString(),
      });
    }
  }
}
