import { LEGAL_LAST_UPDATED, MIN_AGE, PERSONAL_DATA_DELETION_DAYS } from '@shared/constants';
import { LEGAL_CONTACT_EMAIL, type LegalDocument } from './types';

export const termsOfUse: LegalDocument = {
  id: 'terms',
  title: 'Terms of Use',
  lastUpdated: LEGAL_LAST_UPDATED,
  intro: [
    'Welcome to Ringside, the free social network for professional wrestling fans. These Terms of Use are the agreement between you and Ringside when you use the Ringside website and service. By creating an account or using Ringside, you accept them. If you do not agree, please do not use Ringside.',
  ],
  sections: [
    {
      heading: '1. Who can use Ringside',
      body: [
        `You must be at least ${MIN_AGE} years old to create an account or use Ringside. If you are under the age at which your country allows you to accept these terms on your own, a parent or guardian must agree to them on your behalf.`,
        'You may not use Ringside if we have previously suspended or terminated your account, or if the law forbids you from using it.',
      ],
    },
    {
      heading: '2. Your account',
      body: [
        {
          list: [
            'Give accurate information when you sign up and keep it accurate, including your birthday and your email address.',
            'Do not pretend to be someone else, including a wrestler, a promotion or another fan. Parody and fan accounts must say clearly that they are not official.',
            'One person, one account. Do not sell, transfer or share your account.',
            'Keep your password secret and sign out on shared devices. You are responsible for what happens under your account; tell us straight away if you think someone else has used it.',
          ],
        },
      ],
    },
    {
      heading: '3. Community rules',
      body: [
        'Ringside is for passionate, fun and respectful wrestling talk. Cheer your faves, boo the heels, argue about the card, but keep the fight in the ring. You must not post or do anything that:',
        {
          list: [
            'harasses, bullies, threatens or intimidates anyone, or encourages others to;',
            'attacks people for their race, ethnicity, nationality, religion, sex, gender identity, sexual orientation, disability, age or any similar characteristic;',
            'is sexually explicit, exploits minors in any way, or is gratuitously violent or gory (real violence, not the scripted kind);',
            "shares someone else's private information without their permission;",
            "infringes someone else's copyright, trademark or other rights, for example by uploading full shows, pay-per-views or other footage you have no right to share;",
            'is spam, a scam, misleading advertising or malware, or tries to artificially inflate Pops, followers or trends;',
            'is illegal, or promotes illegal activity;',
            'interferes with Ringside itself: probing, scraping or overloading the service, getting around our security or moderation, or accessing accounts or data that are not yours.',
          ],
        },
        'Please use the report tools to tell us about content that breaks these rules.',
      ],
    },
    {
      heading: '4. Your content',
      body: [
        'You keep ownership of the posts, comments and images you share on Ringside. You are responsible for them, and you confirm that you have the right to share them.',
        'By posting content, you give Ringside a worldwide, non-exclusive, royalty-free licence to store, display, reproduce and distribute it on Ringside, only to operate, show and improve the service. This licence ends when you delete the content or your account, except for copies other members have already shared within the rules of the service or that the law requires us to keep.',
        'Your posts, comments, profile and Pops are visible to other members of Ringside. Think before you post.',
      ],
    },
    {
      heading: '5. Links and third-party content',
      body: [
        'Posts may contain links to other sites, such as YouTube videos. Those sites are not run by Ringside and their own terms and privacy policies apply. We are not responsible for their content.',
        'Ringside is an independent fan community. It is not affiliated with, endorsed by or sponsored by any wrestling promotion or wrestler. Names, logos and trademarks of promotions and wrestlers belong to their owners.',
      ],
    },
    {
      heading: '6. Moderation, suspension and termination',
      body: [
        'We may review content that is reported to us or that we otherwise become aware of. We may remove any content, restrict features, and suspend or terminate any account, with or without notice, if we reasonably believe it breaks these Terms or the law, puts other fans or Ringside at risk, or if the law requires it.',
        `If you believe we made a mistake, write to us at ${LEGAL_CONTACT_EMAIL} and we will take another look.`,
      ],
    },
    {
      heading: '7. Deleting your account',
      body: [
        `You can stop using Ringside at any time and delete your account through your account settings. Your personal data is then deleted within ${PERSONAL_DATA_DELETION_DAYS} days, as our Privacy Policy describes.`,
      ],
    },
    {
      heading: '8. Free service, changes and availability',
      body: [
        'Ringside is free to join and free to use. We may add, change or remove features over time, and the service may be unavailable from time to time, for example for maintenance. We will try to warn you before major changes.',
      ],
    },
    {
      heading: '9. Our rights',
      body: [
        'The Ringside name, logo, design and software belong to Ringside. These Terms do not give you any right to use them, other than to use the service as intended.',
      ],
    },
    {
      heading: '10. Disclaimers',
      body: [
        'Ringside is provided "as is" and "as available". Content on Ringside is posted by members, and their opinions, predictions and spoilers are their own, not ours. To the extent the law allows, we make no promises that the service will be uninterrupted, error-free or that content on it is accurate.',
      ],
    },
    {
      heading: '11. Limitation of liability',
      body: [
        'To the extent the law allows, Ringside is not liable for indirect or consequential losses, or for losses caused by content or conduct of other members or third parties. Nothing in these Terms limits liability that cannot be limited by law, or your rights as a consumer under mandatory law.',
      ],
    },
    {
      heading: '12. Changes to these Terms',
      body: [
        'We may update these Terms. We will change the "Last Updated" date above and, for significant changes, tell you on Ringside before they take effect. If you keep using Ringside after a change takes effect, you accept the updated Terms; if you do not agree, you can delete your account.',
      ],
    },
    {
      heading: '13. Contact',
      body: [
        `Questions about these Terms: ${LEGAL_CONTACT_EMAIL}. Please also read our Privacy Policy and our Cookie Policy, available at the bottom of the log-in and sign-up pages.`,
      ],
    },
  ],
};
