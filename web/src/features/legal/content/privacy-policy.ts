import {
  COOKIE_CONSENT_KEY,
  LEGAL_LAST_UPDATED,
  MIN_AGE,
  PERSONAL_DATA_DELETION_DAYS,
} from '@shared/constants';
import { LEGAL_CONTACT_EMAIL, type LegalDocument } from './types';

export const privacyPolicy: LegalDocument = {
  id: 'privacy',
  title: 'Privacy Policy',
  lastUpdated: LEGAL_LAST_UPDATED,
  intro: [
    'Ringside is a free social network for professional wrestling fans. This Privacy Policy explains what personal data we collect when you use Ringside, why we collect it, where it is kept, who can see it, how long we keep it and the rights you have over it.',
    'We have tried to write it in plain language. It describes what the service actually does today; when that changes, we update this policy first.',
  ],
  sections: [
    {
      heading: '1. Who we are',
      body: [
        `Ringside ("Ringside", "we", "us") operates the Ringside website and service and is the controller of the personal data described here. You can reach us about anything in this policy at ${LEGAL_CONTACT_EMAIL}.`,
      ],
    },
    {
      heading: '2. The data we collect',
      body: [
        'Account data. When you create an account we collect your email address, your password and your display name. These are stored in Amazon Cognito, the sign-in service of Amazon Web Services (AWS). Your password is never stored in readable form: Cognito keeps only a salted, one-way hash of it, and nobody at Ringside can see it.',
        `Your birthday. The sign-up form asks for your date of birth so we can make sure you are at least ${MIN_AGE}. It is checked once, when your account is created, and is then discarded: we do not store your birthday.`,
        'Your gender. The sign-up form offers an optional gender field. Its value stays in your browser: it is not sent to us and not stored.',
        'Profile data. Your display name, your @handle, your bio, your favourite wrestlers, your favourite promotions and your profile picture, plus the date you joined and how many fans you follow and how many follow you.',
        'Content you create. Your posts (their text, any image you upload and any YouTube link you add, together with the link preview title and description), your comments, the Pops (reactions) you give to posts and comments, and the hashtags and mentions in what you write.',
        'Your connections. Who you follow and who follows you.',
        'Notifications. When someone follows you, Pops your content or comments on your posts, we store a notification for you saying so, whether you have read it, and a count of unread notifications.',
        'Reports and moderation. If you report a post or a comment, we store the report (the reason, any description you add, who made it, the content concerned and its author) and its review status. If an account is suspended, we store that fact.',
        'Uploaded images. Pictures you upload as a profile picture or with a post are stored as files, under a folder that belongs to your account.',
        'Technical data. While you are signed in with the site open, we keep an identifier of your live connection so we can deliver notifications instantly; it is removed when you disconnect. Like every website, our hosting provider receives your IP address and browser details when your browser contacts it; these are used to deliver the service and protect it against abuse.',
      ],
    },
    {
      heading: '3. What we do not collect',
      body: [
        {
          list: [
            'We do not show advertising and do not use advertising or tracking cookies.',
            'We do not sell, rent or trade your personal data, and we do not share it with data brokers.',
            'We do not store your birthday or your gender.',
            'We do not read your contacts, your location or data from other apps.',
            'We do not send marketing email.',
          ],
        },
      ],
    },
    {
      heading: '4. Why we use your data and our legal bases',
      body: [
        'Under the EU and UK General Data Protection Regulation (GDPR) we must have a legal basis for each use of your data:',
        {
          list: [
            'To provide the service you signed up for (performance of a contract): creating and securing your account, signing you in, showing your profile, posts, comments and Pops, building your home feed, search, trending lists and suggestions, and sending you notifications.',
            `To keep Ringside safe (legitimate interests): enforcing our Terms of Use, checking the minimum age of ${MIN_AGE} at sign-up, reviewing reports, removing content, suspending accounts, and preventing fraud and abuse.`,
            'To remember your cookie choice (legal obligation and consent): storing whether you accepted or rejected non-essential cookies.',
            'To comply with the law (legal obligation): answering lawful requests from authorities.',
          ],
        },
      ],
    },
    {
      heading: '5. Who can see your data',
      body: [
        'Other fans. Ringside is a public community for its members. Your display name, handle, bio, favourite wrestlers and promotions, profile picture, follower and following counts, posts, comments and Pop counts can be seen by other signed-in members, and may appear in search results, suggestions, trending lists and hashtag pages. Your email address is never shown to other fans.',
        'Moderators. Ringside administrators can see reports and the content they concern, and can remove content and suspend accounts.',
        'Our service providers. We host Ringside on Amazon Web Services (AWS), which processes data on our behalf under a data processing agreement: Amazon Cognito for accounts and sign-in, Amazon DynamoDB for profiles, posts and the other data above, Amazon S3 and Amazon CloudFront for uploaded images and the website, and AWS Lambda and Amazon API Gateway to run the service. AWS may not use your data for its own purposes.',
        "YouTube. When you add a YouTube link to a post, we fetch the public title, description and thumbnail of that video to build the preview. When you open a YouTube link, you leave Ringside and YouTube's own privacy policy applies.",
        'Authorities. We disclose data only when the law requires it, and only what it requires.',
      ],
    },
    {
      heading: '6. Where your data is stored',
      body: [
        "Your data is stored with AWS. Where data is transferred outside the European Economic Area or the United Kingdom, we rely on the safeguards the GDPR provides, such as the European Commission's Standard Contractual Clauses included in AWS's data processing terms. Data is encrypted in transit (HTTPS) and at rest.",
      ],
    },
    {
      heading: '7. How long we keep it',
      body: [
        'We keep your data for as long as your account exists, because that is what lets us provide the service.',
        `You can delete your account at any time through your account settings. When you do, your personal data is deleted within ${PERSONAL_DATA_DELETION_DAYS} days: your Cognito account, your profile, your posts, comments and Pops, your follows, your notifications, the reports you made and the images you uploaded. Counts shown on other fans' profiles and posts are corrected accordingly.`,
        'Live-connection identifiers are removed as soon as you disconnect. Your cookie choice stays in your browser until you clear it.',
      ],
    },
    {
      heading: '8. Your rights',
      body: [
        'Under the GDPR and similar laws you have the right to:',
        {
          list: [
            'access the personal data we hold about you and get a copy of it;',
            'correct data that is wrong (most of it you can edit yourself on your profile);',
            'erase your data (delete your account through your account settings, or ask us);',
            'restrict or object to our use of your data;',
            'receive your data in a portable, machine-readable format;',
            'withdraw consent at any time, where we rely on consent, without affecting earlier use;',
            'lodge a complaint with your data protection supervisory authority.',
          ],
        },
        `To use any of these rights, write to ${LEGAL_CONTACT_EMAIL} from the email address of your account. We answer within one month.`,
      ],
    },
    {
      heading: '9. Children',
      body: [
        `Ringside is for fans aged ${MIN_AGE} and older. Sign-up refuses anyone younger, using the birthday entered on the form. If you are under the age at which your country allows you to consent to online services on your own, please ask a parent or guardian before joining. If we learn that an account belongs to someone under ${MIN_AGE}, we delete it.`,
      ],
    },
    {
      heading: '10. Cookies and local storage',
      body: [
        `Ringside uses a small amount of storage in your browser: your sign-in session, kept in your browser's local storage by our authentication library (AWS Amplify), and your cookie choice, kept in local storage under the key "${COOKIE_CONSENT_KEY}". We use no advertising or tracking cookies. Our Cookie Policy explains this in detail.`,
      ],
    },
    {
      heading: '11. Security',
      body: [
        'We protect your data with encryption in transit and at rest, hashed passwords, short-lived sign-in tokens, access limited to what each part of the service needs, and a strict content security policy on the website. No system is perfectly secure: use a strong password that you do not use anywhere else, and sign out on shared devices. If a breach affects your data, we will tell you and the authorities as the law requires.',
      ],
    },
    {
      heading: '12. Changes to this policy',
      body: [
        'When we change this policy, we update the "Last Updated" date above. If a change significantly affects how we use your data, we tell you on Ringside before it takes effect.',
      ],
    },
    {
      heading: '13. Contact',
      body: [
        `Questions, requests or complaints about your privacy: ${LEGAL_CONTACT_EMAIL}. You can also read our Terms of Use and our Cookie Policy, available at the bottom of the log-in and sign-up pages.`,
      ],
    },
  ],
};
